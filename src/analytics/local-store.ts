import { createStorageSlot, noopStorageSlot } from '../storage/slot.ts'
import { STORAGE_KEYS } from '../shared/storage-keys.ts'
import type { QueueStore } from './queue.ts'

/** The page-view queue in browser storage; without storage it lives in memory for this page only. */
export function localQueueStore(): QueueStore {
  const slot = createStorageSlot(STORAGE_KEYS.analyticsQueue)
  if (slot !== noopStorageSlot) return slot
  let memory: string | null = null
  return {
    get: () => memory,
    set: (value) => {
      memory = value
    },
    del: () => {
      memory = null
    },
  }
}
