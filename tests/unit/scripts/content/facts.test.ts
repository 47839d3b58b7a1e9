import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkPrices,
  checkVersions,
  type MentionSource,
} from '../../../../scripts/content/fact-checks.ts'
import { loadFacts, type FactTable } from '../../../../scripts/content/facts.ts'
import { findMentions } from '../../../../scripts/content/markdown/mentions.ts'
import { parseMarkdown } from '../../../../scripts/content/markdown/parse.ts'
import { renderMarkdown } from '../../../../scripts/content/markdown/render.ts'
import type { Locale } from '../../../../src/shared/config/schema.ts'
import type { ContentProblem } from '../../../../scripts/lib/errors.ts'

const FACTS: FactTable = {
  file: '/site/content/facts.yml',
  values: {
    'latest-version': { 'zh-Hans': '11.6.0', en: '11.6.0' },
    'vip-price-lifetime': { 'zh-Hans': '¥98', en: '¥98' },
    'vip-price-monthly-2021': { 'zh-Hans': '¥3', en: '¥3' },
    'free-page-translations-month': { 'zh-Hans': '90 次', en: '90' },
  },
}

const render = (md: string, locale: Locale = 'zh-Hans', facts: FactTable | null = FACTS) =>
  renderMarkdown(md, {
    file: '/site/content/zh-Hans/docs/page.md',
    locale,
    baseUrl: '/',
    ...(facts ? { facts } : {}),
  })
/** 1-based column of `needle` in a one-line `text`. */
const col = (text: string, needle: string) => text.indexOf(needle) + 1

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-facts-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe(':fact[name] directive', () => {
  it('writes a known fact into the HTML and into the text search indexes', () => {
    const r = render(
      '## 价格\n\n终身会员 :fact[vip-price-lifetime]，最新版 **:fact[latest-version]**。',
    )
    expect(r.problems).toEqual([])
    expect(r.html).toContain('终身会员 ¥98，最新版 <strong>11.6.0</strong>。')
    expect(r.sections.at(-1)).toEqual({
      id: '价格',
      title: '价格',
      text: '终身会员 ¥98，最新版 11.6.0。',
    })
    expect(r.text).toContain('¥98')
  })

  it('uses the value of the page locale', () => {
    expect(render('Free: :fact[free-page-translations-month] a month.', 'en').html).toContain(
      'Free: 90 a month.',
    )
    expect(render('每月 :fact[free-page-translations-month]。').html).toContain('每月 90 次。')
  })

  it('reports an unknown fact at its line and column, with the known names, and renders nothing for it', () => {
    const r = render('第一行\n\n价格是 :fact[vip-price-lifetim] 元起。')
    expect(r.problems).toHaveLength(1)
    const [p] = r.problems
    expect(p).toMatchObject({
      file: '/site/content/zh-Hans/docs/page.md',
      line: 3,
      column: 5,
      message: 'unknown fact "vip-price-lifetim"',
    })
    expect(p!.hint).toContain('did you mean "vip-price-lifetime"')
    expect(p!.hint).toContain('known facts (')
    expect(p!.hint).toContain(
      'free-page-translations-month, latest-version, vip-price-lifetime, vip-price-monthly-2021',
    )
    expect(r.html).toContain('价格是  元起。')
    expect(r.html).not.toContain('fact')
  })

  it('reports every fact of a page without a facts file, and an empty or decorated directive', () => {
    const none = render(':fact[latest-version] and :fact[x]', 'en', null)
    expect(none.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '1:1 unknown fact "latest-version"',
      '1:27 unknown fact "x"',
    ])
    expect(none.problems[0]!.hint).toContain('there are no facts yet')
    expect(render(':fact[] :fact[latest-version]{x=1}').problems.map((p) => p.message)).toEqual([
      ':fact[] names no fact',
      ':fact[latest-version] takes no {attributes}',
    ])
  })

  it('leaves other text directives as the text that was written', () => {
    expect(render('时间 12:30，比例 a:b').html).toContain('时间 12:30，比例 a:b')
  })
})

describe('facts file', () => {
  it('loads values per locale, and reports a fact without a source and a bad name at their lines', () => {
    const file = path.join(tmp, 'facts.yml')
    fs.writeFileSync(
      file,
      'latest-version:\n  value: 11.6.0\n  source: changelog\nvip-price:\n  value: {zh-Hans: 98 元, en: ¥98}\n  source: price list\nno-source:\n  value: 3\nBad_Name:\n  value: x\n  source: y\n',
    )
    const { facts, problems } = loadFacts(file)
    expect(facts.values['latest-version']).toEqual({ 'zh-Hans': '11.6.0', en: '11.6.0' })
    expect(facts.values['vip-price']).toEqual({ 'zh-Hans': '98 元', en: '¥98' })
    expect(facts.values['no-source']).toBeUndefined()
    expect(problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      expect.stringMatching(/^7 fact "no-source" source: .*\(got nothing\)$/u),
      '9 fact name "Bad_Name" is not allowed',
    ])
  })

  it('is optional: a content folder without one has no facts', () => {
    expect(loadFacts(path.join(tmp, 'missing.yml'))).toEqual({
      facts: { file: null, values: {} },
      problems: [],
    })
  })
})

