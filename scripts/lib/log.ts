/** Build output with a subsystem prefix, so interleaved logs stay readable. */
export function createLogger(prefix: string) {
  return {
    info: (msg: string) => console.log(`[${prefix}] ${msg}`),
    warn: (msg: string) => console.warn(`[${prefix}] warning: ${msg}`),
    error: (msg: string) => console.error(`[${prefix}] ${msg}`),
  }
}

/** Milliseconds since `start`, rounded, for timing lines. */
export const since = (start: number): string => `${Math.round(performance.now() - start)} ms`
