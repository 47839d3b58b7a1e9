import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  type BuildSearchIndexOptions,
  type ChunkOf,
} from '../../../../scripts/search/build-index.ts'
import { VectorStore } from '../../../../scripts/search/vector-store.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { generatedPages, zhPages } from '../../workers/search/site.ts'

const chunkOf: ChunkOf = (path) =>
  `assets/p/${path.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '')}-0123abcd.js`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-vector-store-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** Split into shards and blocks of their own, so kept shards and blocks are exercised; and in one file. */
const LAYOUTS: [string, BuildSearchIndexOptions][] = [
  ['split', { shardPostings: 2000, blockBytes: 8000, inlineMaxGzipBytes: 0 }],
  ['one file', {}],
]

const withText = (page: SearchSource, text: string): SearchSource => ({
  ...page,
  sections: page.sections.map((s, i) => (i === 0 ? { ...s, text: `${s.text} ${text}` } : s)),
})

/** Each site is built after the one before it, from the store that build left. */
const EDITS: [string, (pages: SearchSource[]) => SearchSource[], BuildSearchIndexOptions?][] = [
  ['unchanged', (pages) => pages],
  [
    'a text edit with words new to the site',
    (pages) => pages.map((p, i) => (i === 40 ? withText(p, '新增的一段更新说明 brandnewword') : p)),
  ],
  ['a title edit', (pages) => pages.map((p, i) => (i === 7 ? { ...p, title: '改过的标题' } : p))],
  [
    'a new page',
    (pages) => [
      ...pages.slice(0, 20),
      {
        path: '/docs/new-page',
        title: '新页面',
        crumbs: ['常见问题'],
        sections: [{ hash: '', title: '', text: '新页面的正文，讲划词翻译的快捷键。' }],
      },
      ...pages.slice(20),
    ],
  ],
  ['a deleted page', (pages) => pages.filter((_, i) => i !== 50)],
  ['a glossary change', (pages) => pages, { glossary: [['快捷键', 'shortcut', 'hotkey']] }],
  [
    'text that loses every term',
    (pages) =>
      pages.map((p, i) =>
        i === 3 ? { ...p, sections: [{ hash: '', title: '', text: '' }], keywords: [] } : p,
      ),
  ],
]

describe('scripts/search/vector-store', () => {
  for (const [layout, options] of LAYOUTS) {
    it(`gives the files of a build without a store after each kind of change (${layout})`, () => {
      const file = path.join(work, `${layout}.bin`)
      let pages = [...zhPages, ...generatedPages('zh-Hans', 60, 3)]
      for (const [change, edit, more] of EDITS) {
        pages = edit(pages)
        const store = new VectorStore(file)
        const cached = buildSearchIndex(pages, 'zh-Hans', chunkOf, { ...options, ...more, store })
        store.save(cached.stats.terms)
        const clean = buildSearchIndex(pages, 'zh-Hans', chunkOf, { ...options, ...more })
        expect(cached.files, change).toEqual(clean.files)
        expect(cached.stats.index, change).toEqual(clean.stats.index)
        expect({ ...cached.stats, ms: 0 }, change).toEqual({ ...clean.stats, ms: 0 })
      }
    })
  }

  it('tokenises only the documents whose texts it has no vector of', () => {
    const file = path.join(work, 'counted.bin')
    const pages = generatedPages('zh-Hans', 50, 5)
    const first = new VectorStore(file)
    first.save(buildSearchIndex(pages, 'zh-Hans', chunkOf, { store: first }).stats.terms)
    const made: string[] = []
    const second = new VectorStore(file)
    const vector = second.vector.bind(second)
    second.vector = (key, make) =>
      vector(key, () => {
        made.push(key)
        return make()
      })
    buildSearchIndex(
      pages.map((p, i) => (i === 10 ? withText(p, '另一句话') : p)),
      'zh-Hans',
      chunkOf,
      { store: second },
    )
    expect(made).toHaveLength(1)
  })

  it('starts empty from a missing or damaged file, and then writes a good one', () => {
    const file = path.join(work, 'damaged.bin')
    fs.writeFileSync(file, Buffer.from([200, 0, 0, 0, 123, 34]))
    const pages = generatedPages('zh-Hans', 20, 9)
    const store = new VectorStore(file)
    expect(store.terms).toEqual([])
    const built = buildSearchIndex(pages, 'zh-Hans', chunkOf, { store })
    store.save(built.stats.terms)
    expect(new VectorStore(file).terms.length).toBeGreaterThan(0)
    expect(built.files).toEqual(buildSearchIndex(pages, 'zh-Hans', chunkOf).files)
    expect(new VectorStore(path.join(work, 'missing.bin')).terms).toEqual([])
  })

  it('drops the terms no document holds once they outnumber the terms of the index', () => {
    const file = path.join(work, 'pruned.bin')
    const page = (text: string): SearchSource[] => [
      { path: '/a', title: 'A', crumbs: [], sections: [{ hash: '', title: '', text }] },
    ]
    const build = (text: string) => {
      const store = new VectorStore(file)
      const built = buildSearchIndex(page(text), 'en', chunkOf, { store })
      store.save(built.stats.terms)
      expect(built.files).toEqual(buildSearchIndex(page(text), 'en', chunkOf).files)
      return new VectorStore(file).terms
    }
    expect(build('alpha beta gamma').sort()).toEqual(['a', 'alpha', 'beta', 'gamma'])
    expect(build('alpha beta delta').sort()).toEqual(['a', 'alpha', 'beta', 'delta', 'gamma'])
    expect(build('epsilon').sort()).toEqual(['a', 'epsilon'])
  })
})
