import { useCallback, useMemo } from 'react'
import { STORAGE_KEYS } from '../shared/storage-keys.ts'
import { useStorageSlot } from '../storage/use-storage-slot.ts'
import { addRecent, parseRecent, removeRecent } from './recent-searches.ts'

/** The last searches (newest first), kept in browser storage and shared by every tab. */
export function useRecentSearches(): [
  list: string[],
  add: (query: string) => void,
  remove: (query: string) => void,
] {
  const [raw, slot] = useStorageSlot(STORAGE_KEYS.recentSearches)
  const list = useMemo(() => parseRecent(raw), [raw])
  // Read storage at the time of the change, not the rendered list: another tab may have written since.
  const add = useCallback(
    (query: string) => slot.set(JSON.stringify(addRecent(parseRecent(slot.get()), query))),
    [slot],
  )
  const remove = useCallback(
    (query: string) => slot.set(JSON.stringify(removeRecent(parseRecent(slot.get()), query))),
    [slot],
  )
  return [list, add, remove]
}
