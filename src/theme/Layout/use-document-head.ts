import { useEffect, useRef } from 'react'
import type { Locale } from '../../shared/config/locales.ts'
import type { PageData } from '../../shared/content/types.ts'

/**
 * Keeps `<head>` in step with client-side navigation. The prerender wrote the first page's head,
 * so the code that rewrites it loads with the first navigation, not with the page.
 */
export function useDocumentHead(page: PageData | undefined, locale: Locale): void {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void import('./apply-document-head.ts').then((m) => m.applyDocumentHead(page, locale))
  }, [page, locale])
}
