/** Where a page's own words are: its title and its Markdown body (post excerpts on list pages). */
const CONTENT = 'main h1, main .markdown'

/** The content elements of the page, leaving out any that sit inside another one. */
export function contentRoots(doc: Document = document): Element[] {
  const all = [...doc.querySelectorAll(CONTENT)]
  return all.filter((el) => !all.some((other) => other !== el && other.contains(el)))
}

/**
 * Calls `found` with the content elements once there are any: after a macrotask (code blocks and
 * late effects of the page finish rendering first; the old plugin's fix for its #92), then on DOM
 * changes for a while if the page is still loading. Returns the cancel function.
 */
export function whenContent(
  found: (roots: Element[]) => void,
  doc: Document = document,
  waitMs = 10_000,
): () => void {
  let observer: MutationObserver | null = null
  const attempt = () => {
    const roots = contentRoots(doc)
    if (roots.length === 0) return false
    cancel()
    found(roots)
    return true
  }
  const timer = setTimeout(() => {
    if (attempt()) return
    observer = new MutationObserver(() => void attempt())
    observer.observe(doc.body, { childList: true, subtree: true })
  }, 0)
  const giveUp = setTimeout(() => cancel(), waitMs)
  function cancel() {
    clearTimeout(timer)
    clearTimeout(giveUp)
    observer?.disconnect()
  }
  return cancel
}
