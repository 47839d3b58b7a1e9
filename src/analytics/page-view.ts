/** What the analytics adapter sends for every page view. */
export interface PageView {
  path: string
  locale: string
  referrer: string
  title: string
  /** Milliseconds since the epoch, when the view happened (queued views keep their time). */
  time: number
}

/** Identity of a navigation for page-view purposes: the path, so hash changes never count. */
export function viewKey(href: string): string {
  const i = href.search(/[?#]/u)
  return i === -1 ? href : href.slice(0, i)
}
