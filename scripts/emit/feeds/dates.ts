/** Feed dates. Posts carry a calendar day only; it is read as midnight UTC, as Docusaurus does. */

const DAY = /^\d{4}-\d{2}-\d{2}$/u

function midnightUtc(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`)
  if (!DAY.test(day) || Number.isNaN(date.getTime()))
    throw new RangeError(`feeds: expected a day like 2025-06-14 (got "${day}")`)
  return date
}

/** RFC 822 date (with a four-digit year, as RSS 2.0 asks): `Sat, 14 Jun 2025 00:00:00 GMT`. */
export const rfc822 = (day: string): string => midnightUtc(day).toUTCString()

/** RFC 3339 date-time, for Atom and JSON Feed: `2025-06-14T00:00:00Z`. */
export const rfc3339 = (day: string): string =>
  `${midnightUtc(day).toISOString().slice(0, 10)}T00:00:00Z`
