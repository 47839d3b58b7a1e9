import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { format } from '../../shared/i18n/strings.ts'
import { isChunkLoadError, reloadWhenReachable } from '../../navigation/chunk-errors.ts'
import { useStrings } from '../../locale/use-locale.ts'
import { useMarkHydrated } from '../../page/use-mark-hydrated.ts'

/**
 * Error boundary of a page, inside the layout so the navbar and footer stay usable. A chunk that
 * failed to load gets Retry (a new document, once the chunk can be fetched); any other error is a crash with Try again (render again).
 */
export function PageCrash({ error, reset }: ErrorComponentProps) {
  const t = useStrings()
  const router = useRouter()
  useMarkHydrated()
  const message = error instanceof Error ? error.message : String(error)
  if (isChunkLoadError(error)) {
    return (
      <main id="main" tabIndex={-1} className="container status-page page-crash">
        <p role="alert">{format(t.chunkFailed, { error: message })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            void reloadWhenReachable(error).then((reloading) =>
              reloading ? undefined : router.invalidate(),
            )
          }
        >
          {t.retry}
        </button>
      </main>
    )
  }
  return (
    <main id="main" tabIndex={-1} className="container status-page page-crash">
      <h1>{t.pageCrashed}</h1>
      <pre className="page-crash__message">{message}</pre>
      <button type="button" className="button button--primary" onClick={reset}>
        {t.tryAgain}
      </button>
    </main>
  )
}
