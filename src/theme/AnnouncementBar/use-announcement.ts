import { useCallback, useEffect } from 'react'
import { STORAGE_KEYS } from '../../shared/storage-keys.ts'
import { createStorageSlot } from '../../storage/slot.ts'

const ATTRIBUTE = 'data-announcement-dismissed'

/**
 * Dismissal of the announcement bar. The bar is always in the markup; `<html data-announcement-
 * dismissed>` (set before paint by the inline script, then here) lets CSS hide it, so nothing jumps.
 * A new bar id shows the bar again to readers who closed the previous one.
 */
export function useAnnouncement(id: string): { close: () => void } {
  useEffect(() => {
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId)
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss)
    // Closed before the app started (the inline early-input script stored it, where it could).
    if (document.documentElement.getAttribute(ATTRIBUTE) === 'true') {
      idSlot.set(id)
      dismissSlot.set('true')
      return
    }
    const isNew = idSlot.get() !== id
    idSlot.set(id)
    if (isNew) dismissSlot.set('false')
    document.documentElement.setAttribute(ATTRIBUTE, String(!isNew && dismissSlot.get() === 'true'))
  }, [id])

  const close = useCallback(() => {
    createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true')
    document.documentElement.setAttribute(ATTRIBUTE, 'true')
  }, [])

  return { close }
}
