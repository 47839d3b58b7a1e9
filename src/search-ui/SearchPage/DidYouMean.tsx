import { siteConfig } from '../../content/site.ts'
import { useLocale } from '../../locale/use-locale.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { isPlainClick } from '../../navigation/SiteLink.tsx'
import { searchPageHref } from '../urls.ts'

/**
 * "Did you mean …?" with the corrected query as a link: a plain click searches for it on this
 * page, a modified one opens it as a search page of its own. The query is rendered as text.
 */
export function DidYouMean({
  suggestion,
  onPick,
}: {
  suggestion: string
  onPick: (query: string) => void
}) {
  const t = useAllStrings()
  const locale = useLocale()
  const href = searchPageHref(locale, suggestion, null, siteConfig)
  const [before, after = ''] = t.didYouMean.split('{query}')
  return (
    <p className="search-page__suggestion">
      {before}
      <a
        href={href}
        onClick={(e) => {
          if (!isPlainClick(e)) return
          e.preventDefault()
          onPick(suggestion)
        }}
      >
        {suggestion}
      </a>
      {after}
    </p>
  )
}
