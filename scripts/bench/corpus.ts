import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '../../src/shared/config/schema.ts'
import { SIDEBAR_IDS, type SidebarId } from '../../src/shared/config/sidebars.ts'

/** What `gen-corpus.mjs` writes into `manifest.json` (the fields the adapter reads). */
interface CorpusManifest {
  locales: Locale[]
  defaultLocale: Locale
  categories: Record<string, Record<Locale, string> & { pos: number }>
  parts: ({ dir: string; pos: number } & Record<Locale, string>)[]
  docs: { locale: Locale; path: string; title: string; bytes: number }[]
  blog: { locale: Locale; path: string; bytes: number }[]
}

export interface AdaptOptions {
  /**
   * How docs missing in a locale are handled: `stubs` writes a one-line page for each, `fallback`
   * writes none and lets the build serve the default locale's page there.
   */
  missing: 'stubs' | 'fallback'
}

export interface AdaptedCorpus {
  dir: string
  /** Markdown bytes of the corpus itself (stubs not counted). */
  markdownBytes: number
  docs: number
  posts: number
}

/** Sidebar of a doc by the folder it sits in within its copy (`faqs/x.md`, `part-07/faqs/x.md`). */
const SIDEBAR_OF_FOLDER: Record<string, SidebarId> = {
  faqs: 'faqsSideBar',
  services: 'servicesSidebar',
  log: 'logsSideBar',
  pricing: 'pricingSidebar',
}

type Item =
  | string
  | { type: 'category'; label: Record<Locale, string>; collapsed?: boolean; items: Item[] }
interface Doc {
  id: string
  folder: string | null
  pos: number
}

const TAGS = `promotions:\n  label: { zh-Hans: 优惠活动, en: Promotions }\nannouncements:\n  label: { zh-Hans: 公告, en: Announcements }\npackages:\n  label: { zh-Hans: 套餐包, en: Packages }\nactivities:\n  label: { zh-Hans: 活动, en: Activities }\n`

/** `sidebar_position` from a page's front matter (0 when absent). */
function positionOf(file: string): number {
  const head = fs.readFileSync(file, 'utf8').slice(0, 600)
  return Number(/^sidebar_position:\s*(\d+)/mu.exec(head)?.[1] ?? 0)
}

/** Items of one copy of the structure: its top-level pages, then a category per folder, by position. */
function copyItems(docs: Doc[], manifest: CorpusManifest): Item[] {
  const folders = [...new Set(docs.map((d) => d.folder).filter((f): f is string => f !== null))]
  const byPos = (list: Doc[]) =>
    [...list].sort((a, b) => a.pos - b.pos || a.id.localeCompare(b.id)).map((d) => d.id)
  // A sidebar of one folder lists its pages directly; a category around them would add nothing.
  if (folders.length === 1 && docs.every((d) => d.folder)) return byPos(docs)
  const entries: { pos: number; item: Item }[] = docs
    .filter((d) => !d.folder)
    .map((d) => ({ pos: d.pos, item: d.id }))
  for (const folder of folders) {
    const category = manifest.categories[folder]
    const label = category
      ? { 'zh-Hans': category['zh-Hans'], en: category.en }
      : { 'zh-Hans': folder, en: folder }
    entries.push({
      pos: category?.pos ?? 999,
      item: { type: 'category', label, items: byPos(docs.filter((d) => d.folder === folder)) },
    })
  }
  return entries.sort((a, b) => a.pos - b.pos).map((e) => e.item)
}

/**
 * The five sidebars: copy 1 of the structure at the top, then one folded category per further copy
 * (`part-NN/`), each sorting docs into the sidebar of their folder.
 */
function sidebarsOf(manifest: CorpusManifest, docsDir: string): Record<SidebarId, Item[]> {
  const byPart = new Map<string, Map<SidebarId, Doc[]>>()
  for (const d of manifest.docs) {
    if (d.locale !== manifest.defaultLocale) continue
    const segments = d.path.replace(/\.md$/u, '').split('/')
    const part = /^part-\d+$/u.test(segments[0]!) ? segments.shift()! : ''
    const folder = segments.length > 1 ? segments[0]! : null
    const sidebar = (folder && SIDEBAR_OF_FOLDER[folder]) || 'guidesSidebar'
    const perPart = byPart.get(part) ?? new Map<SidebarId, Doc[]>()
    byPart.set(part, perPart)
    perPart.set(sidebar, [
      ...(perPart.get(sidebar) ?? []),
      { id: d.path.replace(/\.md$/u, ''), folder, pos: positionOf(path.join(docsDir, d.path)) },
    ])
  }
  const out = {} as Record<SidebarId, Item[]>
  for (const id of SIDEBAR_IDS) {
    const items: Item[] = copyItems(byPart.get('')?.get(id) ?? [], manifest)
    for (const part of [...manifest.parts].sort((a, b) => a.pos - b.pos)) {
      const docs = byPart.get(part.dir)?.get(id)
      if (docs?.length)
        items.push({
          type: 'category',
          label: { 'zh-Hans': part['zh-Hans'], en: part.en },
          collapsed: true,
          items: copyItems(docs, manifest),
        })
    }
    out[id] = items
  }
  return out
}

/**
 * Lays out a corpus written by `gen-corpus.mjs` as a content folder of this site: its Markdown as
 * is, the five sidebars by folder, the blog tags it uses, the test site's config and, for a locale
 * the corpus lacks, one-line stub pages or nothing (see AdaptOptions).
 */
export function adaptCorpus(corpus: string, dir: string, options: AdaptOptions): AdaptedCorpus {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(corpus, 'manifest.json'), 'utf8'),
  ) as CorpusManifest
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const locale of manifest.locales)
    fs.cpSync(path.join(corpus, locale), path.join(dir, locale), { recursive: true })
  const defaultDocs = manifest.docs.filter((d) => d.locale === manifest.defaultLocale)
  for (const locale of LOCALES) {
    fs.mkdirSync(path.join(dir, locale, 'docs'), { recursive: true })
    fs.mkdirSync(path.join(dir, locale, 'blog'), { recursive: true })
    if (options.missing !== 'stubs') continue
    const have = new Set(manifest.docs.filter((d) => d.locale === locale).map((d) => d.path))
    for (const d of defaultDocs) {
      if (have.has(d.path)) continue
      const file = path.join(dir, locale, 'docs', d.path)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(
        file,
        `---\ntitle: ${JSON.stringify(d.title)}\n---\n\nThis page is not translated yet.\n`,
      )
    }
  }
  const fixture = path.join(import.meta.dirname, '../../tests/fixtures/content/site-basic')
  fs.writeFileSync(
    path.join(dir, 'sidebars.ts'),
    `export default ${JSON.stringify(sidebarsOf(manifest, path.join(corpus, manifest.defaultLocale, 'docs')), null, 1)}\n`,
  )
  fs.copyFileSync(path.join(fixture, 'site.config.ts'), path.join(dir, 'site.config.ts'))
  fs.copyFileSync(path.join(fixture, 'authors.yml'), path.join(dir, 'authors.yml'))
  fs.writeFileSync(path.join(dir, 'tags.yml'), TAGS)
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true })
  fs.copyFileSync(
    path.join(fixture, 'data/inventory-by-country.json'),
    path.join(dir, 'data/inventory-by-country.json'),
  )
  const markdownBytes = [...manifest.docs, ...manifest.blog].reduce((sum, f) => sum + f.bytes, 0)
  return { dir, markdownBytes, docs: defaultDocs.length, posts: manifest.blog.length }
}
