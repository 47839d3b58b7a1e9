import type { Locale } from '../../src/shared/config/schema.ts'
import {
  SIDEBAR_IDS,
  type SidebarId,
  type SidebarsInput,
} from '../../src/shared/config/sidebars.ts'
import type { Sidebar, SidebarItem } from '../../src/shared/content/types.ts'
import type { ContentProblem } from '../lib/errors.ts'
import { escapeRegExp } from '../lib/regexp.ts'
import { positionAt } from './frontmatter.ts'

type InputItem = SidebarsInput[SidebarId][number]

/** What a sidebar needs to know about a doc of one locale. */
export interface DocRef {
  label: string
  path: string
  unlisted: boolean
}

export interface ResolvedSidebars {
  sidebars: Map<SidebarId, Sidebar>
  /** Sidebar of every doc id that appears in one. */
  sidebarOf: Map<string, SidebarId>
  /** Categories above every doc id, outermost first. */
  trail: Map<string, string[]>
  /** Doc ids in reading order per sidebar, for previous/next links. */
  order: Map<SidebarId, string[]>
}

function locate(text: string, needle: string): { line: number; column: number } {
  const i = Math.max(text.search(new RegExp(`['"]${escapeRegExp(needle)}['"]`, 'u')), 0)
  return positionAt(text, i + 1)
}

/**
 * Turns `sidebars.ts` into per-locale sidebar data, and reports every doc id that names no page of
 * that locale, or that sits in two sidebars.
 */
export function resolveSidebars(
  input: SidebarsInput,
  locale: Locale,
  docs: ReadonlyMap<string, DocRef>,
  file: string,
  text: string,
  problems: ContentProblem[],
): ResolvedSidebars {
  const sidebars = new Map<SidebarId, Sidebar>()
  const sidebarOf = new Map<string, SidebarId>()
  const trail = new Map<string, string[]>()
  const order = new Map<SidebarId, string[]>()
  for (const id of SIDEBAR_IDS) {
    const ids: string[] = []
    const build = (items: readonly InputItem[], parents: string[]): SidebarItem[] =>
      items.flatMap((item): SidebarItem[] => {
        if (typeof item === 'string') {
          const doc = docs.get(item)
          if (!doc) {
            const near = [...docs.keys()]
              .filter((k) => k.split('/')[0] === item.split('/')[0])
              .slice(0, 5)
            problems.push({
              file,
              ...locate(text, item),
              message: `sidebar "${id}" names doc id "${item}", but content/${locale}/docs/${item}.md does not exist`,
              hint: near.length
                ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
                : `create content/${locale}/docs/${item}.md or remove the id`,
            })
            return []
          }
          if (sidebarOf.has(item) && sidebarOf.get(item) !== id) {
            problems.push({
              file,
              ...locate(text, item),
              message: `doc id "${item}" is in both "${sidebarOf.get(item)}" and "${id}"`,
              hint: 'keep each doc in one sidebar',
            })
            return []
          }
          if (doc.unlisted) return []
          sidebarOf.set(item, id)
          trail.set(item, parents)
          ids.push(item)
          return [{ type: 'link', label: doc.label, path: doc.path, docId: item }]
        }
        const label = item.label[locale]
        const children = build(item.items, [...parents, label])
        return children.length
          ? [{ type: 'category', label, collapsed: item.collapsed ?? false, items: children }]
          : []
      })
    sidebars.set(id, { id, items: build(input[id], []) })
    order.set(id, ids)
  }
  return { sidebars, sidebarOf, trail, order }
}
