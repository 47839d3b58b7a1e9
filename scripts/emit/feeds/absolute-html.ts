/**
 * Feed readers show a post away from the site, so every link and image in its HTML must be absolute.
 * The post HTML already carries the base path (`/sub/docs/x`); only the origin is missing.
 */

/** A start tag with its attributes; quoted values may hold `>`. Text `<` is always escaped in our HTML. */
const START_TAG = /<[a-zA-Z][\w:-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gu
const URL_ATTR = /(\s(?:href|src|poster|cite|action)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gu
const SRCSET_ATTR = /(\ssrcset\s*=\s*)(?:"([^"]*)"|'([^']*)')/gu
/** The "#" anchor after each heading: noise in a feed reader. */
const ANCHOR_HASH = /<a\s(?:[^>"']|"[^"]*"|'[^']*')*>#<\/a>/gu
const COMMENT = /<!--[\s\S]*?-->/gu

/** `value` resolved against the post: root-relative and hash links get the origin or the post URL. */
export function absoluteUrlIn(value: string, origin: string, pageUrl: string): string {
  if (value === '' || /^[a-z][a-z\d+.-]*:/iu.test(value)) return value
  if (value.startsWith('//')) return `${new URL(origin).protocol}${value}`
  if (value.startsWith('/')) return origin + value
  if (value.startsWith('#')) return pageUrl + value
  return new URL(value, pageUrl).href
}

/** Post HTML for a feed: absolute URLs, no comments (e.g. `<!-- truncate -->`), no heading anchors. */
export function absolutizeHtml(html: string, origin: string, pageUrl: string): string {
  const abs = (v: string) => absoluteUrlIn(v, origin, pageUrl)
  return html
    .replace(COMMENT, '')
    .replace(ANCHOR_HASH, (a) => (/\sclass="hash-link"/u.test(a) ? '' : a))
    .replace(START_TAG, (tag) =>
      tag
        .replace(URL_ATTR, (_, lead: string, dq?: string, sq?: string) => `${lead}"${abs(dq ?? sq ?? '').replaceAll('"', '&quot;')}"`)
        .replace(SRCSET_ATTR, (_, lead: string, dq?: string, sq?: string) => {
          const list = (dq ?? sq ?? '').split(',').map((c) => c.trim().replace(/^\S+/u, abs))
          return `${lead}"${list.join(', ').replaceAll('"', '&quot;')}"`
        }),
    )
}
