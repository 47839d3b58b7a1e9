/**
 * Lets other work of the event loop run between parts of a long synchronous job: the dev server
 * reads and models a large site's content for seconds, and answers requests meanwhile.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
