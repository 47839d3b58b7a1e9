interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/**
 * True on a metered or slow link: data saving on, OR an effective type of 2g/slow-2g. Either one
 * alone is enough (the site this replaces required both, so a 2g reader still paid for prefetches).
 */
export function isConstrainedConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const c = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return !!c && (c.saveData === true || /(?:^|-)2g$/u.test(c.effectiveType ?? ''))
}
