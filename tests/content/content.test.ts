import fs from 'node:fs'
import path from 'node:path'
import type { Nodes } from 'mdast'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { loadFacts } from '../../scripts/content/facts.ts'
import { parseMarkdown } from '../../scripts/content/markdown/parse.ts'
import { renderMarkdown } from '../../scripts/content/markdown/render.ts'
import { plainText } from '../../scripts/content/markdown/text.ts'
import { buildSiteModel } from '../../scripts/content/site-model.ts'
import { ROOT } from '../../scripts/site-build.ts'
import { SPEC_FIXED_ROUTES } from '../fixtures/spec-routes.ts'
import type { Locale } from '../../src/shared/config/schema.ts'

const CONTENT = path.join(ROOT, 'content')

interface Page {
  rel: string
  fm: Record<string, unknown>
  headings: number[]
  paragraphs: string[]
  /** Prose where quotation marks appear: paragraphs, headings and table cells, without code. */
  quoted: string[]
  text: string
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : e.name.endsWith('.md')
          ? [path.join(dir, e.name)]
          : [],
    )
}

/** Prose of a page: everything but code, raw HTML and front matter. */
function read(file: string, rel: string): Page {
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'))
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0].value : ''
  const headings: number[] = []
  const paragraphs: string[] = []
  const quoted: string[] = []
  const prose = (node: Nodes): string =>
    node.type === 'inlineCode' || node.type === 'code'
      ? ''
      : 'children' in node
        ? (node.children as Nodes[]).map(prose).join('')
        : plainText(node)
  const visit = (node: Nodes) => {
    if (node.type === 'heading') headings.push(node.depth)
    if (node.type === 'paragraph') paragraphs.push(plainText(node).replace(/\s+/gu, ' ').trim())
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell')
      quoted.push(prose(node))
    if (node.type === 'code') return
    if ('children' in node) for (const c of node.children as Nodes[]) visit(c)
  }
  visit(tree)
  const body = {
    ...tree,
    children: tree.children.filter((c) => c.type !== 'code' && c.type !== 'yaml'),
  }
  return {
    rel,
    fm: (parseYaml(yaml) ?? {}) as Record<string, unknown>,
    headings,
    paragraphs,
    quoted,
    text: plainText(body),
  }
}

function pages(locale: string, kind: 'docs' | 'blog'): Map<string, Page> {
  const dir = path.join(CONTENT, locale, kind)
  return new Map(
    walk(dir).map((f) => [
      path.relative(dir, f).split(path.sep).join('/'),
      read(f, path.relative(dir, f)),
    ]),
  )
}

