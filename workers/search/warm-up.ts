import type { PageInfo } from './load-index.ts'

/**
 * Searches a worker runs by itself once an index and its texts are in memory. A search's code runs
 * two to three times slower on its first runs than once the engine has compiled it, and the reader's
 * first keystrokes would pay for that: their answers would more often come after the frame that
 * shows the typed character than before it. The 24 short searches take some 20 to 30 ms of the
 * worker's thread.
 */
export const WARM_UP_SEARCHES = 24

/** Results a warm-up search makes, as many as the search bar shows. */
export const WARM_UP_LIMIT = 8

/** A warm-up search runs only when the reader has not searched for this long. */
export const WARM_UP_IDLE_MS = 50

/** Titles whose prefixes are searched, spread over the index: its kinds of words are met, not one page's. */
const WARM_UP_TITLES = 6

/** Queries as a reader types them: the prefixes of a few page titles spread over the index. */
export function warmUpQueries(pages: readonly PageInfo[], count = WARM_UP_SEARCHES): string[] {
  const queries: string[] = []
  const step = Math.max(1, Math.floor(pages.length / WARM_UP_TITLES))
  for (let i = 0; i < pages.length && queries.length < count; i += step) {
    const chars = [...pages[i]!.title.trim()]
    for (let n = 1; n <= chars.length && queries.length < count; n++) {
      const query = chars.slice(0, n).join('')
      if (query.trim() !== '' && !queries.includes(query)) queries.push(query)
    }
  }
  return queries
}

/**
 * Runs `search` on each of `queries`, one per task and only while `idle()` says the reader is not
 * searching: a keystroke then waits for one short search at most. A failed search is skipped.
 * Resolves once all have run.
 */
export function warmUp(
  queries: readonly string[],
  search: (query: string) => Promise<unknown>,
  idle: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    let next = 0
    const tick = () => {
      if (next >= queries.length) return resolve()
      if (!idle()) {
        setTimeout(tick, WARM_UP_IDLE_MS)
        return
      }
      search(queries[next++]!)
        .catch(() => undefined)
        .finally(() => setTimeout(tick, 0))
    }
    setTimeout(tick, 0)
  })
}
