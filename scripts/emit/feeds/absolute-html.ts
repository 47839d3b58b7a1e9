/**
 * Feed readers show a post away from the site, so every link and image in its HTML must be absolute.
 * The post HTML already carries the base path (`/sub/docs/x`); only the origin is missing.
 */

/** A start tag with its attributes; quoted values may hold `>`. Text `<` is always escaped in our HTML. */
const START_TAG =
  /<[a-zA-Z][\w:-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gu
/** One attribute; applied to a whole start tag, matches run back to back, so never inside a value. */
const ATTR = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gu
const URL_ATTRS = new Set(['href', 'src', 'poster', 'cite', 'action'])
/** Site UI inside post HTML, noise in a feed reader: the "#" after headings and the copy button of code. */
const ANCHOR_HASH = /<a\s(?:[^>"']|"[^"]*"|'[^']*')*>#<\/a>/gu
const BUTTON = /<button\s(?:[^>"']|"[^"]*"|'[^']*')*>[^<]*<\/button>/gu
const COMMENT = /<!--[\s\S]*?-->/gu

/** `value` resolved against the post: root-relative and hash links get the origin or the post URL. */
export function absoluteUrlIn(value: string, origin: string, pageUrl: string): string {
  if (value === '' || /^[a-z][a-z\d+.-]*:/iu.test(value)) return value
  if (value.startsWith('//')) return `${new URL(origin).protocol}${value}`
  if (value.startsWith('/')) return origin + value
  if (value.startsWith('#')) return pageUrl + value
  return new URL(value, pageUrl).href
}

/** Post HTML for a feed: absolute URLs, no comments (e.g. `<!-- truncate -->`), no heading anchors or copy buttons. */
export function absolutizeHtml(html: string, origin: string, pageUrl: string): string {
  const abs = (v: string) => absoluteUrlIn(v, origin, pageUrl)
  return html
    .replace(COMMENT, '')
    .replace(ANCHOR_HASH, (a) => (/\sclass="hash-link"/u.test(a) ? '' : a))
    .replace(BUTTON, (b) => (/\sclass="copy-code"/u.test(b) ? '' : b))
    .replace(START_TAG, (tag) =>
      tag.replace(
        ATTR,
        (
          whole,
          space: string,
          name: string,
          eq?: string,
          dq?: string,
          sq?: string,
          bare?: string,
        ) => {
          const value = dq ?? sq ?? bare
          const key = name.toLowerCase()
          if (value === undefined || (!URL_ATTRS.has(key) && key !== 'srcset')) return whole
          const next =
            key === 'srcset'
              ? value
                  .split(',')
                  .map((c) => c.trim().replace(/^\S+/u, abs))
                  .join(', ')
              : abs(value)
          return `${space}${name}${eq}"${next.replaceAll('"', '&quot;')}"`
        },
      ),
    )
}
