import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSearchIndex } from '../../../../scripts/search/build-index.ts'
import { fakeDataChunks } from '../../../../scripts/search/data-chunks.ts'
import { createSearchApi, SHARDS_PER_SEARCH } from '../../../../workers/search/api.ts'
import { enPages, generatedPages, serveSite, zhPages, type TestSite } from './site.ts'

/**
 * An index too big for one file: cut by term into shards and its pages into blocks. A search
 * fetches the root, the shards its words are in and the blocks of the results it shows, and
 * answers as the index in one file does.
 */

const zh = [...zhPages, ...generatedPages('zh-Hans', 200, 3)]
const en = [...enPages, ...generatedPages('en', 200, 4)]
const chunks = fakeDataChunks([...zh, ...en])
const glossary = [
  [
    '快捷键',
    'hotkey',
    'shortcut',
    'key combination',
    '组合键',
    '热键',
    '键盘快捷键',
    'accelerator',
    'keystroke',
    'keybinding',
    'chord',
    'zzz-binding',
  ],
]
const build = (inline: boolean): TestSite => {
  const options = {
    textsMaxGzipBytes: 0,
    glossary,
    shardPostings: 300,
    blockBytes: 4000,
    ...(inline ? { inlineMaxGzipBytes: 64 * 1024 * 1024 } : { inlineMaxGzipBytes: 0 }),
  }
  return {
    zh: buildSearchIndex(zh, 'zh-Hans', chunks.chunkOf, options),
    en: buildSearchIndex(en, 'en', chunks.chunkOf, options),
    chunks: chunks.files,
  }
}
const split = build(false)
const whole = build(true)

describe('a search index cut into term shards and page blocks', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is written as many files, none the whole', () => {
    expect(split.en.stats.shards).toBeGreaterThan(10)
    expect(split.en.stats.blocks).toBeGreaterThan(3)
    expect(whole.en.files.filter((f) => !f.name.includes('.texts.'))).toHaveLength(1)
  })

  it('fetches the root, the shards of the words searched and the blocks of the results shown, nothing else', async () => {
    const fetchSpy = serveSite(split)
    const api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
    const answer = await api.search('translate selection', {
      indexUrl: `/${split.en.root}`,
      limit: 8,
    })
    expect(answer.results.length).toBeGreaterThan(0)
    const fetched = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname)
    const shards = fetched.filter((p) => /\.t\d+\./u.test(p))
    const blocks = fetched.filter((p) => /\.p\d+\./u.test(p))
    expect(fetched[0]).toBe(`/${split.en.root}`)
    expect(shards.length).toBeGreaterThan(0)
    expect(shards.length).toBeLessThan(split.en.stats.shards / 2)
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.length).toBeLessThan(split.en.stats.blocks)
    // The same words again need nothing new.
    await api.search('translate selection', { indexUrl: `/${split.en.root}`, limit: 8 })
    expect(
      fetchSpy.mock.calls.filter(([input]) => /\.[tp]\d+\./u.test(String(input))),
    ).toHaveLength(shards.length + blocks.length)
  })

  it("fetches ahead the shards of the bigrams a Chinese query's last character starts, which the next character needs", async () => {
    const indexUrl = `/${split.zh.root}`
    const shardsFor = async (query: string) => {
      const fetchSpy = serveSite(split)
      const api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
      await api.search(query, { indexUrl, limit: 8 })
      await api.settled(indexUrl)
      const shards = () =>
        fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => /\.t\d+\./u.test(url))
      return { api, shards, fetched: shards().length }
    }
    // Typed out and left (a space after it), a query needs no more than its own shards.
    const done = await shardsFor('翻译 ')
    const typing = await shardsFor('翻译')
    await vi.waitFor(() => expect(typing.shards().length).toBeGreaterThan(done.fetched), {
      timeout: 5000,
    })
    const ahead = typing.shards().length
    // 翻译设 needs the bigram 译设: its shard is in already (typed out, it fetches nothing ahead itself).
    expect(
      (await typing.api.search('翻译设 ', { indexUrl, limit: 8 })).results.length,
    ).toBeGreaterThan(0)
    expect(typing.shards()).toHaveLength(ahead)
  })

  it('fetches ahead, once searching pauses, the blocks of the hits ranked just below those shown, then their chunks', async () => {
    const fetchSpy = serveSite(split)
    const api = createSearchApi({ prefetchAllPages: 0 })
    const indexUrl = `/${split.en.root}`
    const blocksFetched = () =>
      fetchSpy.mock.calls.filter(([input]) => /\.p\d+\./u.test(String(input))).length
    const first = await api.search('quota', { indexUrl, limit: 1 })
    expect(first.results).toHaveLength(1)
    const shownBlocks = blocksFetched()
    await vi.waitFor(() => expect(blocksFetched()).toBeGreaterThan(shownBlocks), { timeout: 5000 })
    await vi.waitFor(
      () =>
        expect(
          fetchSpy.mock.calls.filter(([input]) => String(input).includes('/assets/p/')).length,
        ).toBeGreaterThan(2),
      { timeout: 5000 },
    )
    const before = fetchSpy.mock.calls.length
    const more = await api.search('quota', { indexUrl, limit: 8 })
    expect(more.results).toHaveLength(8)
    const blocksAfter = fetchSpy.mock.calls
      .slice(before)
      .filter(([input]) => /\.p\d+\./u.test(String(input)))
    expect(blocksAfter, 'the next results need no block fetched now').toEqual([])
  })

  it('answers as the index in one file does', async () => {
    for (const [query, locale] of [
      ['translate selection', 'en'],
      ['settings sync', 'en'],
      ['deelp', 'en'],
      ['the', 'en'],
      ['划词翻译', 'zh'],
      ['设置 快捷键', 'zh'],
      ['键', 'zh'],
      ['hotkey', 'zh'],
    ] as const) {
      const answers = []
      for (const site of [split, whole]) {
        serveSite(site)
        const api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
        const indexUrl = `/${site[locale].root}`
        let answer = await api.search(query, { indexUrl, limit: 8 })
        // Shards beyond the first few arrive in the background; the answer is complete once they are in.
        while (answer.morePending) {
          await api.settled(indexUrl)
          answer = await api.search(query, { indexUrl, limit: 8 })
        }
        answers.push(answer.results.map((r) => [r.url, r.type, r.titleHtml, r.snippetHtml]))
        vi.unstubAllGlobals()
      }
      if (query !== '键') expect(answers[0]!.length, query).toBeGreaterThan(0)
      // A lone character's endings are looked up in the shards read: the one-file index has them all.
      if (query === '键') continue
      expect(answers[0], query).toEqual(answers[1])
    }
  })

  it(`waits for at most ${SHARDS_PER_SEARCH} shards and fetches the rest of a query's synonyms in the background`, async () => {
    const fetchSpy = serveSite(split)
    const api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
    const indexUrl = `/${split.zh.root}`
    await api.load(indexUrl)
    // The synonyms of 快捷键 lie in more shards than a search waits for.
    const first = await api.search('快捷键', { indexUrl, limit: 8 })
    expect(first.morePending).toBe(true)
    expect(first.results.length).toBeGreaterThan(0)
    await api.settled(indexUrl)
    const fetched = fetchSpy.mock.calls.filter(([input]) => /\.t\d+\./u.test(String(input))).length
    expect(fetched).toBeGreaterThan(SHARDS_PER_SEARCH)
    expect((await api.search('快捷键', { indexUrl, limit: 8 })).morePending).toBe(false)
  })
})
