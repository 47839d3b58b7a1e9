interface ConnectionLike {
  saveData?: boolean
  effectiveType?: string
}

/** Data saving on, or a 2g link (either one): cache the app shell only. */
export function isMetered(nav: WorkerNavigator & { connection?: ConnectionLike }): boolean {
  const c = nav.connection
  return !!c && (c.saveData === true || /(?:^|-)2g$/u.test(c.effectiveType ?? ''))
}
