import { useSyncExternalStore } from 'react'
import type { OfflineStatus } from '../../workers/sw/messages.ts'

let current: OfflineStatus | null = null
const listeners = new Set<() => void>()

/** The latest offline status the service worker reported to this page (none before it answers). */
export const offlineStatus = {
  get: (): OfflineStatus | null => current,
  set(status: OfflineStatus): void {
    current = status
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The offline status for rendering: null while prerendering, hydrating, and until the worker answers. */
export function useOfflineStatus(): OfflineStatus | null {
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get, () => null)
}

/** Bytes as the reader reads them: "9.6 MB", "420 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
