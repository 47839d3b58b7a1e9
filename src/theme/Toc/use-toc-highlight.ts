import { useEffect } from 'react'
import { activeHeadingIndex } from './active-heading.ts'

const ACTIVE = 'toc__link--active'

/**
 * Marks the TOC link of the heading in view, in every `.toc` on the page, while the reader
 * scrolls. Classes are set on the DOM directly: the prerendered markup has none, and a scroll
 * should not re-render the page. The offset is 0 because the navbar hides on scroll down.
 */
export function useTocHighlight(minLevel: number, maxLevel: number, key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the page: a new page has new headings to watch
  useEffect(() => {
    const selector = Array.from(
      { length: maxLevel - minLevel + 1 },
      (_, i) => `.markdown h${minLevel + i}.anchor`,
    ).join(',')
    let current: string | null | undefined
    const update = () => {
      const headings = [...document.querySelectorAll<HTMLElement>(selector)]
      const index = activeHeadingIndex(
        headings.map((h) => h.getBoundingClientRect()),
        window.innerHeight,
        0,
      )
      const id = headings[index]?.id ?? null
      if (id === current) return
      current = id
      const href = id === null ? null : `#${encodeURIComponent(id)}`
      for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc a')) {
        const on = link.getAttribute('href') === href
        link.classList.toggle(ACTIVE, on)
        if (on) link.setAttribute('aria-current', 'location')
        else link.removeAttribute('aria-current')
      }
    }
    // The first measurement waits for a frame: measuring during hydration would force a layout of
    // the whole page inside React's commit, one long task on a slow phone.
    const frame = requestAnimationFrame(update)
    document.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [minLevel, maxLevel, key])
}
