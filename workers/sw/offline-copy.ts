import { getFlag, setFlag } from './flags.ts'
import { isQuotaError, totalBytes, type Precache, type PrecacheItem } from './precache.ts'
import type { OfflineStatus } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

/** The reader's wish to keep the whole site: a choice, so it is remembered across versions. */
const WANTED = 'content-wanted'

/** Progress messages during a run are sent at most this often. */
const PROGRESS_EVERY_MS = 250

export interface OfflineCopy {
  /** What is saved, checked against the cache in this worker instance. */
  status(): Promise<OfflineStatus>
  /** Install step of a new version: the shell always, the content too when the reader wants it. */
  install(): Promise<void>
  /** Activate step: the previous version's files go only once this version's are all saved. */
  activate(): Promise<void>
  /** Saves every file of this version (once, however many pages ask), resuming a cut-off run. */
  save(options: { chosen: boolean }): Promise<void>
}

/**
 * The offline copy of the site, kept by one worker version. Nothing about it is only remembered in
 * memory or in a flag: whether the site is saved is read from the cache itself, so a worker the
 * browser stopped and started again, or a new version, reports it the same way.
 */
export function createOfflineCopy(precache: Precache, notify: (status: OfflineStatus) => Promise<void>, whenActive: Promise<void>): OfflineCopy {
  const shell = precache.items.filter((item) => !item.content)
  const total = totalBytes(precache.items)
  let running: Promise<void> | null = null
  let runBytes = 0
  let quota = false
  let failed = false
  // A wish that could not be written down (storage full) still holds for this instance.
  let wantedHere = false

  const wanted = async () => wantedHere || (await getFlag(WANTED).catch(() => false))

  async function status(): Promise<OfflineStatus> {
    const missing = await precache.missing()
    const savedBytes = running ? Math.max(runBytes, total - totalBytes(missing)) : total - totalBytes(missing)
    const state = running ? 'saving' : missing.length === 0 ? 'saved' : quota ? 'quota' : 'partial'
    return { type: 'OFFLINE_STATUS', state, wanted: await wanted(), savedBytes, totalBytes: total, failed: !running && failed }
  }

  /** Fills the cache with `list`; a refusal of the browser to store more is a state, not a failure. */
  async function fill(list: readonly PrecacheItem[], onProgress?: (stored: number) => void): Promise<void> {
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

  async function run(): Promise<void> {
    const start = total - totalBytes(await precache.missing())
    runBytes = start
    let last = 0
    await notify(await status())
    try {
      await fill(precache.items, (stored) => {
        runBytes = start + stored
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
      if (await wanted()) await fill(precache.items.filter((item) => item.content))
    },
    async activate() {
      const needed = (await wanted()) ? precache.items : shell
      if ((await precache.missing(needed)).length === 0) await precache.prune()
    },
    save({ chosen }) {
      wantedHere = true
      if (running) return running
      running = (async () => {
        await setFlag(WANTED).catch(() => {})
        await whenActive
        // A refusal of the browser is not asked again on its own; the reader's choice asks again.
        if (quota && !chosen) return
        await run()
      })().finally(() => {
        running = null
      })
      return running.then(async () => notify(await status()))
    },
  }
}
