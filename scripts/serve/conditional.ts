import parseRange from 'range-parser'

/** True when an `If-None-Match` list names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//u, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** What a `Range` request asks of a body of `size` bytes. */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' }

/**
 * One byte range is served as 206; several ranges, a malformed header or an `If-Range` that no
 * longer matches get the whole body (which RFC 9110 allows); a range past the end is 416.
 */
export function rangeOf(
  header: string | undefined,
  ifRange: string | undefined,
  size: number,
  etag: string,
): RangeAnswer {
  if (!header) return { kind: 'whole' }
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'whole' }
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -1) return { kind: 'unsatisfiable' }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' }
  return { kind: 'part', start: ranges[0]!.start, end: ranges[0]!.end }
}
