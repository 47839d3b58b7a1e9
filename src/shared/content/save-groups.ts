import type { Locale } from '../config/locales.ts'

/**
 * A part of the site a reader can save for offline reading on its own: the docs of one sidebar,
 * the blog, the docs outside any sidebar, or the other pages, of one locale. Its id is
 * `<locale>:<sidebar id | blog | docs | pages>`.
 */
export interface SaveGroup {
  id: string
  locale: Locale
  /** What the reader knows it by, in its locale: the navbar label that leads into it, when one does. */
  label: string | null
}

export const saveGroupId = (locale: Locale, part: string): string => `${locale}:${part}`
