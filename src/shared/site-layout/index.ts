/**
 * The layout of the built site: folders and file names, routes to HTML files and not-found pages,
 * page kinds to components, the data-chunk format and names, and route keys. Neutral code: the build, the
 * prerender, the servers, the service worker, the search worker and the app all import it.
 */
export * from './data-chunk.ts'
export * from './data-chunk-name.ts'
export * from './folders.ts'
export * from './html-files.ts'
export * from './page-components.ts'
export * from './route-key.ts'
