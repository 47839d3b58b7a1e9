import { getSetting, setSetting } from './flags.ts'
import { isQuotaError, totalBytes, type Precache, type PrecacheItem } from './precache.ts'
import type { GroupStatus, OfflineStatus } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * The reader's wish: which parts of the site to keep (`*` for all of them, or a JSON list of
 * SaveGroup ids). A choice, so it is remembered across versions.
 */
const WANTED = 'content-wanted'

/** Progress messages during a run are sent at most this often. */
const PROGRESS_EVERY_MS = 250

/** All parts, or the ids of some; null: none yet (only the shell is kept). */
type Wish = 'all' | ReadonlySet<string> | null

function parseWish(stored: string | null): Wish {
  if (stored === null) return null
  // Earlier versions of the worker stored "1" for the whole site.
  if (stored === '*' || stored === '1') return 'all'
  try {
    return new Set(JSON.parse(stored) as string[])
  } catch {
    return 'all'
  }
}

export interface OfflineCopy {
  /** What is saved, checked against the cache in this worker instance. */
  status(): Promise<OfflineStatus>
  /** Install step of a new version: the shell always, the wanted parts too. */
  install(): Promise<void>
  /** Activate step: the previous version's files go only once this version's wanted files are all saved. */
  activate(): Promise<void>
  /**
   * Saves the wanted files of this version (once, however many pages ask), resuming a cut-off run.
   * `chosen`: the reader's own choice, which also asks again after the browser refused to store;
   * `groups`: the parts chosen (the files of the others are let go), or every part.
   */
  save(options: { chosen: boolean; groups?: readonly string[] }): Promise<void>
}

/**
 * The offline copy of the site, kept by one worker version. Whether it is saved is never only
 * remembered: it is read from the cache itself, so a worker the browser stopped and started again,
 * or a new version, reports it the same way.
 */
export function createOfflineCopy(
  precache: Precache,
  notify: (status: OfflineStatus) => Promise<void>,
  whenActive: Promise<void>,
): OfflineCopy {
  const shell = precache.items.filter((item) => item.group === null)
  let running: Promise<void> | null = null
  let runStored = 0
  let quota = false
  let failed = false
  // A wish that could not be written down (storage full) still holds for this instance.
  let wishHere: Wish | undefined

  const wish = async (): Promise<Wish> =>
    wishHere !== undefined ? wishHere : parseWish(await getSetting(WANTED).catch(() => null))
  const isWanted = (item: PrecacheItem, w: Wish) =>
    item.group === null || w === 'all' || w?.has(item.group) === true
  const wantedItems = (w: Wish) => precache.items.filter((item) => isWanted(item, w))

  async function status(): Promise<OfflineStatus> {
    const w = await wish()
    const missing = new Set(await precache.missing())
    const saved = (list: readonly PrecacheItem[]) =>
      totalBytes(list.filter((item) => !missing.has(item)))
    const wanted = wantedItems(w)
    const groups = new Map<string, GroupStatus>()
    for (const item of precache.items) {
      if (item.group === null) continue
      const group = groups.get(item.group) ?? {
        id: item.group,
        bytes: 0,
        savedBytes: 0,
        wanted: isWanted(item, w),
      }
      group.bytes += item.bytes
      if (!missing.has(item)) group.savedBytes += item.bytes
      groups.set(item.group, group)
    }
    const wantedSavedBytes = running ? Math.max(runStored, saved(wanted)) : saved(wanted)
    const complete = wanted.every((item) => !missing.has(item))
    return {
      type: 'OFFLINE_STATUS',
      state: running ? 'saving' : complete && w !== null ? 'saved' : quota ? 'quota' : 'partial',
      wanted: w !== null,
      wantedBytes: totalBytes(wanted),
      wantedSavedBytes,
      totalBytes: totalBytes(precache.items),
      savedBytes: saved(precache.items),
      shellBytes: totalBytes(shell),
      groups: [...groups.values()],
      failed: !running && failed,
    }
  }

  /** Fills the cache with `list`; a refusal of the browser to store more is a state, not a failure. */
  async function fill(
    list: readonly PrecacheItem[],
    onProgress?: (stored: number) => void,
  ): Promise<void> {
    try {
      await precache.fill(list, { onProgress })
      quota = false
    } catch (error) {
      if (!isQuotaError(error)) throw error
      quota = true
    }
  }

  /** Nothing newer is on its way in: pruning now cannot remove files a newer version is saving. */
  const newest = () => !self.registration.installing && !self.registration.waiting

  async function run(list: readonly PrecacheItem[]): Promise<void> {
    const missing = new Set(await precache.missing(list))
    const start = totalBytes(list.filter((item) => !missing.has(item)))
    runStored = start
    let last = 0
    await notify(await status())
    try {
      await fill(list, (stored) => {
        runStored = start + stored
        if (Date.now() - last < PROGRESS_EVERY_MS) return
        last = Date.now()
        void status().then(notify)
      })
      failed = false
      if (!quota && newest()) await precache.prune()
    } catch {
      // Offline or the server went away: what is stored stays, and the next visit resumes.
      failed = true
    }
  }

  return {
    status,
    async install() {
      await precache.fill(shell)
      const w = await wish()
      if (w !== null) await fill(wantedItems(w).filter((item) => item.group !== null))
    },
    async activate() {
      if ((await precache.missing(wantedItems(await wish()))).length === 0) await precache.prune()
    },
    save({ chosen, groups }) {
      const chosenWish: Wish | undefined = groups ? new Set(groups) : chosen ? 'all' : undefined
      if (running)
        return running.then(() =>
          chosenWish === undefined ? undefined : this.save({ chosen, groups }),
        )
      running = (async () => {
        const current = await wish()
        // An automatic request keeps the reader's earlier choice, or takes everything when there is none.
        const next: Wish = chosenWish ?? current ?? 'all'
        wishHere = next
        await setSetting(WANTED, next === 'all' ? '*' : JSON.stringify([...next])).catch(() => {})
        await whenActive
        if (next !== 'all')
          await precache.remove(
            precache.items.filter((item) => item.group !== null && !next.has(item.group)),
          )
        // A refusal of the browser is not asked again on its own; the reader's choice asks again.
        if (quota && !chosen) return
        await run(wantedItems(next))
      })().finally(() => {
        running = null
      })
      return running.then(async () => notify(await status()))
    },
  }
}
