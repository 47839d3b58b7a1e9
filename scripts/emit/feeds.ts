import { LOCALES } from '../../src/shared/config/schema.ts'
import type { SiteModel } from '../content/site-model.ts'
import { renderAtom } from './feeds/atom.ts'
import { feedData, feedPath } from './feeds/feed-data.ts'
import { renderJsonFeed } from './feeds/json-feed.ts'
import { renderRss } from './feeds/rss.ts'

const GENERATOR = 'hcfy-docs'

/**
 * RSS 2.0, Atom and JSON Feed files per locale (output path → content), e.g. `blog/rss.xml` and
 * `en/blog/atom.xml`. Each holds every listed post, newest first, with its full HTML.
 */
export function feedFiles(model: SiteModel, now?: () => Date): Map<string, string> {
  const files = new Map<string, string>()
  for (const locale of LOCALES) {
    const feed = feedData(model, locale)
    // A blog without posts dates its Atom feed by the newest page of its locale, never by the clock,
    // so building the same content twice gives the same bytes.
    const newest = () =>
      new Date(
        model.pages.reduce(
          (max, p) =>
            p.locale === locale && p.kind === 'doc' && p.lastUpdated
              ? Math.max(max, Date.parse(p.lastUpdated.iso))
              : max,
          0,
        ),
      )
    const file = (name: 'rss.xml' | 'atom.xml' | 'feed.json') => feedPath(locale, name).slice(1)
    files.set(file('rss.xml'), renderRss(feed, GENERATOR))
    files.set(file('atom.xml'), renderAtom(feed, GENERATOR, now ?? newest))
    files.set(file('feed.json'), renderJsonFeed(feed))
  }
  return files
}
