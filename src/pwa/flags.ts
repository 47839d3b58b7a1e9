import { createStorageSlot } from '../storage/slot.ts'
import { STORAGE_KEYS } from '../shared/storage-keys.ts'

/** Whether the reader has already been told the site works offline (it is said once). */
export function offlineReadyShown(): boolean {
  return createStorageSlot(STORAGE_KEYS.offlineReadyShown).get() === 'true'
}

export function markOfflineReadyShown(): void {
  createStorageSlot(STORAGE_KEYS.offlineReadyShown).set('true')
}

/** Whether the "no room to save" notice was shown in this visit (the footer keeps saying it after). */
export function quotaShown(): boolean {
  return (
    createStorageSlot(STORAGE_KEYS.offlineQuotaShown, { persistence: 'sessionStorage' }).get() ===
    'true'
  )
}

export function markQuotaShown(): void {
  createStorageSlot(STORAGE_KEYS.offlineQuotaShown, { persistence: 'sessionStorage' }).set('true')
}
