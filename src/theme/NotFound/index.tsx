import { useStrings } from '../hooks/use-locale.ts'

/** Shown for every path that is not a page, in the locale of the path. */
export function NotFound() {
  const t = useStrings()
  return (
    <main id="main" tabIndex={-1} className="container not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundLead}</p>
      <p>{t.notFoundBody}</p>
    </main>
  )
}
