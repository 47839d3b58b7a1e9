import path from 'node:path'
import type { Definition, Image, Link, Nodes } from 'mdast'
import type { RenderContext } from './context.ts'
import { addAsset } from './assets.ts'
import { perRender, type MarkdownStep } from './pipeline.ts'
import { checkUrl } from './url-policy.ts'

type UrlNode = Link | Image | Definition

const WHAT = { link: 'link', image: 'image', definition: 'link definition' } as const

/** Same-page anchors of one render, checked once every heading has its id. */
const anchorsOf = perRender((): { id: string; node: Nodes }[] => [])

function resolve(node: UrlNode, ctx: RenderContext): void {
  const url = node.url
  const verdict = checkUrl(url, WHAT[node.type])
  if (!verdict.ok) {
    ctx.problem(node, verdict.message, verdict.hint)
    node.url = '#'
    return
  }
  if (url.startsWith('#')) {
    let id = url.slice(1)
    try {
      id = decodeURIComponent(id)
    } catch {
      // Kept as written; the anchor check then names it.
    }
    anchorsOf(ctx).push({ id, node })
    return
  }
  if (verdict.external) {
    if (node.type === 'link' && /^https?:/iu.test(url.trim()))
      node.data = {
        ...node.data,
        hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] },
      }
    return
  }
  const [pathPart, rawAnchor] = url.split('#', 2) as [string, string | undefined]
  let anchor: string | undefined
  let target: string
  try {
    anchor = rawAnchor === undefined ? undefined : decodeURIComponent(rawAnchor)
    target = decodeURI(pathPart)
  } catch {
    ctx.problem(
      node,
      `${WHAT[node.type]} ${JSON.stringify(url)} has a malformed percent escape`,
      'write %25 for a literal %',
    )
    return
  }
  const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
  const token = `hcfy-link-${ctx.links.length}`
  if (pathPart.startsWith('/')) {
    ctx.links.push({ token, kind: 'route', target: pathPart, anchor, ...at })
    node.url = token
  } else if (/\.mdx?$/u.test(pathPart)) {
    ctx.links.push({ token, kind: 'file', target: path.resolve(ctx.dir, target), anchor, ...at })
    node.url = token
  } else {
    const asset = addAsset(node, url, ctx)
    if (asset) node.url = asset
  }
}

/**
 * Every link, image and link definition: the URL policy first, then same-page anchors (checked
 * against the headings), links to other pages (tokens resolved once every page is known) and files
 * next to the page (copied with a content hash).
 */
export const linkTargets: MarkdownStep = {
  name: 'link targets',
  enter: {
    link: (node, ctx) => resolve(node, ctx),
    image: (node, ctx) => resolve(node, ctx),
    definition: (node, ctx) => resolve(node, ctx),
  },
  after(_tree, ctx) {
    const ids = new Set(ctx.headings.map((h) => h.id))
    for (const { id, node } of anchorsOf(ctx)) {
      if (ids.has(id) || id.startsWith('user-content-fn')) continue
      ctx.problem(
        node,
        `anchor "#${id}" does not exist on this page`,
        `link to one of: ${
          [...ids]
            .slice(0, 8)
            .map((i) => `#${i}`)
            .join(', ') || '(this page has no headings)'
        }`,
      )
    }
  },
}
