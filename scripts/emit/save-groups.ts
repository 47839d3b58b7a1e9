import type { SiteModel } from '../content/site-model.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { saveGroupId, type SaveGroup } from '../../src/shared/content/save-groups.ts'
import { localizePath } from '../../src/shared/paths.ts'
import { htmlFileOf } from '../../src/shared/site-layout/html-files.ts'

/** The part of the site a page belongs to when a reader saves parts of it. */
function partOf(page: PageData): string {
  if (page.kind === 'doc') return page.sidebar?.id ?? 'docs'
  return page.kind === 'blogPost' ||
    page.kind === 'blogList' ||
    page.kind === 'blogTags' ||
    page.kind === 'blogArchive'
    ? 'blog'
    : 'pages'
}

export interface SaveGroups {
  groups: SaveGroup[]
  /** Output file (relative to the site root) → its group, for every page's HTML and data chunk. */
  files: Map<string, string>
}

/**
 * Splits the pages into the parts a reader can save one by one (see SaveGroup). Files of no group
 * (the app, the sidebars, the search index, the not-found pages) belong to the shell, which is
 * always saved.
 */
export function saveGroupsOf(
  model: SiteModel,
  pageFiles: ReadonlyMap<PageData, string>,
): SaveGroups {
  const files = new Map<string, string>()
  const groups = new Map<string, SaveGroup>()
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/$/u, '') : path)
  const byPath = new Map(model.pages.map((page) => [bare(page.path), page]))
  for (const page of model.pages) {
    const id = saveGroupId(page.locale, partOf(page))
    if (!groups.has(id)) groups.set(id, { id, locale: page.locale, label: null })
    files.set(htmlFileOf(page.path), id)
    const chunk = pageFiles.get(page)
    if (chunk) files.set(chunk, id)
  }
  // A group is known by the navbar item that leads into it.
  for (const item of model.config.navbar.items) {
    if (!('to' in item)) continue
    for (const group of groups.values()) {
      if (group.label) continue
      const page = byPath.get(bare(localizePath(item.to.split('#')[0]!, group.locale)))
      if (page && saveGroupId(page.locale, partOf(page)) === group.id)
        group.label = item.label[group.locale]
    }
  }
  return { groups: [...groups.values()], files }
}
