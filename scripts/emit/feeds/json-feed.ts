import { rfc3339 } from './dates.ts'
import type { FeedData } from './feed-data.ts'

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/); JSON.stringify does all the escaping. */
export function renderJsonFeed(feed: FeedData): string {
  const json = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.feedUrls.json,
    description: feed.description,
    language: feed.language,
    authors: [feed.author],
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      ...(item.summary ? { summary: item.summary } : {}),
      content_html: item.html,
      date_published: rfc3339(item.date),
      ...(item.authors.length ? { authors: item.authors } : {}),
      tags: item.tags.map((t) => t.label),
      language: feed.language,
    })),
  }
  return `${JSON.stringify(json, null, 2)}\n`
}
