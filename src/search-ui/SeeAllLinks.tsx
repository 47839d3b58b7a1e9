import { useRouter, useRouterState } from '@tanstack/react-router'
import { siteConfig } from '../content/site.ts'
import { format } from '../shared/i18n/strings.ts'
import { useLocale } from '../locale/use-locale.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { contextOfPath, searchContexts } from './contexts.ts'
import { onPlainClick } from './open-result.ts'
import { searchPageHref } from './urls.ts'

const contexts = searchContexts(siteConfig.navbar.items)

/**
 * The footer of the dropdown and the modal: every result on the search page, and, on a page inside
 * a section of the site (FAQ, services…), every result within that section.
 */
export function SeeAllLinks({ query, onGo }: { query: string; onGo: () => void }) {
  const t = useAllStrings()
  const locale = useLocale()
  const router = useRouter()
  const context = contextOfPath(contexts, useRouterState({ select: (s) => s.location.pathname }))
  const link = (href: string, text: string) => {
    return (
      <a className="search-footer__link" href={href} onClick={onPlainClick(router, href, onGo)}>
        {text}
      </a>
    )
  }
  return (
    <div className="search-footer__links">
      {link(searchPageHref(locale, query, null, siteConfig), t.seeAll)}
      {context &&
        link(
          searchPageHref(locale, query, context.path, siteConfig),
          format(t.seeAllInContext, { context: context.label[locale] }),
        )}
    </div>
  )
}
