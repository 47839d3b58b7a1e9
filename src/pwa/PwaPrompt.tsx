import { useEffect, useState } from 'react'
import { useStrings } from '../theme/hooks/use-locale.ts'
import { postToWorker, registerServiceWorker } from './register.ts'
import { offlineReadyShown, markOfflineReadyShown } from './flags.ts'
import { isConstrainedConnection } from '../theme/navigation/connection.ts'

type Notice = { kind: 'update'; activate: () => void } | { kind: 'ready' } | { kind: 'metered'; saving: boolean } | null

/**
 * Service-worker lifecycle UI: "ready offline" once, "New version available" with Refresh and Close,
 * and "Save for offline" when a metered link kept the cache to the app shell.
 */
export function PwaPrompt() {
  const t = useStrings()
  const [notice, setNotice] = useState<Notice>(null)
  useEffect(() => {
    registerServiceWorker({
      onUpdate: (activate) => setNotice({ kind: 'update', activate }),
      onStatus: (status) => {
        // A plain marker of the cache state, for tooling (the notice itself shows only once ever).
        document.documentElement.dataset.offline = status.complete ? 'ready' : 'partial'
        // Not everything cached yet: on a good connection ask for it; on a metered one, offer it.
        const metered = !status.complete && isConstrainedConnection()
        if (!status.complete && !metered) postToWorker({ type: 'CACHE_CONTENT' })
        setNotice((current) => {
          if (current?.kind === 'update') return current
          if (status.complete) {
            if (offlineReadyShown()) return current?.kind === 'metered' ? null : current
            markOfflineReadyShown()
            return { kind: 'ready' }
          }
          return metered && current?.kind !== 'metered' ? { kind: 'metered', saving: false } : current
        })
      },
    })
    // Installing the app is a clear wish to read offline, even on a metered link.
    const onInstalled = () => postToWorker({ type: 'SAVE_OFFLINE' })
    window.addEventListener('appinstalled', onInstalled)
    return () => window.removeEventListener('appinstalled', onInstalled)
  }, [])
  if (!notice) return null
  const close = () => setNotice(null)
  return (
    <div className="pwa-toast" role={notice.kind === 'update' ? 'alertdialog' : 'status'} aria-live="polite" aria-label={notice.kind === 'update' ? t.updateAvailable : undefined}>
      {notice.kind === 'update' && (
        <>
          <p className="pwa-toast__text">{t.updateAvailable}</p>
          <div className="pwa-toast__actions">
            <button type="button" className="button button--primary" onClick={notice.activate}>
              {t.refresh}
            </button>
            <button type="button" className="button" onClick={close}>
              {t.close}
            </button>
          </div>
        </>
      )}
      {notice.kind === 'ready' && (
        <>
          <p className="pwa-toast__text">{t.offlineReady}</p>
          <div className="pwa-toast__actions">
            <button type="button" className="button" onClick={close}>
              {t.close}
            </button>
          </div>
        </>
      )}
      {notice.kind === 'metered' && (
        <>
          <p className="pwa-toast__text">{notice.saving ? t.savingOffline : t.saveOfflineHint}</p>
          <div className="pwa-toast__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={notice.saving}
              onClick={() => {
                postToWorker({ type: 'SAVE_OFFLINE' })
                setNotice({ kind: 'metered', saving: true })
              }}
            >
              {t.saveOffline}
            </button>
            <button type="button" className="button" onClick={close}>
              {t.close}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
