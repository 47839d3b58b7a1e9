import { useStrings } from '../../locale/use-locale.ts'

/** Shown in place of a page whose code or data is still loading (the router's pending component). */
export function Spinner() {
  const t = useStrings()
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__text">{t.loading}</span>
    </div>
  )
}
