import path from 'node:path'
import type { Locale } from '../../src/shared/config/schema.ts'
import { applyTrailingSlash, localizePath, withBase } from '../../src/shared/paths.ts'
import { pathKey } from '../../src/shared/site-layout/route-key.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { PendingLink } from './markdown/render.ts'

/** What a link may point at: a page's canonical path and the ids of its headings. */
export interface LinkTarget {
  path: string
  ids: ReadonlySet<string>
}

export interface LinkIndex {
  /** Markdown files by absolute path. */
  byFile: Map<string, LinkTarget>
  /** Pages by locale-prefixed route key (`/en/docs/faqs`). */
  byRoute: Map<string, LinkTarget>
}

export interface LinkContext {
  file: string
  locale: Locale
  baseUrl: string
  trailingSlash: boolean | undefined
  contentRoot: string
}

/**
 * Replaces the link tokens of rendered HTML with final URLs, and reports every link or anchor that
 * leads nowhere, with the file position of the link. `urlsOut` receives each token's URL (`token url`),
 * all that the result adds to the HTML.
 */
export function resolveLinks(
  htmls: string[],
  links: readonly PendingLink[],
  index: LinkIndex,
  ctx: LinkContext,
  problems: ContentProblem[],
  urlsOut?: string[],
): string[] {
  const urls = new Map<string, string>()
  for (const link of links) {
    const where = { file: ctx.file, line: link.line, column: link.column }
    let target: LinkTarget | undefined
    if (link.kind === 'file') {
      target = index.byFile.get(link.target)
      if (!target) {
        const rel = path.relative(ctx.contentRoot, link.target)
        problems.push({
          ...where,
          message: `link to "${rel}" leads nowhere`,
          hint: `create ${rel}, or point the link at an existing .md file by its relative path`,
        })
        continue
      }
    } else {
      target = index.byRoute.get(pathKey(localizePath(link.target, ctx.locale)))
      if (!target) {
        problems.push({
          ...where,
          message: `link to route "${link.target}" leads nowhere`,
          hint: 'link to the Markdown file by relative path (e.g. ../faqs/deepl-limit.md) or to an existing route',
        })
        continue
      }
    }
    if (link.anchor && !target.ids.has(link.anchor)) {
      const known = [...target.ids]
        .slice(0, 8)
        .map((i) => `#${i}`)
        .join(', ')
      problems.push({
        ...where,
        message: `anchor "#${link.anchor}" does not exist on ${target.path}`,
        hint: known
          ? `use one of ${known}, or add {#${link.anchor}} to a heading there`
          : `that page has no headings; drop the anchor`,
      })
      continue
    }
    const url =
      withBase(applyTrailingSlash(target.path, ctx.trailingSlash), ctx.baseUrl) +
      (link.anchor ? `#${encodeURIComponent(link.anchor)}` : '')
    urls.set(link.token, url)
    urlsOut?.push(`${link.token} ${url}`)
  }
  return htmls.map((html) =>
    html.replace(/href="(hcfy-link-\d+)"/gu, (m, token: string) =>
      urls.has(token) ? `href="${urls.get(token)}"` : m,
    ),
  )
}
