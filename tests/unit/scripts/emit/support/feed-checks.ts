/**
 * Validators for the three feed formats, shared by the unit tests and the browser tests. Each parses
 * a feed, lists every rule it breaks (required elements, unique ids, date formats, absolute URLs,
 * newest first) and returns what it read, so a test asserts `problems` is empty and then checks values.
 */
import { childNamed, childrenNamed, parseXml, textOf, type XmlElement } from './parse-xml.ts'

export interface FeedSummary {
  title: string
  homeUrl: string
  selfUrl: string
  language: string
  items: {
    id: string
    url: string
    title: string
    date: string
    html: string
    categories: string[]
    authors: string[]
  }[]
  problems: string[]
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) (GMT|UT|Z|[+-]\d{4})$/u
const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/u

/** True for an RFC 822 date (four-digit year) that exists and whose weekday matches it. */
export function isRfc822(value: string): boolean {
  const m = RFC822.exec(value)
  const time = Date.parse(value)
  if (!m || Number.isNaN(time)) return false
  const zone = m[8]!
  const offset = /^[+-]/u.test(zone)
    ? (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3)))
    : 0
  const local = new Date(time + offset * 60_000)
  return WEEKDAY[local.getUTCDay()] === m[1] && local.getUTCDate() === Number(m[2])
}

/** True for an RFC 3339 date-time. */
export const isRfc3339 = (value: string): boolean =>
  RFC3339.test(value) && !Number.isNaN(Date.parse(value))

const isAbsolute = (url: string): boolean => /^https?:\/\/[^/]/u.test(url)

/** URLs in `href`, `src` and `srcset` of an HTML fragment that are not absolute. */
export function relativeUrlsIn(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<[a-zA-Z][^>]*>/gu)) {
    for (const a of m[0].matchAll(
      /\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gu,
    )) {
      const value = a[2] ?? a[3] ?? a[4] ?? ''
      const urls =
        a[1] === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/u)[0] ?? '') : [value]
      for (const u of urls) if (!/^[a-z][a-z\d+.-]*:/iu.test(u)) out.push(u)
    }
  }
  return out
}

/** Rules every format shares: ids unique and absolute, dates newest first, content with absolute URLs. */
function commonChecks(feed: Omit<FeedSummary, 'problems'>, problems: string[]): void {
  if (!feed.title) problems.push('feed: no title')
  if (!isAbsolute(feed.homeUrl)) problems.push(`feed: home link is not absolute: "${feed.homeUrl}"`)
  if (!isAbsolute(feed.selfUrl)) problems.push(`feed: self link is not absolute: "${feed.selfUrl}"`)
  if (!feed.language) problems.push('feed: no language')
  const seen = new Set<string>()
  feed.items.forEach((item, i) => {
    const where = `item ${i + 1} (${item.id || item.title})`
    if (!item.title) problems.push(`${where}: no title`)
    if (!isAbsolute(item.id)) problems.push(`${where}: id is not an absolute URL`)
    if (seen.has(item.id)) problems.push(`${where}: duplicate id`)
    seen.add(item.id)
    if (!isAbsolute(item.url)) problems.push(`${where}: link is not absolute: "${item.url}"`)
    if (!item.html.trim()) problems.push(`${where}: no content`)
    for (const u of relativeUrlsIn(item.html))
      problems.push(`${where}: relative URL in content: "${u}"`)
    const prev = feed.items[i - 1]
    if (prev && Date.parse(prev.date) < Date.parse(item.date))
      problems.push(`${where}: newer than the item before it`)
  })
}

function parseOrReport(text: string, problems: string[]): XmlElement | null {
  try {
    return parseXml(text)
  } catch (error) {
    problems.push(`not well-formed: ${(error as Error).message}`)
    return null
  }
}

const EMPTY: Omit<FeedSummary, 'problems'> = {
  title: '',
  homeUrl: '',
  selfUrl: '',
  language: '',
  items: [],
}

