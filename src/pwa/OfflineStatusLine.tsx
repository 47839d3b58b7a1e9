import { useState } from 'react'
import { format } from '../shared/i18n/strings.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { isLargeSite, saveOffline, savedPercent } from './offline-saver.ts'
import { formatBytes } from './offline-store.ts'
import { SaveChooser } from './SaveChooser.tsx'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

/**
 * What is saved for offline reading, in the footer: saving (with progress), saved (with its size),
 * only the frame (with what saving costs), stopped on the network, or no room. Each state that the
 * reader can change has its button; a large site offers the choice of what to save.
 */
export default function OfflineStatusLine({ status }: { status: OfflineStatus }) {
  const t = useAllStrings()
  const [choosing, setChoosing] = useState(false)
  const large = isLargeSite(status)
  let text: string
  let action: { label: string; run: () => void } | null = null
  const choose = { label: t.offlineChoose, run: () => setChoosing(true) }
  const whole = status.wantedBytes >= status.totalBytes
  if (status.state === 'saved')
    [text, action] = [
      format(whole ? t.offlineSaved : t.offlineSavedParts, {
        size: formatBytes(status.wantedBytes),
      }),
      large ? choose : null,
    ]
  else if (status.state === 'quota')
    [text, action] = [
      format(t.offlineQuota, { size: formatBytes(status.wantedBytes) }),
      { label: t.tryAgain, run: () => saveOffline() },
    ]
  else if (status.state === 'saving' || (status.wanted && !status.failed))
    text = format(t.offlineSaving, { percent: savedPercent(status) })
  else if (status.failed)
    [text, action] = [t.offlineInterrupted, { label: t.offlineResume, run: () => saveOffline() }]
  else if (large) [text, action] = [t.offlineShellOnly, choose]
  else
    [text, action] = [
      t.offlineShellOnly,
      {
        label: format(t.offlineSaveSize, {
          size: formatBytes(status.totalBytes - status.savedBytes),
        }),
        run: () => saveOffline(),
      },
    ]
  return (
    <div className="offline-status" data-state={status.state}>
      <p role="status" className="offline-status__text">
        {text}
      </p>
      {action && !choosing && (
        <button type="button" className="button offline-status__action" onClick={action.run}>
          {action.label}
        </button>
      )}
      {choosing && <SaveChooser groups={status.groups} onDone={() => setChoosing(false)} />}
    </div>
  )
}
