import { rfc3339 } from './dates.ts'
import { cdata, element, escapeXml } from './xml.ts'
import type { FeedData, FeedPerson } from './feed-data.ts'

const person = (p: FeedPerson): string =>
  `<author>${element('name', p.name)}${element('uri', p.url)}</author>`
const link = (href: string, rel: string, type: string): string =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`

/** Atom 1.0 (RFC 4287). `now` is the feed's `updated` when the blog has no posts yet. */
export function renderAtom(
  feed: FeedData,
  generator: string,
  now: () => Date = () => new Date(),
): string {
  const entries = feed.items.map((item) =>
    [
      '<entry>',
      element('title', item.title, { type: 'text' }),
      element('id', item.url),
      link(item.url, 'alternate', 'text/html'),
      element('published', rfc3339(item.date)),
      element('updated', rfc3339(item.date)),
      ...item.authors.map(person),
      ...item.tags.map(
        (t) => `<category term="${escapeXml(t.id)}" label="${escapeXml(t.label)}"/>`,
      ),
      element('summary', item.summary, { type: 'text' }),
      `<content type="html">${cdata(item.html)}</content>`,
      '</entry>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.homeUrl),
    element('title', feed.title, { type: 'text' }),
    element('subtitle', feed.description, { type: 'text' }),
    element(
      'updated',
      feed.updated ? rfc3339(feed.updated) : `${now().toISOString().slice(0, 19)}Z`,
    ),
    link(feed.homeUrl, 'alternate', 'text/html'),
    link(feed.feedUrls.atom, 'self', 'application/atom+xml'),
    person(feed.author),
    element('generator', generator),
    ...entries,
    '</feed>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}