/** Parses and validates an RSS 2.0 feed with the content, dc and atom extensions. */
export function checkRss(text: string): FeedSummary {
  const problems: string[] = []
  const root = parseOrReport(text, problems)
  if (!root) return { ...EMPTY, problems }
  if (root.name !== 'rss' || root.attrs.version !== '2.0')
    problems.push('root is not <rss version="2.0">')
  const channels = childrenNamed(root, 'channel')
  if (channels.length !== 1) problems.push(`expected one <channel>, found ${channels.length}`)
  const channel = channels[0] ?? { name: 'channel', attrs: {}, children: [] }
  for (const name of ['title', 'link', 'description'])
    if (!childNamed(channel, name)) problems.push(`channel: no <${name}>`)
  for (const [prefix, ns] of [
    ['atom', 'http://www.w3.org/2005/Atom'],
    ['content', 'http://purl.org/rss/1.0/modules/content/'],
    ['dc', 'http://purl.org/dc/elements/1.1/'],
  ]) {
    if (text.includes(`<${prefix}:`) && root.attrs[`xmlns:${prefix}`] !== ns)
      problems.push(`xmlns:${prefix} is not declared as ${ns}`)
  }
  const lastBuild = childNamed(channel, 'lastBuildDate')
  if (lastBuild && !isRfc822(textOf(lastBuild)))
    problems.push(`channel: lastBuildDate is not RFC 822: "${textOf(lastBuild)}"`)
  const self = childrenNamed(channel, 'atom:link').find((l) => l.attrs.rel === 'self')
  const items = childrenNamed(channel, 'item').map((item, i) => {
    const guid = childNamed(item, 'guid')
    const link = textOf(childNamed(item, 'link'))
    const date = textOf(childNamed(item, 'pubDate'))
    if (!guid) problems.push(`item ${i + 1}: no <guid>`)
    else if (guid.attrs.isPermaLink !== 'false' && textOf(guid) !== link)
      problems.push(`item ${i + 1}: permalink guid differs from link`)
    if (!isRfc822(date)) problems.push(`item ${i + 1}: pubDate is not RFC 822: "${date}"`)
    if (!childNamed(item, 'description')) problems.push(`item ${i + 1}: no <description>`)
    return {
      id: textOf(guid),
      url: link,
      title: textOf(childNamed(item, 'title')),
      date,
      html: textOf(childNamed(item, 'content:encoded')),
      categories: childrenNamed(item, 'category').map(textOf),
      authors: childrenNamed(item, 'dc:creator').map(textOf),
    }
  })
  const feed = {
    title: textOf(childNamed(channel, 'title')),
    homeUrl: textOf(childNamed(channel, 'link')),
    selfUrl: self?.attrs.href ?? '',
    language: textOf(childNamed(channel, 'language')),
    items,
  }
  commonChecks(feed, problems)
  return { ...feed, problems }
}

