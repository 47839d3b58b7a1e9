import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../src/shared/config/locales.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import type { PageList } from '../../src/shared/content/page-list.ts'
import {
  dataChunkPath,
  dataChunkText,
  pageChunkStem,
  pageListFile,
  routeKey,
} from '../../src/shared/site-layout/index.ts'
import { codeVersion } from '../content/compile-cache.ts'
import type { SiteModel } from '../content/site-model.ts'
import { hashedChunk, sidebarChunk } from './chunk-names.ts'
import type { OutputCache } from './output-cache.ts'
import { sha256 } from '../lib/hash.ts'
import type { SidebarViewRef } from '../../src/shared/content/sidebar-view.ts'

/**
 * Key of the sidebar chunk a page shows whole (`zh-Hans/faqsSideBar`, `en/blog`), or null. A page
 * of a large sidebar names it by a SidebarViewRef instead (see src/shared/content/sidebar-view.ts).
 */
export function sidebarKeyOf(page: PageData): string | null {
  if (page.kind === 'doc')
    return page.sidebar && !page.sidebar.chunk ? `${page.locale}/${page.sidebar.id}` : null
  return page.kind === 'blogPost' || page.kind === 'blogList' ? `${page.locale}/blog` : null
}

export interface EmittedData {
  /** Data chunks to write under DATA_DIR: file name → content (empty when they went to `stageDir`). */
  files: Map<string, string>
  /** Folder the chunks were written to instead of being kept in memory, if any. */
  stageDir: string | null
  /** Sidebar key → file name (under DATA_DIR). */
  sidebars: Map<string, string>
  /** Page → file name (under DATA_DIR). */
  pageFiles: Map<PageData, string>
  /** Page → hash of its chunk's text: what its HTML is made from, beside the app and the config. */
  pageKeys: Map<PageData, string>
  /** Pages whose chunk text was made (the others were known by their inputs, see `emitDataChunks`). */
  pageTextsMade: number
}

/**
 * Turns every page and every sidebar into its own small ES module: plain data the browser imports
 * by URL. They are written straight to the output instead of going through the bundler, which
 * would only parse and minify JSON (ten thousand times on a large site). A page's module imports
 * its sidebar's, which every page of that sidebar shares. With a `cache`, a chunk the previous
 * build wrote with the same text is kept rather than written again.
 */
export function emitDataChunks(
  model: SiteModel,
  stageDir: string | null = null,
  cache: OutputCache | null = null,
): EmittedData {
  const files = new Map<string, string>()
  if (stageDir) {
    fs.rmSync(stageDir, { recursive: true, force: true })
    fs.mkdirSync(stageDir, { recursive: true })
  }
  // A large site's chunks add up to hundreds of megabytes: they go to disk as they are made.
  const keep = (name: string, content: string, key: string, from?: string) => {
    if (!stageDir) return void files.set(name, content)
    if (cache?.keep(dataChunkPath(name), key, from)) return
    fs.writeFileSync(path.join(stageDir, name), content)
    cache?.wrote(dataChunkPath(name), {
      key,
      bytes: Buffer.byteLength(content),
      revision: null,
      ...(from && { from }),
    })
  }
  const sidebars = new Map<string, string>()
  for (const { key, name, content, hash } of sidebarChunks(model)) {
    keep(name, content, hash)
    sidebars.set(key, name)
  }
  const pages = new Map<PageData, string>()
  const pageKeys = new Map<PageData, string>()
  let made = 0
  for (const page of model.pages) {
    // A page whose HTML has a key is named by its inputs first: on a rebuild, most chunks are then
    // kept without writing out and hashing their HTML again, which is most of what this step costs.
    const htmlKey = cache && stageDir ? model.htmlKeys?.get(page) : undefined
    const from =
      htmlKey &&
      sha256(
        `${codeVersion()}\0${htmlKey}\0${pageChunkText({ ...page, html: '' } as PageData, sidebars)}`,
      )
    const kept = from ? cache!.keepMadeFrom(from) : null
    if (kept) {
      pages.set(page, path.posix.basename(kept.rel))
      pageKeys.set(page, kept.file.key)
      continue
    }
    const content = pageChunkText(page, sidebars)
    made++
    const { name, hash } = hashedChunk(chunkStem(page), content)
    keep(name, content, hash, from)
    pages.set(page, name)
    pageKeys.set(page, hash)
  }
  return { files, stageDir, sidebars, pageFiles: pages, pageKeys, pageTextsMade: made }
}

/** The shared chunk of every sidebar of the model, with its key (`zh-Hans/faqsSideBar`, `en/blog`). */
export function sidebarChunks(
  model: SiteModel,
): { key: string; name: string; content: string; hash: string }[] {
  const out: { key: string; name: string; content: string; hash: string }[] = []
  for (const [locale, list] of model.sidebars)
    for (const [id, sidebar] of list)
      out.push({ key: `${locale}/${id}`, ...sidebarChunk(locale, id, sidebar) })
  for (const [locale, sidebar] of model.blogSidebars)
    out.push({ key: `${locale}/blog`, ...sidebarChunk(locale, 'blog', sidebar) })
  return out
}

/** Readable start of a page chunk's file name: `zh-Hans-docs-faqs-deepl`. */
export const chunkStem = (page: PageData): string => pageChunkStem(page.locale, page.path)

/**
 * The module text of a page's data chunk; `sidebars` names the chunk of each sidebar key. A large
 * sidebar's view is left to the reader of the chunk, made from the sidebar's shared chunk.
 */
export function pageChunkText(page: PageData, sidebars: ReadonlyMap<string, string>): string {
  const sidebarKey = sidebarKeyOf(page)
  const sidebarFile = sidebarKey ? sidebars.get(sidebarKey) : undefined
  const view =
    page.kind === 'doc' && page.sidebar?.chunk
      ? ({ $view: page.sidebar.chunk } satisfies SidebarViewRef)
      : null
  return dataChunkText(view ? { ...page, sidebar: view } : page, sidebarFile ?? null)
}

/** The page list of each locale (see PageList): output path → JSON. */
export function pageListFiles(
  model: SiteModel,
  pageFiles: ReadonlyMap<PageData, string>,
): Map<string, string> {
  const byLocale: Record<Locale, PageList> = { 'zh-Hans': {}, en: {} }
  for (const page of model.pages) byLocale[page.locale][routeKey(page.path)] = pageFiles.get(page)!
  return new Map(
    Object.entries(byLocale).map(([locale, list]) => [
      pageListFile(locale as Locale),
      JSON.stringify(list),
    ]),
  )
}
