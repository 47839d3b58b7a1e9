import { STORAGE_KEYS } from '../shared/storage-keys.ts'
import type { QueueStore } from './queue.ts'

/** The page-view queue in localStorage; without storage it lives in memory for this page only. */
export function localQueueStore(): QueueStore {
  let memory: string | null = null
  const safe = <T,>(fn: () => T, fallback: () => T): T => {
    try {
      return fn()
    } catch {
      return fallback()
    }
  }
  return {
    get: () => safe(() => localStorage.getItem(STORAGE_KEYS.analyticsQueue), () => memory),
    set: (v) => safe(() => localStorage.setItem(STORAGE_KEYS.analyticsQueue, v), () => void (memory = v)),
    del: () => safe(() => localStorage.removeItem(STORAGE_KEYS.analyticsQueue), () => void (memory = null)),
  }
}
