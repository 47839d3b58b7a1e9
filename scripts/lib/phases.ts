/**
 * Time spent per build phase (parse, highlight, prerender…), summed over every call in this thread.
 * Worker threads send their totals back with their results, so the build can say where its CPU went.
 */
const totals: Record<string, number> = {}

/** Runs `fn` and adds its duration to `phase`. */
export function timed<T>(phase: string, fn: () => T): T {
  const start = performance.now()
  try {
    return fn()
  } finally {
    totals[phase] = (totals[phase] ?? 0) + performance.now() - start
  }
}

/** Adds another thread's totals (milliseconds per phase) to this thread's. */
export function addPhaseTotals(more: Readonly<Record<string, number>>): void {
  for (const [phase, ms] of Object.entries(more)) totals[phase] = (totals[phase] ?? 0) + ms
}

/** Milliseconds per phase so far. */
export const phaseTotals = (): Record<string, number> => ({ ...totals })
