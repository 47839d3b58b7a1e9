import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { alignedGroups, indexGlossary, loadGlossary } from '../../../../scripts/search/glossary.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'))
const write = (text: string) => {
  const file = path.join(dir, `g${Math.random().toString(36).slice(2)}.yml`)
  fs.writeFileSync(file, text)
  return file
}

describe('scripts/search/glossary', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('reads groups of words, in either language, trimmed', () => {
    const { groups, problems } = loadGlossary(
      write('# prices\n- [价格, 多少钱, price, " cost "]\n- [快捷键, hotkey]\n'),
    )
    expect(problems).toEqual([])
    expect(groups).toEqual([
      ['价格', '多少钱', 'price', 'cost'],
      ['快捷键', 'hotkey'],
    ])
  })

  it('is empty without a file', () => {
    expect(loadGlossary(path.join(dir, 'missing.yml'))).toEqual({ groups: [], problems: [] })
  })

  it('reports every bad entry with its line and column, and keeps the good groups', () => {
    const file = write(
      '- [价格, 多少钱]\n- just a word\n- [键, 快捷键]\n- [only]\n- [ok, "' +
        'x'.repeat(50) +
        '"]\n- [a|b, c]\n',
    )
    const { groups, problems } = loadGlossary(file)
    expect(groups).toEqual([['价格', '多少钱']])
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '2:3 search glossary: a group must be a list of words',
      '3:4 search glossary: "键" is a single character',
      '4:3 search glossary: a group needs at least two entries',
      '5:8 search glossary: "xxxxxxxxxxxxxxxxxxxx…" is longer than 40 characters',
      '6:4 search glossary: "a|b" holds "|"',
    ])
    for (const p of problems) expect(p.file).toBe(file)
  })

  it('reports broken YAML at its position', () => {
    const { problems } = loadGlossary(write('- [价格, 多少钱\n- [a, b]\n'))
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toMatch(/^search glossary: /u)
    expect(problems[0]!.line).toBeGreaterThan(0)
  })

  it('pairs the short titles and headings of pages that exist in both languages', () => {
    const page = (p: string, title: string, ...sections: [string, string][]): SearchSource => ({
      path: p,
      title,
      crumbs: [],
      sections: sections.map(([hash, t]) => ({ hash, title: t, text: '' })),
    })
    const search = new Map([
      [
        'zh-Hans' as const,
        [
          page(
            '/docs/card',
            '单词卡片',
            ['', ''],
            ['#export', '导出'],
            ['#why', '为什么卡片不能同步到手机上的应用'],
          ),
          page('/docs/only-zh', '只有中文'),
        ],
      ],
      [
        'en' as const,
        [
          page(
            '/en/docs/card',
            'Word cards',
            ['', ''],
            ['#export', 'Export'],
            ['#why', 'Why cards do not sync'],
          ),
        ],
      ],
    ])
    expect(alignedGroups(search)).toEqual([
      ['单词卡片', 'Word cards'],
      ['导出', 'Export'],
    ])
    expect(indexGlossary([['价格', 'price']], search)).toEqual([
      ['价格', 'price'],
      ['单词卡片', 'Word cards'],
      ['导出', 'Export'],
    ])
    // A blog post gives its title, not its headings: they name moments of one piece of news.
    const post = (p: string, title: string, heading: string): SearchSource => ({
      ...page(p, title, ['#day', heading]),
      post: true,
    })
    const posts = new Map([
      ['zh-Hans' as const, [post('/blog/2020/birthday', '七岁生日', '生日这天')]],
      ['en' as const, [post('/en/blog/2020/birthday', 'Seventh birthday', 'On the day')]],
    ])
    expect(alignedGroups(posts)).toEqual([['七岁生日', 'Seventh birthday']])
    // A pair a group already holds (whatever the case) adds nothing to the index.
    expect(indexGlossary([['导出', '备份', 'export']], search)).toEqual([
      ['导出', '备份', 'export'],
      ['单词卡片', 'Word cards'],
    ])
  })

  it('ships each form a search reads alike once per group, the first as written', () => {
    const groups = indexGlossary(
      [
        [
          '快捷键',
          'Hotkey',
          'hotkeys',
          'shortcut',
          'Shortcuts',
          'keyboard shortcut',
          'keyboard shortcuts',
        ],
      ],
      new Map(),
    )
    expect(groups).toEqual([['快捷键', 'Hotkey', 'shortcut', 'keyboard shortcut']])
    // Different Chinese words stay, and so do the same words in another group.
    expect(
      indexGlossary(
        [
          ['价格', '价钱', 'price'],
          ['prices', '售价'],
        ],
        new Map(),
      ),
    ).toEqual([
      ['价格', '价钱', 'price'],
      ['prices', '售价'],
    ])
  })

  it('pairs the sidebar labels of pages that exist in both languages', () => {
    const page = (p: string, title: string, label: string): SearchSource => ({
      path: p,
      title,
      label,
      crumbs: [],
      sections: [],
    })
    const search = new Map([
      [
        'zh-Hans' as const,
        [page('/docs/loading', '翻译服务一直在加载、不出结果怎么办？', '一直加载')],
      ],
      [
        'en' as const,
        [
          page(
            '/en/docs/loading',
            'Why does a service keep loading and never show a result?',
            'Keeps loading',
          ),
        ],
      ],
    ])
    expect(alignedGroups(search)).toEqual([['一直加载', 'Keeps loading']])
  })
})
