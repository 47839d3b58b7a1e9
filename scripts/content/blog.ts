/** Pure list logic of the blog: ordering, pages, tags and years. No I/O, so it is tested with fixtures. */

export interface DatedPost {
  /** `YYYY-MM-DD`. */
  date: string
  /** Used to order posts of the same day: later file names first. */
  order: string
  tags: readonly string[]
}

/** Newest first; posts of the same day by file name, descending, so the order is stable. */
export function sortPosts<T extends DatedPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.order.localeCompare(a.order))
}

/** Splits items into pages of `perPage`. An empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  if (perPage < 1) throw new RangeError(`perPage must be at least 1 (got ${perPage})`)
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length ? pages : [[]]
}

/** Path of list page `page` (1-based) under `base`: page 1 is `base` itself, never `base/page/1`. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`
}

/** Posts grouped by year, newest year first, keeping the order within each year. */
export function groupByYear<T extends DatedPost>(
  posts: readonly T[],
): { year: string; posts: T[] }[] {
  const groups: { year: string; posts: T[] }[] = []
  for (const post of sortPosts(posts)) {
    const year = post.date.slice(0, 4)
    const last = groups.at(-1)
    if (last?.year === year) last.posts.push(post)
    else groups.push({ year, posts: [post] })
  }
  return groups
}

/** Posts per tag id, each list newest first. Tags with no posts are absent. */
export function postsByTag<T extends DatedPost>(posts: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const post of sortPosts(posts)) {
    for (const tag of post.tags) {
      const list = map.get(tag) ?? []
      list.push(post)
      map.set(tag, list)
    }
  }
  return map
}

/** Minutes to read: about 300 Han characters or 200 other words a minute, at least one. */
export function readingMinutes(text: string): number {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length
  const words = (text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length
  return Math.max(1, Math.round(han / 300 + words / 200))
}
