import { useEffect, useState } from 'react'
import { format } from '../shared/i18n/strings.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { isConstrainedConnection } from '../navigation/connection.ts'
import { markOfflineReadyShown, markQuotaShown, offlineReadyShown, quotaShown } from './flags.ts'
import {
  isLargeSite,
  onAppInstalled,
  onOfflineStatus,
  resumeWhenOnline,
  saveOffline,
  savedPercent,
} from './offline-saver.ts'
import { formatBytes, useOfflineStatus } from './offline-store.ts'
import { registerServiceWorker } from './register.ts'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

type Notice =
  | { kind: 'update'; activate: () => void }
  | { kind: 'ready' }
  | { kind: 'metered' }
  | { kind: 'quota' }
  | null

/** The notice a new status brings: an update offer stays until answered; the others follow the status. */
function nextNotice(current: Notice, status: OfflineStatus): Notice {
  if (current?.kind === 'update') return current
  if (status.state === 'saved') {
    if (offlineReadyShown()) return current?.kind === 'ready' ? current : null
    markOfflineReadyShown()
    return { kind: 'ready' }
  }
  if (status.state === 'quota') {
    if (current?.kind === 'quota' || quotaShown()) return current
    markQuotaShown()
    return { kind: 'quota' }
  }
  if (
    status.state === 'partial' &&
    !status.wanted &&
    isConstrainedConnection() &&
    !isLargeSite(status)
  )
    return { kind: 'metered' }
  return current
}

/**
 * Service-worker lifecycle UI: "New version available" with Refresh and Close, "ready offline" once,
 * "Save for offline" when a metered link kept the cache to the app shell, and a plain message when
 * the browser has no room for the whole site. The footer shows the offline status all the time.
 */
export function PwaPrompt() {
  const t = useAllStrings()
  const status = useOfflineStatus()
  const [notice, setNotice] = useState<Notice>(null)
  useEffect(() => {
    registerServiceWorker({
      onUpdate: (activate) => setNotice({ kind: 'update', activate }),
      onStatus: (next) => {
        onOfflineStatus(next)
        setNotice((current) => nextNotice(current, next))
      },
    })
    resumeWhenOnline()
    window.addEventListener('appinstalled', onAppInstalled)
    return () => window.removeEventListener('appinstalled', onAppInstalled)
  }, [])
  if (!notice) return null
  const close = () => setNotice(null)
  const closeButton = (
    <button type="button" className="button" onClick={close}>
      {t.close}
    </button>
  )
  const missing = status ? formatBytes(status.totalBytes - status.savedBytes) : ''
  const percent = status ? savedPercent(status) : ''
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only with the alertdialog role
    <div
      className="pwa-toast"
      role={notice.kind === 'update' ? 'alertdialog' : 'status'}
      aria-live="polite"
      aria-label={notice.kind === 'update' ? t.updateAvailable : undefined}
    >
      {notice.kind === 'update' && (
        <>
          <p className="pwa-toast__text">{t.updateAvailable}</p>
          <div className="pwa-toast__actions">
            <button type="button" className="button button--primary" onClick={notice.activate}>
              {t.refresh}
            </button>
            {closeButton}
          </div>
        </>
      )}
      {notice.kind === 'ready' && (
        <>
          <p className="pwa-toast__text">{t.offlineReady}</p>
          <div className="pwa-toast__actions">{closeButton}</div>
        </>
      )}
      {notice.kind === 'metered' && (
        <>
          <p className="pwa-toast__text">
            {status?.state === 'saving' ? format(t.offlineSaving, { percent }) : t.saveOfflineHint}
          </p>
          <div className="pwa-toast__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={status?.state === 'saving'}
              onClick={() => saveOffline()}
            >
              {format(t.offlineSaveSize, { size: missing })}
            </button>
            {closeButton}
          </div>
        </>
      )}
      {notice.kind === 'quota' && (
        <>
          <p className="pwa-toast__text">
            {format(t.offlineQuota, { size: formatBytes(status?.wantedBytes ?? 0) })}
          </p>
          <div className="pwa-toast__actions">{closeButton}</div>
        </>
      )}
    </div>
  )
}
