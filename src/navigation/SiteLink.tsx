import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { siteConfig } from '../content/site.ts'
import { applyTrailingSlash, withBase } from '../shared/paths.ts'
import { prefetchCode, prefetchPage, whenVisible } from './prefetch.ts'

/** Public URL of an internal path: trailing-slash rule applied, base URL added. */
export function siteHref(to: string): string {
  return withBase(applyTrailingSlash(to, siteConfig.trailingSlash), siteConfig.baseUrl)
}

/** True for a plain left click that the app should handle itself. */
export function isPlainClick(e: MouseEvent | globalThis.MouseEvent): boolean {
  return (
    e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented
  )
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path with locale prefix and without base URL, e.g. `/en/docs/faqs/`. */
  to: string
}

/**
 * An internal link: a real `<a href>` (works without JS and for new tabs), client-side navigation on a
 * plain click, the page's code prefetched when visible and its data on hover, touch or focus.
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const href = siteHref(to)
  useEffect(() => {
    const el = ref.current
    return el ? whenVisible(el, () => prefetchCode(router, href)) : undefined
  }, [router, href])
  const intent = () => prefetchPage(router, href)
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onMouseEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={(e) => {
        onClick?.(e)
        if (!isPlainClick(e) || rest.target) return
        e.preventDefault()
        void router.navigate({ href } as never)
      }}
    >
      {children}
    </a>
  )
}
