/** One precache manifest entry, as Workbox injects it. */
export interface Entry {
  url: string
  revision?: string | null
  /** Size of the file, added by the build so the worker can tell what saving costs. */
  bytes?: number
  /** The part of the site (SaveGroup id) a page's file belongs to; none for the app shell. */
  group?: string
}
