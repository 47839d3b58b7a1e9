import { rfc822 } from './dates.ts'
import { cdata, element, escapeXml } from './xml.ts'
import type { FeedData } from './feed-data.ts'

/**
 * RSS 2.0. The summary goes in `description` and the full post in `content:encoded`; authors are
 * `dc:creator` because RSS's own `author` must be an e-mail address.
 */
export function renderRss(feed: FeedData, generator: string): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      element('guid', item.url, { isPermaLink: 'true' }),
      element('pubDate', rfc822(item.date)),
      ...item.authors.map((a) => element('dc:creator', a.name)),
      ...item.tags.map((t) => element('category', t.label, { domain: t.url })),
      `<description>${escapeXml(item.summary)}</description>`,
      `<content:encoded>${cdata(item.html)}</content:encoded>`,
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.homeUrl),
    // `description` is required, even when empty.
    `<description>${escapeXml(feed.description)}</description>`,
    element('language', feed.language),
    element('generator', generator),
    feed.updated ? element('lastBuildDate', rfc822(feed.updated)) : '',
    `<atom:link href="${escapeXml(feed.feedUrls.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}
