import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../hooks/use-locale.ts'
import { useMarkHydrated } from '../hooks/use-mark-hydrated.ts'
import { SiteLink } from '../SiteLink/index.tsx'

/** Shown for every path that is not a page, in the locale of the path. */
export function NotFound() {
  const t = useStrings()
  const locale = useLocale()
  useMarkHydrated()
  return (
    <main id="main" tabIndex={-1} className="container status-page not-found">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t.notFoundTitle}</h1>
      <p className="status-page__lead">{t.notFoundLead}</p>
      <p>{t.notFoundBody}</p>
      <SiteLink to={localizePath('/', locale)} className="button button--primary">
        {t.home}
      </SiteLink>
    </main>
  )
}
