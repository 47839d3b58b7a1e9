import { useMemo, useSyncExternalStore } from 'react'
import {
  createStorageSlot,
  noopStorageSlot,
  type StoragePersistence,
  type StorageSlot,
} from './slot.ts'

/**
 * The stored value of `key` (null for none) and its slot, kept current across tabs. The first
 * render, on the server and while hydrating, always sees null, so markup never depends on storage.
 */
export function useStorageSlot(
  key: string | null,
  persistence?: StoragePersistence,
): [value: string | null, slot: StorageSlot] {
  const slot = useMemo(
    () =>
      key === null ? noopStorageSlot : createStorageSlot(key, persistence ? { persistence } : {}),
    [key, persistence],
  )
  const value = useSyncExternalStore(slot.listen, slot.get, () => null)
  return [value, slot]
}