/** Parses and validates an Atom 1.0 feed (RFC 4287). */
export function checkAtom(text: string): FeedSummary {
  const problems: string[] = []
  const root = parseOrReport(text, problems)
  if (!root) return { ...EMPTY, problems }
  if (root.name !== 'feed' || root.attrs.xmlns !== 'http://www.w3.org/2005/Atom')
    problems.push('root is not <feed xmlns="http://www.w3.org/2005/Atom">')
  for (const name of ['id', 'title', 'updated'])
    if (!childNamed(root, name)) problems.push(`feed: no <${name}>`)
  const updated = textOf(childNamed(root, 'updated'))
  if (!isRfc3339(updated)) problems.push(`feed: updated is not RFC 3339: "${updated}"`)
  const linkOf = (el: XmlElement, rel: string) =>
    childrenNamed(el, 'link').find((l) => (l.attrs.rel ?? 'alternate') === rel)?.attrs.href ?? ''
  const feedAuthor = childrenNamed(root, 'author').some((a) => textOf(childNamed(a, 'name')))
  const items = childrenNamed(root, 'entry').map((entry, i) => {
    for (const name of ['id', 'title', 'updated'])
      if (!childNamed(entry, name)) problems.push(`entry ${i + 1}: no <${name}>`)
    for (const name of ['updated', 'published']) {
      const el = childNamed(entry, name)
      if (el && !isRfc3339(textOf(el)))
        problems.push(`entry ${i + 1}: ${name} is not RFC 3339: "${textOf(el)}"`)
    }
    if (!feedAuthor && !childrenNamed(entry, 'author').length)
      problems.push(`entry ${i + 1}: no author, and the feed names none`)
    const content = childNamed(entry, 'content')
    if (content && content.attrs.type !== 'html')
      problems.push(`entry ${i + 1}: content type is not "html"`)
    return {
      id: textOf(childNamed(entry, 'id')),
      url: linkOf(entry, 'alternate'),
      title: textOf(childNamed(entry, 'title')),
      date: textOf(childNamed(entry, 'published')) || textOf(childNamed(entry, 'updated')),
      html: textOf(content),
      categories: childrenNamed(entry, 'category').map((c) => c.attrs.label ?? c.attrs.term ?? ''),
      authors: childrenNamed(entry, 'author').map((a) => textOf(childNamed(a, 'name'))),
    }
  })
  const feed = {
    title: textOf(childNamed(root, 'title')),
    homeUrl: linkOf(root, 'alternate'),
    selfUrl: linkOf(root, 'self'),
    language: root.attrs['xml:lang'] ?? '',
    items,
  }
  if (!isAbsolute(textOf(childNamed(root, 'id')))) problems.push('feed: id is not an absolute URL')
  commonChecks(feed, problems)
  return { ...feed, problems }
}

interface JsonFeedItem {
  id?: unknown
  url?: unknown
  title?: unknown
  content_html?: unknown
  date_published?: unknown
  tags?: unknown
  authors?: { name?: unknown }[]
}

/** Parses and validates a JSON Feed 1.1. */
export function checkJsonFeed(text: string): FeedSummary {
  const problems: string[] = []
  let json: {
    version?: unknown
    title?: unknown
    home_page_url?: unknown
    feed_url?: unknown
    language?: unknown
    items?: JsonFeedItem[]
  }
  try {
    json = JSON.parse(text) as typeof json
  } catch (error) {
    return { ...EMPTY, problems: [`not JSON: ${(error as Error).message}`] }
  }
  if (json.version !== 'https://jsonfeed.org/version/1.1')
    problems.push(`version is not 1.1: ${JSON.stringify(json.version)}`)
  if (!Array.isArray(json.items)) problems.push('items is not an array')
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  const items = (json.items ?? []).map((item, i) => {
    if (typeof item.id !== 'string') problems.push(`item ${i + 1}: id is not a string`)
    if (typeof item.content_html !== 'string') problems.push(`item ${i + 1}: no content_html`)
    if (!isRfc3339(str(item.date_published)))
      problems.push(
        `item ${i + 1}: date_published is not RFC 3339: ${JSON.stringify(item.date_published)}`,
      )
    if (Array.isArray(item.authors) && item.authors.length === 0)
      problems.push(`item ${i + 1}: empty authors array`)
    return {
      id: str(item.id),
      url: str(item.url),
      title: str(item.title),
      date: str(item.date_published),
      html: str(item.content_html),
      categories: Array.isArray(item.tags) ? item.tags.map(str) : [],
      authors: (item.authors ?? []).map((a) => str(a.name)),
    }
  })
  const feed = {
    title: str(json.title),
    homeUrl: str(json.home_page_url),
    selfUrl: str(json.feed_url),
    language: str(json.language),
    items,
  }
  commonChecks(feed, problems)
  return { ...feed, problems }
}
