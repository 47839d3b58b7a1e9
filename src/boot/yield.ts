interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Gives the browser a turn between start-up steps, so none of them is a long task on a slow phone:
 * input and rendering go first. With `scheduler.yield()` the start-up then resumes ahead of other
 * waiting tasks (a plain timeout would queue it behind them); elsewhere, a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `fn` when the browser is idle, or after `timeout` ms at the latest; where there is no idle
 * callback (Safari), after `fallback` ms.
 */
export function whenIdle(fn: () => void, timeout: number, fallback: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout })
  else setTimeout(fn, fallback)
}
