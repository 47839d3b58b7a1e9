import { useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { siteConfig } from '../../content/site.ts'
import { format } from '../../shared/i18n/strings.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { useLocale } from '../../locale/use-locale.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { findContext, inContext, searchContexts } from '../contexts.ts'
import { onPlainClick } from '../open-result.ts'
import { otherIndexUrl, otherResults } from '../other-locale.ts'
import { SearchStatus } from '../SearchStatus.tsx'
import { searchPageHref, versionIndexUrl } from '../urls.ts'
import { useRecentSearches } from '../use-recent-searches.ts'
import { useSearch } from '../use-search.ts'
import { DidYouMean } from './DidYouMean.tsx'
import { SearchResults } from './SearchResults.tsx'
import { addressQuery, useSearchPageParams, withQuery } from './use-search-page-params.ts'

const contexts = searchContexts(siteConfig.navbar.items)
/** The search page lists every match; the worker is asked for this many at most. */
const PAGE_LIMIT = 1000
const SNIPPET_LENGTH = 100

/**
 * `/search?q=…&ctx=…&version=…`: every result of a query. The prerendered page is an empty shell;
 * the query is read after hydration, and typing rewrites `q` in place (no history entry per key,
 * and no more than the first MAX_ADDRESS_QUERY characters).
 */
export default function SearchPage() {
  const page = usePageData('search')
  const t = useAllStrings()
  const locale = useLocale()
  const router = useRouter()
  const params = useSearchPageParams()
  const [, addRecent] = useRecentSearches()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  // The `q` this page last wrote: the address may hold only the start of the query typed.
  const written = useRef<string | null>(null)
  // A new `q` from outside (the navbar's "See all results" while already here) replaces the input.
  const q = params?.q
  useEffect(() => {
    if (q === undefined || q === written.current) return
    written.current = null
    setText(q)
    setQuery(q)
  }, [q])

  const context = findContext(contexts, params?.ctx)
  // Another docs version (`?version=`) has no index in the other language to fall back on.
  const indexUrl = params
    ? versionIndexUrl(siteConfig.searchIndex[locale], siteConfig.baseUrl, params.version)
    : null
  const otherUrl = params && !params.version ? otherIndexUrl(locale) : null
  const state = useSearch(query, {
    indexUrl,
    otherIndexUrl: otherUrl,
    limit: PAGE_LIMIT,
    snippetLength: SNIPPET_LENGTH,
    suggest: true,
  })
  const trimmed = query.trim()
  const heading = trimmed ? format(t.searchResultsFor, { query: trimmed }) : page.title
  useEffect(() => {
    document.title = `${heading} | ${siteConfig.title[locale]}`
  }, [heading, locale])

  const change = (value: string, composing: boolean) => {
    setText(value)
    if (composing) return
    setQuery(value)
    written.current = addressQuery(value)
    router.history.replace(
      withQuery(location.pathname + location.search + location.hash, written.current),
    )
  }

  const everywhere = searchPageHref(locale, trimmed, null, siteConfig)

  // Until the answer to the latest keystroke arrives (milliseconds), the previous one stays: the
  // list does not blink or lose its length at every key.
  const answered = trimmed !== '' && state.query.trim() !== ''
  // Memoised: one array per answer, not one per render.
  const results = useMemo(
    () =>
      context ? state.results.filter((r) => inContext(r.url, context, locale)) : state.results,
    [state.results, context, locale],
  )
  // A search limited to a part of the site leaves the other language out.
  const other = useMemo(
    () => (context ? null : otherResults(locale, t, state.other)),
    [state.other, context, locale, t],
  )
  const count = results.length + (other?.results.length ?? 0)

  return (
    <main id="main" tabIndex={-1} className="container search-page">
      <h1>{heading}</h1>
      <input
        className="search-page__input"
        type="search"
        aria-label={t.search}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the search page exists to type a query; its input is its one control
        autoFocus
        value={text}
        onChange={(e) => change(e.target.value, (e.nativeEvent as InputEvent).isComposing)}
        onCompositionEnd={(e) => change(e.currentTarget.value, false)}
      />
      {context && (
        <p className="search-page__context">
          {format(t.searchOnlyIn, { context: context.label[locale] })}{' '}
          <a href={everywhere} onClick={onPlainClick(router, everywhere)}>
            {t.searchEverywhere}
          </a>
        </p>
      )}
      {answered && !state.error && state.suggestion && (
        <DidYouMean suggestion={state.suggestion} onPick={(q) => change(q, false)} />
      )}
      <SearchStatus
        error={state.error}
        onRetry={state.retry}
        loading={trimmed !== '' && state.query !== query && state.indexLoading}
        empty={false}
      >
        {answered && (
          <>
            <p className="search-page__count" role="status">
              {count === 0
                ? t.noDocumentsFound
                : count === 1
                  ? t.documentsFoundOne
                  : format(t.documentsFound, { count })}
            </p>
            <SearchResults
              query={state.query}
              results={results}
              other={other}
              onOpen={() => addRecent(trimmed)}
            />
          </>
        )}
      </SearchStatus>
    </main>
  )
}
