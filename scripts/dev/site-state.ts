import path from 'node:path'
import type { Locale } from '../../src/shared/config/locales.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import { routeKey } from '../../src/shared/site-layout/route-key.ts'
import { withCompileCache, type CompileResults } from '../content/compile-cache.ts'
import { compileFile, type CompiledFile } from '../content/compile-file.ts'
import { compileResults, fromResult } from '../content/compile-pool.ts'
import { buildSiteModel, type PatchDoc, type SiteModel } from '../content/site-model.ts'
import { sourceAt, type SourceFile } from '../content/sources.ts'
import { loadFacts, type FactTable } from '../content/facts.ts'
import { contentFiles } from '../content/config.ts'
import { DATA_DIR, dataChunkPath, SEARCH_DIR } from '../../src/shared/site-layout/folders.ts'
import { chunkStem, pageChunkText, pageListFiles, sidebarChunks } from '../emit/modules.ts'
import { searchFilesFor } from '../emit/search-files.ts'
import { readOutlines } from './outline-cache.ts'

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
 *
 * At start the model is made from the docs' outlines (front matter only, see outline.ts), which
 * takes a second where compiling ten thousand docs takes minutes; a doc is compiled when its page
 * is first asked for, and the whole model is made in the background (`rebuild`), which also
 * reports the content's problems.
 */
export class DevSite {
  model: SiteModel | null = null
  private readonly compile: ReturnType<typeof withCompileCache>
  private patch: PatchDoc | null = null
  /** Page path → source file of the pages still made from an outline. */
  private outlines = new Map<string, string>()
  private facts: FactTable | undefined
  /** The whole model being made, and whether content changed since it started. */
  private building: Promise<void> | null = null
  private stale = false
  /** Settles when the first whole model is made (or failed): search waits for it, having no text before. */
  readonly compiled: Promise<void>
  private settleCompiled!: () => void
  private byKey = new Map<string, PageData>()
  /** Data chunk name → page, and page → name; dev names need no hash (nothing caches them). */
  private chunkPage = new Map<string, PageData>()
  private chunkName = new Map<PageData, string>()
  private sidebars = new Map<string, string>()
  private files = new Map<string, DevFile>()
  private search: Map<string, string> | null = null

  /** `compile` compiles the files the cache lacks (by default on worker threads). */
  constructor(
    private readonly contentDir: string,
    compile: CompileResults = compileResults,
  ) {
    // Compiled files are kept in memory between edits and shared on disk with `npm run build`.
    this.compile = withCompileCache(compile, contentDir)
    this.compiled = new Promise((resolve) => (this.settleCompiled = resolve))
  }

  /**
   * Makes a model of outlines: docs that have plain front matter are read for it alone, the other
   * files compiled. Content problems are left to `rebuild`, unless no model can be made at all.
   */
  async outline(): Promise<void> {
    const compileAll = async (
      sources: SourceFile[],
      baseUrl: string,
      facts: FactTable,
    ): Promise<CompiledFile[]> => {
      const outlined = await readOutlines(this.contentDir, sources)
      const rest = sources.filter((_, i) => !outlined[i])
      // Not through the compile cache, which would drop the entries of every file not asked for.
      const compiled = (await compileResults(rest, baseUrl, facts)).map(fromResult)
      let next = 0
      return outlined.map((file) => file ?? compiled[next++]!)
    }
    let patch: PatchDoc | null = null
    const model = await buildSiteModel(this.contentDir, {
      compileAll,
      lenient: true,
      onPatch: (p) => (patch = p),
    })
    this.apply(model, patch)
  }

  /**
   * Makes the whole model from the content folder; throws ContentError on content problems. A call
   * while one is running is served by that one, which starts again if content changed meanwhile.
   */
  rebuild(): Promise<void> {
    if (this.building) {
      this.stale = true
      return this.building
    }
    this.building = this.buildCurrent().finally(() => {
      this.building = null
      this.settleCompiled()
    })
    return this.building
  }

