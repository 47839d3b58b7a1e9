import type { SiteModel } from '../content/site-model.ts'
import type { PrerenderResult } from '../prerender/prerender.ts'
import { feedFiles } from './feeds.ts'
import { headersFile } from './headers.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/** Files written next to the pages: the search index, feeds, sitemap, robots and `_headers`. */
export function siteFiles(
  model: SiteModel,
  search: ReadonlyMap<string, string>,
  _prerender: PrerenderResult | null,
): Map<string, string> {
  const files = new Map<string, string>(search)
  files.set('sitemap.xml', sitemapXml(model))
  files.set('robots.txt', robotsTxt(model))
  files.set('_headers', headersFile(model.config))
  for (const [file, content] of feedFiles(model)) files.set(file, content)
  return files
}