describe('mentions of versions and prices', () => {
  const mentions = (md: string) =>
    findMentions(parseMarkdown(md)).map((m) => `${m.kind} ${m.value} ${m.line}:${m.column}`)

  it('finds extension versions (7.0.0 and later, x-versions included) with their positions', () => {
    const [one, two] = ['修复见 v11.6.1，Firefox 停在 10.14.x。', '第二行 `8.5.0` 与 7.0.1']
    expect(mentions(`${one}\n${two}`)).toEqual([
      `version 11.6.1 1:${col(one, 'v11')}`,
      `version 10.14.x 1:${col(one, '10.')}`,
      `version 8.5.0 2:${col(two, '8.')}`,
      `version 7.0.1 2:${col(two, '7.')}`,
    ])
  })

  it('leaves out older versions, IP addresses, other products and dotted runs', () => {
    expect(
      mentions('v6.4.12、180.163.151.162、Chrome 120.0.6099、PDF.js 4.10.38、1.2.3.4、v11.6.0.1'),
    ).toEqual([])
  })

  it('finds yuan amounts in every spelling', () => {
    const zh = '月付 ¥3，年付 ￥ 30，终身 98 元，约 1.5 万元；$5 不算，5 美元也不算。'
    expect(mentions(zh)).toEqual([
      `price ¥3 1:${col(zh, '¥')}`,
      `price ￥ 30 1:${col(zh, '￥')}`,
      `price 98 元 1:${col(zh, '98')}`,
      `price 1.5 万元 1:${col(zh, '1.5')}`,
    ])
    expect(mentions('It costs 30 yuan, RMB 98 or 3 CNY.')).toEqual([
      'price 30 yuan 1:10',
      'price RMB 98 1:19',
      'price 3 CNY 1:29',
    ])
  })

  it('marks the mentions a fact wrote, at the directive', () => {
    const md = '版本 :fact[latest-version]，价格 :fact[vip-price-lifetime]'
    const r = render(md)
    expect(r.mentions).toEqual([
      {
        kind: 'version',
        value: '11.6.0',
        line: 1,
        column: col(md, ':fact[latest'),
        fact: 'latest-version',
      },
      {
        kind: 'price',
        value: '¥98',
        line: 1,
        column: col(md, ':fact[vip'),
        fact: 'vip-price-lifetime',
      },
    ])
  })
})

describe('version and price checks', () => {
  const page = (
    rel: string,
    md: string,
    locale: Locale = 'zh-Hans',
    kind: 'doc' | 'blog' = 'doc',
  ): MentionSource => {
    const r = render(md, locale)
    return {
      source: {
        abs: `/site/content/${locale}/${kind === 'doc' ? 'docs' : 'blog'}/${rel}`,
        locale,
        kind,
        rel,
      },
      render: r,
    }
  }
  const changelog = [
    page('log.md', '最新版 :fact[latest-version]。'),
    page('log/v11.md', '## 11.5.1\n\n## 11.6.0\n\n10.14.2 是最后一个 MV2 版本。'),
    page('log/v11.md', '## 11.6.0', 'en'),
  ]

  it('accepts versions the changelog of the locale names, and x-versions of a named line', () => {
    const problems: ContentProblem[] = []
    checkVersions(
      [
        ...changelog,
        page('faqs/a.md', '升级到 11.5.1 或 :fact[latest-version]；Firefox 用 10.14.x。'),
        page('faqs/a.md', 'Update to 11.6.0.', 'en'),
      ],
      problems,
    )
    expect(problems).toEqual([])
  })

  it('reports each version the changelog does not name, with its position and the nearest ones', () => {
    const problems: ContentProblem[] = []
    checkVersions(
      [
        ...changelog,
        page(
          'faqs/deepl-limit.md',
          '---\ntitle: 11.7.0 修复\n---\n\n在 11.5.3 修复，\n又在 11.6.1 修复。',
        ),
        page('faqs/a.md', 'Fixed in 11.5.1.', 'en'),
      ],
      problems,
    )
    expect(
      problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.message}`),
    ).toEqual([
      'deepl-limit.md:2:8 version 11.7.0 is not in the changelog',
      'deepl-limit.md:5:3 version 11.5.3 is not in the changelog',
      'deepl-limit.md:6:4 version 11.6.1 is not in the changelog',
      'a.md:1:10 version 11.5.1 is not in the changelog',
    ])
    expect(problems[1]!.hint).toBe(
      'name a version that content/zh-Hans/docs/log/ lists (nearest: 11.5.1), or add the release to the changelog first',
    )
  })

  it('accepts yuan amounts that facts wrote on product pages, and any amount elsewhere', () => {
    const problems: ContentProblem[] = []
    checkPrices(
      [
        page('pricing/vip.md', '终身 :fact[vip-price-lifetime]'),
        page('services/ali-api.md', '超出后每百万字符 50 元'),
      ],
      FACTS,
      problems,
    )
    expect(problems).toEqual([])
  })

  it('reports a yuan amount typed on a product page or in a post, and names the fact that holds it', () => {
    const problems: ContentProblem[] = []
    checkPrices(
      [
        page('pricing/package.md', '年付套餐包 ¥80，终身 98 元。'),
        page(
          '2024-11-20-offer.md',
          '---\ntitle: Offer\ndescription: Lifetime for ¥98 only\n---\n\nText.',
          'en',
          'blog',
        ),
      ],
      FACTS,
      problems,
    )
    expect(
      problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.message}`),
    ).toEqual([
      'package.md:1:7 price "¥80" is not written from the facts file',
      'package.md:1:14 price "98 元" is not written from the facts file',
      '2024-11-20-offer.md:3:27 price "¥98" is not written from the facts file',
    ])
    expect(problems[0]!.hint).toMatch(
      /^add the price with its source to .*facts\.yml and write :fact\[name\]/u,
    )
    expect(problems[1]!.hint).toBe('write :fact[vip-price-lifetime] instead of the number')
    expect(problems[2]!.hint).toBe(
      'front matter cannot use :fact[…]: describe the page without the amount',
    )
  })
})
