import { OTHER_INDEX_VERSION } from '../shared/search/index-format.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'

/** The worker's message when an index URL is off the page's origin (the old plugin's wording). */
const FOREIGN_INDEX = 'Unexpected version url'

/**
 * Why there are no results: a foreign index URL (from `?version=`; retrying cannot help), an index
 * of another version than the page's (a deploy since it loaded: Refresh, since retrying fetches
 * the same file), or an index that failed to load, with Retry. The technical message stays
 * visible for bug reports.
 */
export function SearchError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useAllStrings()
  if (error.message.includes(FOREIGN_INDEX)) {
    return (
      <p className="search-status search-status--error" role="alert">
        {t.searchBadVersion}
      </p>
    )
  }
  // Another version: only a reload brings page and index together; retrying fetches the same file.
  const outdated = error.message.includes(OTHER_INDEX_VERSION)
  return (
    <div className="search-status search-status--error" role="alert">
      <p>{outdated ? t.searchOutdated : t.searchFailed}</p>
      <p className="search-status__detail">{error.message}</p>
      <button
        type="button"
        className="button"
        onClick={outdated ? () => location.reload() : onRetry}
      >
        {outdated ? t.refresh : t.retry}
      </button>
    </div>
  )
}
