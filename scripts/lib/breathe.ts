/**
 * Lets other work of the event loop run between parts of a long synchronous job: the dev server
 * reads and models a large site's content for seconds, and answers requests meanwhile.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Items of a long loop (files read, entries parsed) between two breaths: a few milliseconds' work. */
const ITEMS_PER_BREATH = 250

/** Breathes before every ITEMS_PER_BREATH-th item `i` of a loop; resolves at once otherwise. */
export const breatheAt = async (i: number): Promise<void> => {
  if (i % ITEMS_PER_BREATH === 0) await breathe()
}
