import { useEffect, useState } from 'react'
import { isUnsavedOfflinePage } from '../../pwa/unsaved-page.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { useMarkHydrated } from '../../page/use-mark-hydrated.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/**
 * Shown for every path that is not a page, in the locale of the path; offline, for a page that is
 * not saved, it says so instead of calling a good link broken.
 */
export function NotFound() {
  const t = useStrings()
  const locale = useLocale()
  // Read after hydration: the prerendered HTML is the not-found page in both cases.
  const [unsaved, setUnsaved] = useState(false)
  useEffect(() => setUnsaved(isUnsavedOfflinePage()), [])
  useMarkHydrated()
  return (
    <main id="main" tabIndex={-1} className="container status-page not-found">
      <p className="status-page__code" aria-hidden="true">
        {unsaved ? '503' : '404'}
      </p>
      <h1>{unsaved ? t.notSavedTitle : t.notFoundTitle}</h1>
      <p className="status-page__lead">{unsaved ? t.notSavedLead : t.notFoundLead}</p>
      {!unsaved && <p>{t.notFoundBody}</p>}
      <SiteLink to={localizePath('/', locale)} className="button button--primary">
        {t.home}
      </SiteLink>
    </main>
  )
}