  private async buildCurrent(): Promise<void> {
    for (;;) {
      this.stale = false
      let patch: PatchDoc | null = null
      try {
        const model = await buildSiteModel(this.contentDir, {
          compileAll: this.compile,
          onPatch: (p) => (patch = p),
        })
        if (this.stale) continue
        this.apply(model, patch)
        return
      } catch (error) {
        if (!this.stale) throw error
      }
    }
  }

  private apply(model: SiteModel, patch: PatchDoc | null): void {
    this.model = model
    this.patch = patch
    this.outlines = new Map(model.outlines)
    this.facts = undefined
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
    for (const [file, body] of pageListFiles(model, this.chunkName))
      this.files.set(file, { type: 'application/json', body })
    this.search = null
  }

  /**
   * Takes in edited files (paths under the content folder): a doc whose edit leaves every other
   * page as it was is compiled again alone and patched in; returns false when the model has to be
   * made again instead.
   */
  update(changed: readonly string[]): boolean {
    // A model being made may have read the file before this edit.
    if (this.building) this.stale = true
    if (changed.length !== 1) return false
    const abs = path.resolve(this.contentDir, changed[0]!)
    return this.recompile(abs, [...this.outlines.values()].includes(abs))
  }

  /** Compiles a doc again and patches its pages in (see PatchDoc); false when that cannot be done. */
  private recompile(abs: string, fill: boolean): boolean {
    if (!this.model || !this.patch) return false
    const source = sourceAt(this.contentDir, abs)
    if (!source) return false
    let replaced: ReturnType<PatchDoc>
    try {
      this.facts ??= loadFacts(contentFiles(this.contentDir).facts).facts
      replaced = this.patch(compileFile(source, this.model.config.baseUrl, this.facts), { fill })
    } catch {
      // Removed or unreadable meanwhile: the whole model says what is wrong.
      return false
    }
    if (!replaced) return false
    for (const [old, page] of replaced) {
      this.outlines.delete(page.path)
      this.byKey.set(`${page.locale}:${routeKey(page.path)}`, page)
      const name = this.chunkName.get(old)!
      this.chunkName.delete(old)
      this.chunkName.set(page, name)
      this.chunkPage.set(name, page)
    }
    this.search = null
    return true
  }

  /** A page by locale and route key; a doc's page made from its outline is compiled first. */
  page(locale: Locale, key: string): PageData | null {
    const page = this.byKey.get(`${locale}:${key}`)
    return page ? this.filled(page) : null
  }

  /** The page with its body: compiled now if it was made from an outline. */
  private filled(page: PageData): PageData {
    const abs = this.outlines.get(page.path)
    if (abs === undefined) return page
    // Whether or not it can be filled, it is not tried again: the whole model comes soon.
    if (!this.recompile(abs, true)) this.outlines.delete(page.path)
    return this.byKey.get(`${page.locale}:${routeKey(page.path)}`) ?? page
  }

  /** A data chunk, page list or search file by its path under the site root, or null. */
  async file(rel: string): Promise<DevFile | null> {
    const known = this.files.get(rel)
    if (known) return known
    if (rel.startsWith(`${DATA_DIR}/`)) {
      const page = this.chunkPage.get(rel.slice(DATA_DIR.length + 1))
      return page
        ? { type: 'text/javascript', body: pageChunkText(this.filled(page), this.sidebars) }
        : null
    }
    // Search files (a page route such as `search/` is not one): made from the whole model, which
    // alone holds every doc's text.
    if (rel.startsWith(`${SEARCH_DIR}/`) && path.extname(rel)) {
      await this.compiled
      if (!this.model) return null
      // Built on first use, and again after an edit: shards whose pages did not change are kept.
      this.search ??= searchFilesFor(this.model, this.chunkName).files
      const body = this.search.get(rel)
      return body === undefined ? null : { type: 'application/json', body }
    }
    return null
  }
}
