import { format } from '../shared/i18n/strings.ts'
import { useStrings } from '../theme/hooks/use-locale.ts'
import { saveOffline } from './offline-saver.ts'
import { formatBytes } from './offline-store.ts'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

/**
 * What is saved for offline reading, in the footer: saving (with progress), saved (with its size),
 * only the frame (with what saving costs), stopped on the network, or no room. Each state that the
 * reader can change has its button.
 */
export default function OfflineStatusLine({ status }: { status: OfflineStatus }) {
  const t = useStrings()
  const percent = `${Math.floor((status.savedBytes / Math.max(1, status.totalBytes)) * 100)}%`
  const missing = formatBytes(status.totalBytes - status.savedBytes)
  let text: string
  let action: string | null = null
  if (status.state === 'saved') text = format(t.offlineSaved, { size: formatBytes(status.totalBytes) })
  else if (status.state === 'quota') [text, action] = [format(t.offlineQuota, { size: formatBytes(status.totalBytes) }), t.tryAgain]
  else if (status.state === 'saving' || (status.wanted && !status.failed)) text = format(t.offlineSaving, { percent })
  else if (status.failed) [text, action] = [t.offlineInterrupted, t.offlineResume]
  else [text, action] = [t.offlineShellOnly, format(t.offlineSaveSize, { size: missing })]
  return (
    <div className="offline-status" data-state={status.state}>
      <p role="status" className="offline-status__text">
        {text}
      </p>
      {action && (
        <button type="button" className="button offline-status__action" onClick={saveOffline}>
          {action}
        </button>
      )}
    </div>
  )
}
