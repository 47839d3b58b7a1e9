import path from 'node:path'
import type { Locale } from '../../src/shared/config/locales.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { routeKey } from '../../src/shared/site-layout/route-key.ts'
import { withCompileCache } from '../content/compile-cache.ts'
import { compileFile } from '../content/compile-file.ts'
import { compileResults } from '../content/compile-pool.ts'
import { buildSiteModel, type PatchDoc, type SiteModel } from '../content/site-model.ts'
import { sourceAt } from '../content/sources.ts'
import { loadFacts } from '../content/facts.ts'
import { contentFiles } from '../content/config.ts'
import { DATA_DIR, dataChunkPath, SEARCH_DIR } from '../../src/shared/site-layout/folders.ts'
import { chunkStem, pageChunkText, pageListFiles, sidebarChunks } from '../emit/modules.ts'
import { searchFilesFor } from '../emit/search-files.ts'

/** A file the dev server answers from memory. */
export interface DevFile {
  type: 'text/javascript' | 'application/json'
  body: string
}

/**
 * The content as the dev server serves it: the site model, and the files a build would write next
 * to the pages (data chunks, page lists, search index), each made when first asked for rather than
 * all at start-up, so a large site serves its first page soon after its model is ready. An edit of
 * one doc's text updates that doc's pages alone (see PatchDoc); anything else makes the model again.
 */
export class DevSite {
  model: SiteModel | null = null
  private readonly compile: ReturnType<typeof withCompileCache>
  private patch: PatchDoc | null = null
  private byKey = new Map<string, PageData>()
  /** Data chunk name → page, and page → name; dev names need no hash (nothing caches them). */
  private chunkPage = new Map<string, PageData>()
  private chunkName = new Map<PageData, string>()
  private sidebars = new Map<string, string>()
  private files = new Map<string, DevFile>()
  private search: Map<string, string> | null = null

  constructor(private readonly contentDir: string) {
    // Compiled files are kept in memory between edits and shared on disk with `npm run build`.
    this.compile = withCompileCache(compileResults, contentDir)
  }

  /** Makes the model from the content folder; throws ContentError on content problems. */
  async rebuild(): Promise<void> {
    let patch: PatchDoc | null = null
    const model = await buildSiteModel(this.contentDir, { compileAll: this.compile, onPatch: (p) => (patch = p) })
    this.model = model
    this.patch = patch
    this.byKey = new Map(model.pages.map((page) => [`${page.locale}:${routeKey(page.path)}`, page]))
    this.chunkPage = new Map()
    this.chunkName = new Map()
    model.pages.forEach((page, i) => {
      const name = `${chunkStem(page)}.${i}.js`
      this.chunkPage.set(name, page)
      this.chunkName.set(page, name)
    })
    this.files = new Map()
    this.sidebars = new Map()
    for (const { key, name, content } of sidebarChunks(model)) {
      this.sidebars.set(key, name)
      this.files.set(dataChunkPath(name), { type: 'text/javascript', body: content })
    }
    for (const [file, body] of pageListFiles(model, this.chunkName)) this.files.set(file, { type: 'application/json', body })
    this.search = null
  }

  /**
   * Takes in edited files (paths under the content folder): a doc whose edit leaves every other
   * page as it was is compiled again alone and patched in; returns false when the model has to be
   * made again instead.
   */
  update(changed: readonly string[]): boolean {
    if (!this.model || !this.patch || changed.length !== 1) return false
    const abs = path.resolve(this.contentDir, changed[0]!)
    const source = sourceAt(this.contentDir, abs)
    if (!source) return false
    let replaced: ReturnType<PatchDoc>
    try {
      const facts = loadFacts(contentFiles(this.contentDir).facts).facts
      replaced = this.patch(compileFile(source, this.model.config.baseUrl, facts))
    } catch {
      // Removed or unreadable meanwhile: the whole model says what is wrong.
      return false
    }
    if (!replaced) return false
    for (const [old, page] of replaced) {
      this.byKey.set(`${page.locale}:${routeKey(page.path)}`, page)
      const name = this.chunkName.get(old)!
      this.chunkName.delete(old)
      this.chunkName.set(page, name)
      this.chunkPage.set(name, page)
    }
    this.search = null
    return true
  }

  page(locale: Locale, key: string): PageData | null {
    return this.byKey.get(`${locale}:${key}`) ?? null
  }

  /** A data chunk, page list or search file by its path under the site root, or null. */
  file(rel: string): DevFile | null {
    const known = this.files.get(rel)
    if (known) return known
    if (rel.startsWith(`${DATA_DIR}/`)) {
      const page = this.chunkPage.get(rel.slice(DATA_DIR.length + 1))
      return page ? { type: 'text/javascript', body: pageChunkText(page, this.sidebars) } : null
    }
    if (rel.startsWith(`${SEARCH_DIR}/`) && this.model) {
      // Built on first use, and again after an edit: shards whose pages did not change are kept.
      this.search ??= searchFilesFor(this.model, this.chunkName).files
      const body = this.search.get(rel)
      return body === undefined ? null : { type: 'application/json', body }
    }
    return null
  }
}
