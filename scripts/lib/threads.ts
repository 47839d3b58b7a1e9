/**
 * Below this many pages, starting a worker thread (which loads the build's TypeScript again) costs
 * more than the work it takes off the main thread saves.
 */
const THREADS_FROM_PAGES = 1200

/**
 * Whether a build of `pages` pages does its heavy steps (rendering pages, the search index) in
 * worker threads. `HCFY_BUILD_THREADS=always` uses them whatever the count, so that a test can hold
 * the threaded path, which only large sites take, to the output of the other.
 */
export const useThreads = (pages: number): boolean => process.env.HCFY_BUILD_THREADS === 'always' || pages >= THREADS_FROM_PAGES
