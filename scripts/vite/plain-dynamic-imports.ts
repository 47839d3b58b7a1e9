import type { Plugin } from 'vite'

/** The module Vite wraps every dynamic import of a browser build with (see its import analysis). */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Replaces Vite's preload helper with a plain call of the import. The helper would add `<link>`s for
 * a lazy chunk's dependencies and CSS, but this site lists every chunk a page needs in its HTML, has
 * one stylesheet and turns module preloading off, so every dynamic import carries an empty list and
 * the helper only adds ~0.8 KB gzip to the code every first visit loads. A failed import still
 * rejects as before (the helper's `vite:preloadError` event has no listener here).
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'hcfy:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : null
    },
  }
}