const han = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length
const words = (s: string) =>
  (s.replace(/\p{Script=Han}/gu, ' ').match(/[A-Za-z][A-Za-z0-9'’-]*/gu) ?? []).length
const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

const { facts } = loadFacts(path.join(CONTENT, 'facts.yml'))
/** Every Markdown file of both locales with its source text. */
const allMarkdown = (): [Locale, string, string][] =>
  (['zh-Hans', 'en'] as const).flatMap((locale) =>
    walk(path.join(CONTENT, locale)).map((file): [Locale, string, string] => [
      locale,
      file,
      fs.readFileSync(file, 'utf8'),
    ]),
  )

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
    for (const [zh, en, kind] of [
      [zhDocs, enDocs, 'docs'],
      [zhBlog, enBlog, 'blog'],
    ] as const) {
      expect([...en.keys()].sort(), kind).toEqual([...zh.keys()].sort())
      for (const [rel, page] of zh)
        expect(en.get(rel)?.headings, `${kind}/${rel}`).toEqual(page.headings)
    }
  })

  it('gives every page complete front matter', () => {
    for (const map of [zhDocs, enDocs])
      for (const [rel, p] of map) {
        expect(p.fm.title, rel).toBeTypeOf('string')
        expect(String(p.fm.description ?? '').length, `${rel} description`).toBeGreaterThanOrEqual(
          20,
        )
      }
    for (const map of [zhBlog, enBlog])
      for (const [rel, p] of map) {
        expect(p.fm.title, rel).toBeTypeOf('string')
        expect(String(p.fm.description ?? '').length, `${rel} description`).toBeGreaterThanOrEqual(
          20,
        )
        expect(p.fm.authors, rel).toEqual(expect.arrayContaining(['lmk123']))
        expect((p.fm.tags as unknown[] | undefined)?.length ?? 0, `${rel} tags`).toBeGreaterThan(0)
      }
  })

  it('writes enough on every docs page, and more on guides, services and FAQs', () => {
    const short: string[] = []
    for (const [rel, p] of zhDocs)
      if (han(p.text) < 250) short.push(`zh-Hans ${rel}: ${han(p.text)} characters`)
    for (const [rel, p] of enDocs)
      if (words(p.text) < 120) short.push(`en ${rel}: ${words(p.text)} words`)
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
      for (const file of walk(path.join(CONTENT, locale, 'blog')))
        expect(fs.readFileSync(file, 'utf8'), file).toMatch(/^<!--\s*truncate\s*-->$/mu)
    }
    const dates = [...zhBlog.keys()].map((r) => r.slice(0, 10)).sort()
    expect(dates[0]).toBe('2021-05-16')
    expect(dates.at(-1)).toBe('2025-06-14')
    const announcements = [...zhBlog.values()].filter((p) =>
      (p.fm.tags as string[]).includes('announcements'),
    )
    expect(announcements.length).toBeGreaterThan(20)
  })

  it('never repeats a paragraph longer than 80 characters on two pages', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const [locale, map] of [
      ['zh-Hans/docs', zhDocs],
      ['en/docs', enDocs],
      ['zh-Hans/blog', zhBlog],
      ['en/blog', enBlog],
    ] as const) {
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
    const excluded = [...zhDocs]
      .filter(([, p]) => p.fm.search === false)
      .map(([r]) => r)
      .sort()
    expect(excluded).toEqual(['edit-note.md', 'faq.md', 'install.md'])
    expect(
      [...enDocs]
        .filter(([, p]) => p.fm.search === false)
        .map(([r]) => r)
        .sort(),
    ).toEqual(excluded)
  })

  it('writes every yuan amount of every page from the facts file', () => {
    const typed: string[] = []
    for (const [locale, file, md] of allMarkdown()) {
      for (const m of renderMarkdown(md, { file, locale, baseUrl: '/', facts }).mentions) {
        if (m.kind === 'price' && !m.fact)
          typed.push(`${path.relative(CONTENT, file)}:${m.line}:${m.column} ${m.value}`)
      }
    }
    expect(typed).toEqual([])
  })

  it('uses every fact of the facts file somewhere', () => {
    const used = new Set<string>()
    const sources = [
      ...allMarkdown().map(([, , md]) => md),
      fs.readFileSync(path.join(CONTENT, 'site.config.ts'), 'utf8'),
    ]
    for (const text of sources)
      for (const m of text.matchAll(/:fact\[([^\]]+)\]|fact\('([^']+)'\)/gu))
        used.add(m[1] ?? m[2]!)
    expect(Object.keys(facts.values).filter((name) => !used.has(name))).toEqual([])
  })

  it('makes no claim of having checked figures on a date', () => {
    const dated =
      /\b(?:checked|compiled|collected) (?:in|on) \w+ 20\d\d|\bas of (?:\w+ )?20\d\d|\((?:checked|as of)[^)]*20\d\d\)|20\d\d ?年 ?\d{0,2} ?月?(?:核对|查看|查阅|整理)|(?:截至|截止到?) ?20\d\d ?年|(?:核对|查看|查阅|整理)于 ?20\d\d/iu
    const claims: string[] = []
    for (const [, file, md] of allMarkdown()) {
      md.split('\n').forEach((line, i) => {
        if (dated.test(line))
          claims.push(`${path.relative(CONTENT, file)}:${i + 1} ${line.trim().slice(0, 80)}`)
      })
    }
    expect(claims).toEqual([])
  })

  it('quotes with “” in zh-Hans prose and with straight quotes in English prose', () => {
    const wrong: string[] = []
    for (const [rel, p] of [...zhDocs, ...zhBlog].map(([r, p]) => [`zh-Hans/${r}`, p] as const)) {
      for (const para of p.quoted)
        if (/["「」『』]/u.test(para)) wrong.push(`${rel}: ${para.slice(0, 60)}`)
    }
    for (const [rel, p] of [...enDocs, ...enBlog].map(([r, p]) => [`en/${r}`, p] as const)) {
      for (const para of p.quoted)
        if (/[“”]/u.test(para)) wrong.push(`${rel}: ${para.slice(0, 60)}`)
    }
    expect(wrong).toEqual([])
  })

  it('links every post to the docs it concerns, and every post back from a doc', () => {
    for (const locale of ['zh-Hans', 'en']) {
      const blogDir = path.join(CONTENT, locale, 'blog')
      const docsDir = path.join(CONTENT, locale, 'docs')
      const linked = new Set<string>()
      for (const file of walk(docsDir)) {
        for (const m of fs
          .readFileSync(file, 'utf8')
          .matchAll(/\]\(([^)#\s]+\/blog\/[^)#\s]+\.md)/gu))
          linked.add(path.resolve(path.dirname(file), m[1]!))
      }
      for (const post of walk(blogDir)) {
        const rel = `${locale}/blog/${path.basename(post)}`
        expect(fs.readFileSync(post, 'utf8'), `${rel} links no doc`).toMatch(
          /\]\(\.\.\/docs\/[^)]+\.md/u,
        )
        expect(linked.has(post), `${rel} is linked from no doc`).toBe(true)
      }
    }
  })

  it('builds with no broken link, anchor, image or front matter', async () => {
    const model = await buildSiteModel(CONTENT)
    expect(model.pages.length).toBeGreaterThan(250)
  }, 60_000)
})
