import { STORAGE_KEYS } from '../shared/storage-keys.ts'

// Kept apart from the storage wrapper on purpose: these two calls run in effects only, and a
// failure to remember the flag just means the notice may show once more.
export function offlineReadyShown(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.offlineReadyShown) === 'true'
  } catch {
    return false
  }
}

export function markOfflineReadyShown(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.offlineReadyShown, 'true')
  } catch {
    // Storage unavailable: the notice may show again next time, which is harmless.
  }
}
