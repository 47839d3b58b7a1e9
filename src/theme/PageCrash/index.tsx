import type { ErrorComponentProps } from '@tanstack/react-router'
import { useStrings } from '../hooks/use-locale.ts'

/** Error boundary of a page: the message and a way to render the page again. */
export function PageCrash({ error, reset }: ErrorComponentProps) {
  const t = useStrings()
  return (
    <main id="main" tabIndex={-1} className="container status-page page-crash">
      <h1>{t.pageCrashed}</h1>
      <pre className="page-crash__message">{error instanceof Error ? error.message : String(error)}</pre>
      <button type="button" className="button button--primary" onClick={reset}>
        {t.tryAgain}
      </button>
    </main>
  )
}
