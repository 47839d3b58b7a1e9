import type { SiteModel } from '../content/site-model.ts'
import type { PrerenderResult } from '../prerender/prerender.ts'
import { feedFiles } from './feeds.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/** Files written next to the pages: the search index, feeds, sitemap and robots. */
export function siteFiles(model: SiteModel, search: ReadonlyMap<string, string>, _prerender: PrerenderResult | null): Map<string, string> {
  const files = new Map<string, string>(search)
  files.set('sitemap.xml', sitemapXml(model))
  files.set('robots.txt', robotsTxt(model))
  for (const [file, content] of feedFiles(model)) files.set(file, content)
  return files
}
