import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { siteConfig } from '../../content/site.ts'
import { prefetchPage } from '../../navigation/prefetch.ts'
import { isPlainClick } from '../../navigation/SiteLink.tsx'
import { copyCode } from './copy-code.ts'
import { internalHref } from './internal-href.ts'

/**
 * Content HTML rendered at build time. One delegated handler gives it what React cannot attach to
 * markup it did not render: copy buttons on code blocks, client-side navigation for internal
 * links, and prefetching a linked page when the pointer rests on it.
 */
export function Markdown({
  html,
  field,
  className = '',
  lang,
}: {
  html: string
  field: string
  className?: string
  lang?: string | undefined
}) {
  const router = useRouter()
  const hrefOf = (target: EventTarget) => {
    const link = (target as Element).closest?.('a')
    return link ? internalHref(link, window.location, siteConfig.baseUrl) : null
  }
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const button = (e.target as Element).closest?.<HTMLButtonElement>('button.copy-code')
    if (button) {
      void copyCode(button)
      return
    }
    if (!isPlainClick(e)) return
    const href = hrefOf(e.target)
    if (!href) return
    e.preventDefault()
    void router.navigate({ href } as never)
  }
  const onMouseOver = (e: MouseEvent<HTMLDivElement>) => {
    const href = hrefOf(e.target)
    if (href) prefetchPage(router, href)
  }
  // `data-field` lets the app read this HTML back from the prerendered page instead of downloading it again.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegated from the links inside, which keyboards reach and activate themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above: Enter on a link fires this click
    // biome-ignore lint/a11y/useKeyWithMouseEvents: hovering only prefetches; focus needs no prefetch
    <div
      className={`markdown ${className}`.trim()}
      lang={lang}
      data-field={field}
      onClick={onClick}
      onMouseOver={onMouseOver}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML compiled from content/ at build time, raw HTML limited to a safe list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
