/** Searches the modal remembers: the newest first, at most this many. */
export const MAX_RECENT = 5

const MAX_LENGTH = 200

/** The stored list, tolerant of anything another version or a person may have left in storage. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .slice(0, MAX_RECENT)
}

/** `query` moved (or added) to the front; equal queries, ignoring case and outer spaces, kept once. */
export function addRecent(list: readonly string[], query: string): string[] {
  const q = query.trim().slice(0, MAX_LENGTH)
  if (q === '') return [...list]
  const key = q.toLowerCase()
  return [q, ...list.filter((item) => item.trim().toLowerCase() !== key)].slice(0, MAX_RECENT)
}

/** The list without `query`. */
export function removeRecent(list: readonly string[], query: string): string[] {
  return list.filter((item) => item !== query)
}
