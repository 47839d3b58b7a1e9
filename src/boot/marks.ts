/**
 * User Timing marks of the start-up steps (`hcfy:boot` comes from the inline boot script,
 * `hcfy:interactive` from the page once hydrated), so the start-up bench and a browser's
 * performance panel can tell where the time between first paint and an interactive page goes.
 */
export function markStep(name: string): void {
  performance.mark(`hcfy:${name}`)
}
