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
export const threadsPayOff = (pages: number): boolean =>
  process.env.HCFY_BUILD_THREADS === 'always' || pages >= THREADS_FROM_PAGES

/**
 * Resource limits of the build's worker threads. Compiling or rendering a page builds trees of tens
 * of thousands of objects that live until the page is done, and with V8's default young generation
 * (16 MB semispaces) a scavenge came every 15 MB or so and copied whichever tree was in progress: on
 * the 10,000-page corpus, 34 s of a clean build's CPU went to scavenges. With room for 64 MB
 * semispaces (a young generation grows to that only while it is used), 9 s did.
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 192 } as const
