import type { PageData } from './types.ts'

/**
 * How a prerendered page hands its data to the app without shipping its text twice: HTML fields
 * (the body, blog excerpts) stay in the markup only and are replaced here by the `data-field` path
 * of the element that holds them; shared sidebars become a reference to their chunk.
 */
export type DomField = { $dom: string }
export type SidebarRef = { $sidebar: string }
/**
 * A docs sidebar read back from the prerendered navigation: a large sidebar's view (see
 * Sidebar.chunk, named here), or a small sidebar, which the page holds whole (no chunk).
 */
export type NavRef = { $nav: { id: string; chunk?: string } }

const isHtmlKey = (key: string) => key === 'html' || key.endsWith('Html')

/** A docs page's sidebar is in its markup, whole or as its view, and its first render reads it from there. */
export const sidebarInMarkup = (page: PageData): boolean => page.kind === 'doc'

/**
 * Page data with HTML fields and the sidebar replaced by references (built at prerender time);
 * `sidebarFile` is the sidebar's data chunk (its file name under assets/p/). A docs page's sidebar
 * is in its markup, whole or as its view: the app reads it from there, so a first visit does not
 * download the sidebar's chunk.
 */
export function dehydratePage(page: PageData, sidebarFile: string | null): unknown {
  const walk = (value: unknown, path: string[]): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, String(i)]))
    if (!value || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if (path.length === 0 && key === 'sidebar' && isView(v))
        out[key] = { $nav: { id: v.id, chunk: v.chunk } } satisfies NavRef
      else if (path.length === 0 && key === 'sidebar' && sidebarInMarkup(page) && isSidebar(v))
        out[key] = { $nav: { id: v.id } } satisfies NavRef
      else if (path.length === 0 && key === 'sidebar' && sidebarFile)
        out[key] = { $sidebar: sidebarFile } satisfies SidebarRef
      else if (typeof v === 'string' && isHtmlKey(key))
        out[key] = { $dom: [...path, key].join('.') } satisfies DomField
      else out[key] = walk(v, [...path, key])
    }
    return out
  }
  return walk(page, [])
}

const isView = (v: unknown): v is { id: string; chunk: string } =>
  !!v && typeof v === 'object' && typeof (v as { chunk?: unknown }).chunk === 'string'
const isSidebar = (v: unknown): v is { id: string } =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as { id?: unknown }).id === 'string' &&
  Array.isArray((v as { items?: unknown }).items)

/** Puts the page data back together from its references (in the browser). */
export async function rehydratePage(
  data: unknown,
  readField: (path: string) => string,
  loadSidebar: (key: string) => Promise<unknown>,
  readNav: (ref: NavRef['$nav']) => unknown,
): Promise<PageData> {
  const walk = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(walk))
    if (!value || typeof value !== 'object') return value
    if ('$dom' in value) return readField((value as DomField).$dom)
    if ('$sidebar' in value) return loadSidebar((value as SidebarRef).$sidebar)
    if ('$nav' in value) return readNav((value as NavRef).$nav)
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) out[key] = await walk(v)
    return out
  }
  return (await walk(data)) as PageData
}

/** The `data-field` path of a page's HTML field, as the components mark their elements. */
export const fieldPath = (...parts: (string | number)[]): string => parts.join('.')
