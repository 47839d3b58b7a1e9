import fs from 'node:fs'
import path from 'node:path'
import type { Nodes } from 'mdast'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { parseMarkdown } from '../../scripts/content/markdown/parse.ts'
import { plainText } from '../../scripts/content/markdown/text.ts'
import { buildSiteModel } from '../../scripts/content/site-model.ts'
import { ROOT } from '../../scripts/site-build.ts'
import { SPEC_FIXED_ROUTES } from '../fixtures/spec-routes.ts'

const CONTENT = path.join(ROOT, 'content')

interface Page {
  rel: string
  fm: Record<string, unknown>
  headings: number[]
  paragraphs: string[]
  text: string
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []))
}

/** Prose of a page: everything but code, raw HTML and front matter. */
function read(file: string, rel: string): Page {
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'))
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0].value : ''
  const headings: number[] = []
  const paragraphs: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'heading') headings.push(node.depth)
    if (node.type === 'paragraph') paragraphs.push(plainText(node).replace(/\s+/gu, ' ').trim())
    if (node.type === 'code') return
    if ('children' in node) for (const c of node.children as Nodes[]) visit(c)
  }
  visit(tree)
  const prose = { ...tree, children: tree.children.filter((c) => c.type !== 'code' && c.type !== 'yaml') }
  return { rel, fm: (parseYaml(yaml) ?? {}) as Record<string, unknown>, headings, paragraphs, text: plainText(prose) }
}

function pages(locale: string, kind: 'docs' | 'blog'): Map<string, Page> {
  const dir = path.join(CONTENT, locale, kind)
  return new Map(walk(dir).map((f) => [path.relative(dir, f).split(path.sep).join('/'), read(f, path.relative(dir, f))]))
}

const han = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length
const words = (s: string) => (s.replace(/\p{Script=Han}/gu, ' ').match(/[A-Za-z][A-Za-z0-9'’-]*/gu) ?? []).length
const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

const zhDocs = pages('zh-Hans', 'docs')
const enDocs = pages('en', 'docs')
const zhBlog = pages('zh-Hans', 'blog')
const enBlog = pages('en', 'blog')

describe('content', () => {
  it('has a page for every docs route of the spec, in both locales', () => {
    for (const route of SPEC_FIXED_ROUTES.filter((r) => r.startsWith('/docs/'))) {
      const rel = route.endsWith('/') ? `${route.slice(6)}index.md` : `${route.slice(6)}.md`
      expect(zhDocs.has(rel), `zh-Hans ${rel}`).toBe(true)
      expect(enDocs.has(rel), `en ${rel}`).toBe(true)
    }
  })

  it('pairs every zh-Hans page with an en page at the same path and the same heading structure', () => {
    for (const [zh, en, kind] of [[zhDocs, enDocs, 'docs'], [zhBlog, enBlog, 'blog']] as const) {
      expect([...en.keys()].sort(), kind).toEqual([...zh.keys()].sort())
      for (const [rel, page] of zh) expect(en.get(rel)?.headings, `${kind}/${rel}`).toEqual(page.headings)
    }
  })

  it('gives every page complete front matter', () => {
    for (const map of [zhDocs, enDocs]) for (const [rel, p] of map) {
      expect(p.fm.title, rel).toBeTypeOf('string')
      expect(String(p.fm.description ?? '').length, `${rel} description`).toBeGreaterThanOrEqual(20)
    }
    for (const map of [zhBlog, enBlog]) for (const [rel, p] of map) {
      expect(p.fm.title, rel).toBeTypeOf('string')
      expect(String(p.fm.description ?? '').length, `${rel} description`).toBeGreaterThanOrEqual(20)
      expect(p.fm.authors, rel).toEqual(expect.arrayContaining(['lmk123']))
      expect((p.fm.tags as unknown[] | undefined)?.length ?? 0, `${rel} tags`).toBeGreaterThan(0)
    }
  })

  it('writes enough on every docs page, and more on guides, services and FAQs', () => {
    const short: string[] = []
    for (const [rel, p] of zhDocs) if (han(p.text) < 250) short.push(`zh-Hans ${rel}: ${han(p.text)} characters`)
    for (const [rel, p] of enDocs) if (words(p.text) < 120) short.push(`en ${rel}: ${words(p.text)} words`)
    expect(short).toEqual([])
    for (const section of ['guides/', 'services/', 'faqs/']) {
      const zh = [...zhDocs].filter(([r]) => r.startsWith(section)).map(([, p]) => han(p.text))
      const en = [...enDocs].filter(([r]) => r.startsWith(section)).map(([, p]) => words(p.text))
      expect(average(zh), `${section} zh-Hans average`).toBeGreaterThanOrEqual(600)
      expect(average(en), `${section} en average`).toBeGreaterThanOrEqual(300)
    }
  })

  it('writes 27 to 30 blog posts of enough length, each with an excerpt marker', () => {
    expect(zhBlog.size).toBeGreaterThanOrEqual(27)
    expect(zhBlog.size).toBeLessThanOrEqual(30)
    for (const [rel, p] of zhBlog) expect(han(p.text), rel).toBeGreaterThanOrEqual(400)
    for (const [rel, p] of enBlog) expect(words(p.text), rel).toBeGreaterThanOrEqual(200)
    for (const locale of ['zh-Hans', 'en']) {
      for (const file of walk(path.join(CONTENT, locale, 'blog'))) expect(fs.readFileSync(file, 'utf8'), file).toMatch(/^<!--\s*truncate\s*-->$/mu)
    }
    const dates = [...zhBlog.keys()].map((r) => r.slice(0, 10)).sort()
    expect(dates[0]).toBe('2021-05-16')
    expect(dates.at(-1)).toBe('2025-06-14')
    const announcements = [...zhBlog.values()].filter((p) => (p.fm.tags as string[]).includes('announcements'))
    expect(announcements.length).toBeGreaterThan(20)
  })

  it('never repeats a paragraph longer than 80 characters on two pages', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const [locale, map] of [['zh-Hans/docs', zhDocs], ['en/docs', enDocs], ['zh-Hans/blog', zhBlog], ['en/blog', enBlog]] as const) {
      for (const [rel, p] of map) {
        for (const para of new Set(p.paragraphs)) {
          if (para.length <= 80) continue
          const where = `${locale}/${rel}`
          const first = seen.get(para)
          if (first && first !== where) repeats.push(`${first} and ${where}: ${para.slice(0, 60)}…`)
          else seen.set(para, where)
        }
      }
    }
    expect(repeats).toEqual([])
  })

  it('leaves exactly the decided pages out of search', () => {
    const excluded = [...zhDocs].filter(([, p]) => p.fm.search === false).map(([r]) => r).sort()
    expect(excluded).toEqual(['edit-note.md', 'faq.md', 'install.md'])
    expect([...enDocs].filter(([, p]) => p.fm.search === false).map(([r]) => r).sort()).toEqual(excluded)
  })

  it('builds with no broken link, anchor, image or front matter', async () => {
    const model = await buildSiteModel(CONTENT)
    expect(model.pages.length).toBeGreaterThan(250)
  }, 60_000)
})
