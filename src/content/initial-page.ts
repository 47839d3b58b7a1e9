import { rehydratePage } from '../shared/content/dehydrate.ts'
import type { PageData } from '../shared/content/types.ts'
import { importDataChunk } from './data-chunk.ts'
import { siteConfig } from './site.ts'
import { readSidebarView } from './sidebar-view.ts'

/**
 * The data of the prerendered page, read from the page itself: its JSON (without text, with its
 * sidebar's chunk named) and the HTML already in the markup, so the first page needs neither its
 * data chunk nor the page list.
 */
export async function readInitialPage(): Promise<PageData | null> {
  const script = document.getElementById('hcfy-page')
  if (!script?.textContent) return null
  const field = (path: string) =>
    document.querySelector(`[data-field="${CSS.escape(path)}"]`)?.innerHTML ?? ''
  return rehydratePage(
    JSON.parse(script.textContent),
    field,
    (file) => importDataChunk(file),
    (ref) => readSidebarView(ref, document.querySelector('.doc-sidebar__nav'), siteConfig.baseUrl),
  )
}
