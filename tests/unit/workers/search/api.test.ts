import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DOC_HEADING, DOC_TEXT, DOC_TITLE } from '../../../../src/shared/search/documents.ts'
import { SEARCH_INDEX_VERSION } from '../../../../src/shared/search/index-format.ts'
import { DATA_CHUNK_FORMAT, dataChunkText } from '../../../../src/shared/site-layout/data-chunk.ts'
import type { SearchResult } from '../../../../workers/search/result-types.ts'
import { buildSearchIndex } from '../../../../scripts/search/build-index.ts'
import { fakeDataChunks } from '../../../../scripts/search/data-chunks.ts'
import { createSearchApi, PREFETCH_RESULTS } from '../../../../workers/search/api.ts'
import { SNIPPET_WAIT_MS, TEXTS_WAIT_MS } from '../../../../workers/search/texts.ts'
import { runMinimum } from '../../../../workers/search/query-plan.ts'
import {
  buildSite,
  enPages,
  ORIGIN,
  onlyMarkTags,
  serveSite,
  siteResponse,
  type TestSite,
} from './site.ts'

const site = buildSite()
const zhUrl = `/${site.zh.root}`
const enUrl = `/${site.en.root}`

type Api = ReturnType<typeof createSearchApi>
let api: Api
let fetchSpy: ReturnType<typeof serveSite>

/** A one-page index with the given streams of its term shard, or `pages` and `chunkDir` of its page block, spoiled. */
const corruptIndex = ({
  pages = [['/a', 'A', [], [], 0, '']],
  chunkDir = '',
  ...streams
}: Record<string, unknown>) =>
  JSON.stringify({
    ...{
      v: SEARCH_INDEX_VERSION,
      locale: 'en',
      pages: 1,
      documents: 1,
      docs: 'A',
      lengths: 'A',
      bounds: [''],
      firsts: [0],
    },
    blocks: [{ first: 0, pages, chunkDir }],
    terms: [
      { alphabet: '', bigrams: '', words: '', counts: '', postings: '', skips: '', ...streams },
    ],
  })
/** The en test index with some streams of its term shard replaced. */
const spoiled = (streams: Record<string, string>) => {
  const root = JSON.parse(site.en.files[0]!.content) as { terms: object[] }
  return JSON.stringify({ ...root, terms: [{ ...root.terms[0], ...streams }] })
}
const search = async (query: string, url = enUrl, limit = 8, snippetLength?: number) =>
  (await api.search(query, { indexUrl: url, limit, snippetLength })).results
const urls = (results: SearchResult[]) => results.map((r) => r.url)
const fetched = () => fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname)

describe('workers/search/api', () => {
  beforeEach(() => {
    fetchSpy = serveSite(site)
    // Data chunks only for results shown; downloading ahead has tests of their own.
    api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
  })
  afterEach(() => vi.unstubAllGlobals())

  describe('load', () => {
    it('loads an index once per URL and reports its documents', async () => {
      const first = await api.load(enUrl)
      expect(first.documents).toBe(site.en.stats.documents)
      await api.load(enUrl)
      await api.load(`${ORIGIN}${enUrl}`)
      expect(fetched()).toEqual([enUrl])
    })

    it('refuses another origin before fetching anything', async () => {
      for (const url of [
        '//evil.example/x.json',
        'https://evil.example/search/en.json',
        'http://docs.example/x.json',
        'javascript:alert(1)',
      ]) {
        await expect(api.load(url)).rejects.toThrow(new Error('Unexpected version url'))
        await expect(api.search('deepl', { indexUrl: url, limit: 8 })).rejects.toThrow(
          'Unexpected version url',
        )
      }
      expect(fetchSpy).not.toHaveBeenCalled()
    })

    it('rejects the SPA fallback (HTML) with a clear message', async () => {
      await expect(api.load('/search/missing.json')).rejects.toThrow(
        /HTML page instead of the index/,
      )
    })

    it.each([
      [
        'HTML without a content type',
        new Blob(['<!DOCTYPE html><html></html>']),
        {},
        /HTML instead of the index/,
      ],
      [
        'a wrong content type',
        '{}',
        { 'content-type': 'text/plain' },
        /expected application\/json, got text\/plain/,
      ],
      ['bad JSON', '{"v": 1,', { 'content-type': 'application/json' }, /not valid JSON/],
      [
        'another index version',
        '{"v": 999, "shards": []}',
        { 'content-type': 'application/json' },
        /index format 999/,
      ],
      [
        'a JSON file that is no index',
        '[1, 2]',
        { 'content-type': 'application/json' },
        /not a search index file/,
      ],
      [
        'a corrupt dictionary',
        corruptIndex({ bigrams: 'C' }),
        { 'content-type': 'application/json' },
        /Corrupt index/,
      ],
      [
        'corrupt postings',
        corruptIndex({ postings: '!' }),
        { 'content-type': 'application/json' },
        /Corrupt index/,
      ],
      [
        'missing skip offsets',
        spoiled({ skips: '' }),
        { 'content-type': 'application/json' },
        /Corrupt index/,
      ],
      [
        'skip offsets out of order',
        spoiled({ skips: '_'.repeat(400) }),
        { 'content-type': 'application/json' },
        /Corrupt index/,
      ],
      [
        'a counts stream of zeros',
        spoiled({ counts: `${'A'.repeat(8)}B` }),
        { 'content-type': 'application/json' },
        /Corrupt index/,
      ],
      [
        'a shard missing a stream',
        corruptIndex({ counts: undefined }),
        { 'content-type': 'application/json' },
        /malformed term shard/,
      ],
      [
        'documents that do not add up',
        JSON.stringify({ ...JSON.parse(corruptIndex({})), documents: 2 }),
        { 'content-type': 'application/json' },
        /expected 2 documents/,
      ],
      [
        'a page whose sections are not titles or pairs',
        corruptIndex({ pages: [['/a', 'A', [], [['#a']], 0, '']] }),
        { 'content-type': 'application/json' },
        /malformed sections of page 0/,
      ],
      [
        'a block of pages the index lacks',
        JSON.stringify({
          ...JSON.parse(corruptIndex({})),
          blocks: [{ first: 5, pages: [['/a', 'A', [], [], 0, '']], chunkDir: '' }],
        }),
        { 'content-type': 'application/json' },
        /not a page of this index/,
      ],
    ])('rejects %s', async (_, body, headers, message) => {
      fetchSpy.mockResolvedValueOnce(new Response(body, { headers }))
      await expect(api.load(enUrl)).rejects.toThrow(message)
    })

    it('rejects an HTTP error', async () => {
      fetchSpy.mockResolvedValueOnce(new Response('gone', { status: 404 }))
      await expect(api.load(enUrl)).rejects.toThrow(/HTTP 404/)
    })

    it('does not keep a failed load: the next call retries and succeeds', async () => {
      fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      await expect(api.load(enUrl)).rejects.toThrow(/request failed/)
      await expect(api.load(enUrl)).resolves.toEqual({ documents: site.en.stats.documents })
      expect(await search('deepl')).not.toEqual([])
      expect(fetched().filter((p) => p === enUrl)).toHaveLength(2)
    })
  })

  describe('search', () => {
    it('finds 划词 (which ICU splits) and Chinese words in any order', async () => {
      expect(urls(await search('划词', zhUrl))[0]).toBe('/docs/selection')
      expect(urls(await search('限制 deepl', zhUrl))[0]).toBe('/docs/faqs/deepl-limit')
    })

    it('reads traditional characters as the simplified ones the pages use', async () => {
      const simplified = urls(await search('划词翻译 设置', zhUrl))
      expect(simplified.length).toBeGreaterThan(0)
      expect(urls(await search('劃詞翻譯 設置', zhUrl))).toEqual(simplified)
      // Highlighted as the page writes it.
      const [hit] = await search('翻譯設置', zhUrl)
      expect(hit!.titleHtml).toContain('<mark>')
      expect(fetched().filter((path) => path.includes('.variants.'))).toHaveLength(1)
    })

    it('searches a query as typed when the variants file cannot be had', async () => {
      const variants = `/${site.zh.stats.variants!.name}`
      fetchSpy.mockImplementation(async (input: URL | RequestInfo) =>
        new URL(String(input)).pathname === variants
          ? new Response('gone', { status: 404 })
          : siteResponse(site, input),
      )
      expect(urls(await search('劃詞', zhUrl))).toEqual([])
      expect(urls(await search('划词', zhUrl))[0]).toBe('/docs/selection')
    })

    it('ranks page titles, then headings, then text, grouped under their page', async () => {
      const results = await search('settings', enUrl, 20)
      expect(results.map((r) => [r.type, r.url])).toEqual([
        [DOC_TITLE, '/en/docs/settings-page'],
        [DOC_HEADING, '/en/docs/selection#settings'],
        [DOC_TEXT, '/en/docs/selection#settings'],
      ])
      const deepl = await search('deepl', enUrl, 20)
      expect(deepl[0]).toMatchObject({
        type: DOC_TITLE,
        url: '/en/docs/faqs/deepl-limit',
        page: null,
      })
      // The title's page keeps its other hits right after it, before any other page.
      const pages = deepl.map((r) => r.document.u)
      expect(pages.indexOf('/en/docs/selection')).toBeGreaterThan(
        pages.lastIndexOf('/en/docs/faqs/deepl-limit'),
      )
      expect(deepl[1]).toMatchObject({
        type: DOC_TEXT,
        page: { u: '/en/docs/faqs/deepl-limit', t: 'DeepL errors and limits' },
      })
    })

    it('ranks the pages holding every term first, then those holding most of them (fewer than 8 hold them all)', async () => {
      const both = urls(await search('deepl key'))
      expect(both[0]).toBe('/en/docs/faqs/deepl-limit#fix')
      // Pages with one of the two words follow: never empty when something matches.
      expect(both.slice(1)).toContain('/en/docs/selection#settings')
      expect(urls(await search('google deepl'))[0]).toBe('/en/docs/selection#settings')
    })

    it('treats the last word as a prefix while it is typed, not after a space', async () => {
      expect(urls(await search('transl'))).toContain('/en/docs/selection')
      expect(await search('transl ')).toEqual([])
      expect(urls(await search('Settings'))[0]).toBe('/en/docs/settings-page')
    })

    it('falls back to one typo in long words, then to leaving a term out', async () => {
      expect(urls(await search('deelp'))[0]).toBe('/en/docs/faqs/deepl-limit')
      expect(urls(await search('deepl xylophone'))).toContain('/en/docs/faqs/deepl-limit')
    })

    it('finds C++, node.js, v11.6.0, API key, openai-compatibilty and Ctrl+K', async () => {
      for (const query of [
        'C++',
        'node.js',
        'v11.6.0',
        'v11.6',
        'openai-compatibilty',
        'openai-compat',
      ]) {
        expect(urls(await search(query)), query).toContain(
          `/en/docs/${query.startsWith('openai') ? 'dev#compat' : 'dev'}`,
        )
      }
      expect(urls(await search('API key'))).toContain('/en/docs/faqs/deepl-limit#fix')
      expect(urls(await search('Ctrl+K'))).toEqual(['/en/docs/selection#shortcut'])
      expect(urls(await search('Ctrl+K', zhUrl))).toEqual(['/docs/selection#shortcut'])
    })

    it('finds a lone CJK character at the end of a word too (键 → 快捷键)', async () => {
      expect(urls(await search('键', zhUrl))).toContain('/docs/selection#shortcut')
    })

    it('treats a rare bigram between two words as optional (翻译设置 finds 翻译 … 设置)', async () => {
      const results = await search('翻译服务设置', zhUrl)
      expect(urls(results)).toContain('/docs/selection#settings')
    })

    it('needs most, not all, bigrams of a Chinese run (划词窗口 finds 划词翻译的小窗口)', async () => {
      expect(runMinimum(1)).toBe(1)
      expect([2, 3, 4, 5, 8].map(runMinimum)).toEqual([2, 2, 3, 3, 5])
      expect(urls(await search('划词窗口', zhUrl))[0]).toBe('/docs/selection')
      // No page holds two of 窗口 口限 限流: each page holding one is still found.
      expect(urls(await search('窗口限流', zhUrl)).sort()).toEqual([
        '/docs/faqs/deepl-limit',
        '/docs/selection',
      ])
    })

    it('returns [] for queries without a term, and never more than the limit', async () => {
      for (const query of ['', '   ', '!?…', '🙂', ':', '*', '~', '^', '+-'])
        expect(await search(query)).toEqual([])
      expect(await search('the', enUrl, 2)).toHaveLength(2)
      expect(await search('the', enUrl, 0)).toEqual([])
    })

    it('returns every match for a large limit, grouped by page; a smaller limit gives each page at most two places', async () => {
      const big = buildSite(150)
      serveSite(big)
      const all = (await api.search('page', { indexUrl: `/${big.en.root}`, limit: 1000 })).results
      expect(all.length).toBeGreaterThan(150)
      expect(all.length).toBeLessThanOrEqual(1000)
      expect(new Set(all.map((r) => r.document.i)).size).toBe(all.length)
      const pagesOf = (list: SearchResult[]) => list.map((r) => r.url.replace(/#.*$/u, ''))
      const grouped = (list: SearchResult[]) =>
        pagesOf(list).every(
          (page, i, pages) => i === 0 || page === pages[i - 1] || !pages.slice(0, i).includes(page),
        )
      expect(grouped(all)).toBe(true)
      const some = (await api.search('page', { indexUrl: `/${big.en.root}`, limit: 100 })).results
      expect(some).toHaveLength(100)
      expect(grouped(some)).toBe(true)
      const perPage = new Map<string, number>()
      for (const page of pagesOf(some)) perPage.set(page, (perPage.get(page) ?? 0) + 1)
      expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2)
      // The same pages in the same order: the smaller list only holds fewer hits of each.
      expect([...new Set(pagesOf(some))]).toEqual([...new Set(pagesOf(all))].slice(0, perPage.size))
    })
  })

  describe('display fields', () => {
    it('marks matches in title, path and a snippet of about snippetLength characters', async () => {
      const [title, text] = await search('limit')
      expect(title).toMatchObject({
        url: '/en/docs/faqs/deepl-limit',
        titleHtml: 'DeepL errors and <mark>limits</mark>',
        pathHtml: 'FAQ › DeepL errors and <mark>limits</mark>',
        snippetHtml: '',
        terms: ['limits'],
        tokens: ['limit'],
      })
      expect(text!.document).toMatchObject({
        u: '/en/docs/faqs/deepl-limit',
        h: '',
        s: 'DeepL errors and limits',
        t: 'The built-in DeepL is sometimes rate limited when you translate long pages.',
      })
      expect(text!.snippetHtml).toBe(
        '…is sometimes rate <mark>limited</mark> when you translate long…',
      )
      expect(text!.terms).toEqual(['limits', 'limited'])
      expect(Object.keys(text!.metadata)).toEqual(['limit'])
    })

    it('honours snippetLength and always keeps the first match', async () => {
      const textHit = async (length: number) =>
        (await search('sometimes', enUrl, 8, length)).find((r) => r.type === DOC_TEXT)!.snippetHtml
      expect(await textHit(3)).toBe('…<mark>sometimes</mark>…')
      expect(await textHit(30)).toBe('…is <mark>sometimes</mark> rate limited…')
      expect(await textHit(200)).toBe(
        'The built-in DeepL is <mark>sometimes</mark> rate limited when you translate long pages.',
      )
    })

    it('escapes everything but <mark>, in queries and in content', async () => {
      expect(await search('<img src=x onerror=alert(1)>')).not.toEqual([])
      for (const query of ['<img src=x onerror=alert(1)>', 'script alert', 'onerror', 'quotes']) {
        for (const r of await search(query, enUrl, 50)) {
          for (const html of [r.titleHtml, r.pathHtml, r.snippetHtml])
            expect(onlyMarkTags(html), html).toBe(true)
        }
      }
      const [page] = await search('security')
      expect(page!.titleHtml).toBe('<mark>Security</mark> &lt;script&gt;alert(1)&lt;/script&gt;')
      const [text] = (await search('onerror', enUrl)).filter((r) => r.type === DOC_TEXT)
      expect(text!.snippetHtml).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;')
      expect(text!.snippetHtml).not.toContain('<img')
    })

    it('shows the best matching section of a page', async () => {
      const [hit] = await search('Alt+Q translate selected')
      expect(hit).toMatchObject({
        type: DOC_TEXT,
        url: '/en/docs/selection#shortcut',
        titleHtml: 'Keyboard shortcuts',
      })
      expect(hit!.terms).toEqual(['alt+q', 'translate', 'selected'])
    })
  })

  describe('snippet text from data chunks', () => {
    const chunkPaths = () => fetched().filter((p) => p.startsWith('/assets/p/'))

    it('loads nothing but the index, then fetches the data chunk of each text result shown, once', async () => {
      await api.load(enUrl)
      expect(fetched()).toEqual([enUrl])
      await search('deepl', enUrl, 1)
      expect(fetched()).toEqual([enUrl])
      const [hit] = (await search('limited')).filter((r) => r.type === DOC_TEXT)
      expect(hit!.snippetHtml).toContain('<mark>limited</mark>')
      expect(chunkPaths()).toHaveLength(1)
      expect(chunkPaths()[0]).toMatch(/^\/assets\/p\/en-docs-faqs-deepl-limit-[0-9a-f]{8}\.js$/)
      await search('limited')
      await search('rate limited')
      expect(chunkPaths()).toHaveLength(1)
    })

    it('takes every section of a page from its chunk, sidebar import or not', async () => {
      // fakeDataChunks gives every other page a sidebar import, as docs pages have.
      const withSidebar = [...site.chunks.values()].filter((c) =>
        c.startsWith('import sidebar from'),
      )
      expect(withSidebar.length).toBeGreaterThan(0)
      for (const [query, url, section] of [
        ['sometimes rate', '/en/docs/faqs/deepl-limit', 'DeepL errors and limits'],
        ['paste your own', '/en/docs/faqs/deepl-limit#fix', 'How to fix it'],
        ['toolbar icon', '/en/docs/settings-page', 'Settings page'],
        ['sign in', '/en/docs/settings-page#sync', 'Sync'],
        ['toolchain', '/en/docs/dev', 'Developer notes'],
      ] as const) {
        const [hit] = (await search(query, enUrl, 20)).filter((r) => r.type === DOC_TEXT)
        expect(hit, query).toMatchObject({ url, document: { s: section } })
        expect(hit!.snippetHtml, query).toContain('<mark>')
      }
      const [zh] = (await search('限流', zhUrl)).filter((r) => r.type === DOC_TEXT)
      expect(zh).toMatchObject({
        url: '/docs/faqs/deepl-limit',
        snippetHtml: 'DeepL（内置）有时会被<mark>限流</mark>。',
      })
    })

    it('resolves chunks against the site root the index sits under', async () => {
      // The same site under /docs-v1/: the index at /docs-v1/search/…, its chunks at /docs-v1/assets/p/….
      fetchSpy.mockImplementation(async (input: RequestInfo | URL) => {
        const url = new URL(String(input))
        return url.pathname.startsWith('/docs-v1/')
          ? siteResponse(site, new URL(url.pathname.slice('/docs-v1'.length), url))
          : siteResponse(site, new URL('/missing', url))
      })
      const [hit] = (await search('limited', `/docs-v1${enUrl}`)).filter((r) => r.type === DOC_TEXT)
      expect(hit!.snippetHtml).toContain('<mark>limited</mark>')
      expect(fetched()[1]).toMatch(
        /^\/docs-v1\/assets\/p\/en-docs-faqs-deepl-limit-[0-9a-f]{8}\.js$/,
      )
    })

    it.each([
      ['a folder out of the site', { chunkDir: '../' }],
      ['another host', { chunkDir: '//evil.example/' }],
      ['an absolute URL', { chunkDir: 'https://evil.example/' }],
      ['a chunk name leaving its folder', { pages: [['/a', 'A', [], [], 0, '../../x.js']] }],
      [
        'a chunk name that is a URL',
        { pages: [['/a', 'A', [], [], 0, 'https://evil.example/x.js']] },
      ],
      ['a chunk name that is a host', { pages: [['/a', 'A', [], [], 0, '//evil.example/x.js']] }],
      ['a chunk that is not a script', { pages: [['/a', 'A', [], [], 0, 'x.json']] }],
    ])('rejects an index that points chunks at %s, before fetching any', async (_, streams) => {
      fetchSpy.mockResolvedValueOnce(
        new Response(corruptIndex(streams), { headers: { 'content-type': 'application/json' } }),
      )
      await expect(api.load(enUrl)).rejects.toThrow(/bad data chunk/)
      expect(fetched()).toEqual([enUrl])
    })

    it('shows a text hit without snippet while its chunk cannot be had, and retries later', async () => {
      await api.load(enUrl)
      fetchSpy.mockRejectedValueOnce(new TypeError('offline'))
      const textHit = async () => (await search('limited')).find((r) => r.type === DOC_TEXT)
      expect(await textHit()).toMatchObject({
        snippetHtml: '',
        url: '/en/docs/faqs/deepl-limit',
        document: { t: '' },
      })
      expect((await textHit())!.snippetHtml).toContain('<mark>limited</mark>')
      expect(chunkPaths()).toHaveLength(2)
    })

    it.each([
      [
        'the SPA fallback',
        () =>
          new Response('<!doctype html><html></html>', {
            headers: { 'content-type': 'text/html' },
          }),
      ],
      ['HTTP 404', () => new Response('gone', { status: 404 })],
      [
        'JSON',
        () =>
          new Response('{"html":"<p>limited</p>"}', {
            headers: { 'content-type': 'application/json' },
          }),
      ],
      [
        'a module that is no data chunk',
        () =>
          new Response('console.log("limited")\n', {
            headers: { 'content-type': 'text/javascript' },
          }),
      ],
      [
        'a data chunk without HTML',
        () =>
          new Response(dataChunkText({ kind: 'blogTags', sidebar: null }), {
            headers: { 'content-type': 'text/javascript' },
          }),
      ],
      [
        'a data chunk cut off',
        () =>
          new Response(dataChunkText({ kind: 'doc', html: '<p>limited</p>' }).slice(0, -12), {
            headers: { 'content-type': 'text/javascript' },
          }),
      ],
      [
        'a data chunk of another format',
        () =>
          new Response(
            dataChunkText({ kind: 'doc', html: '<p>limited</p>' }).replace(
              `format = ${DATA_CHUNK_FORMAT}`,
              `format = ${DATA_CHUNK_FORMAT + 1}`,
            ),
            { headers: { 'content-type': 'text/javascript' } },
          ),
      ],
    ])('shows a text hit without snippet when its chunk answers with %s', async (_, answer) => {
      await api.load(enUrl)
      fetchSpy.mockImplementationOnce(async () => answer())
      const hit = (await search('limited')).find((r) => r.type === DOC_TEXT)
      expect(hit).toMatchObject({
        snippetHtml: '',
        url: '/en/docs/faqs/deepl-limit',
        document: { t: '' },
      })
    })

    it(`answers without a snippet whose chunk is not in after ${SNIPPET_WAIT_MS} ms, and says when it is`, async () => {
      await api.load(enUrl)
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      fetchSpy.mockImplementation(async (input: RequestInfo | URL) => {
        if (new URL(String(input)).pathname.startsWith('/assets/p/')) await held
        return siteResponse(site, input)
      })
      const first = await api.search('limited', { indexUrl: enUrl, limit: 8 })
      expect(first.results.find((r) => r.type === DOC_TEXT)).toMatchObject({
        snippetHtml: '',
        url: '/en/docs/faqs/deepl-limit',
      })
      expect(first.morePending).toBe(true)
      let settled = false
      const waiting = api.settled(enUrl).then(() => (settled = true))
      await new Promise((resolve) => setTimeout(resolve, SNIPPET_WAIT_MS * 2))
      expect(settled, 'settled waits for the chunk').toBe(false)
      release()
      await waiting
      const again = await api.search('limited', { indexUrl: enUrl, limit: 8 })
      expect(again.results.find((r) => r.type === DOC_TEXT)!.snippetHtml).toContain(
        '<mark>limited</mark>',
      )
      expect(again.morePending).toBe(false)
      expect(chunkPaths(), 'the chunk is fetched once').toHaveLength(1)
    })

    it(`downloads ahead the chunks of the ${PREFETCH_RESULTS} hits ranked below those shown, so the next keystroke need not wait`, async () => {
      api = createSearchApi({ prefetchAllPages: 0 })
      const shown = (await search('the', enUrl, 1)).filter((r) => r.type === DOC_TEXT)
      expect(shown).toHaveLength(1)
      // Downloads ahead start once searching pauses.
      expect(chunkPaths()).toHaveLength(1)
      await vi.waitFor(() => expect(chunkPaths().length).toBeGreaterThan(2), { timeout: 5000 })
      const ahead = chunkPaths()
      expect(new Set(ahead).size).toBe(ahead.length)
      const all = await search('the', enUrl, 20)
      expect(all.filter((r) => r.type === DOC_TEXT).length).toBeGreaterThan(2)
      for (const r of all.filter((r) => r.type === DOC_TEXT))
        expect(r.snippetHtml, r.url).toContain('<mark>')
      expect(chunkPaths()).toEqual(ahead)
    })

    it('downloads nothing ahead on a metered or slow link', async () => {
      for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
        vi.stubGlobal('navigator', { connection })
        fetchSpy.mockClear()
        api = createSearchApi({ prefetchAllPages: 0 })
        await search('the', enUrl, 1)
        expect(chunkPaths()).toHaveLength(1)
      }
    })

    it('downloads every chunk of a small index as soon as it loads, and none on a metered link', async () => {
      api = createSearchApi({ prefetchResults: 0 })
      await api.load(enUrl)
      await vi.waitFor(() => expect(chunkPaths().length).toBe(enPages.length))
      expect(new Set(chunkPaths()).size).toBe(enPages.length)
      // Every snippet then comes from a download already made.
      const texts = (await search('the', enUrl, 20)).filter((r) => r.type === DOC_TEXT)
      for (const r of texts) expect(r.snippetHtml, r.url).toContain('<mark>')
      expect(chunkPaths()).toHaveLength(enPages.length)

      vi.stubGlobal('navigator', { connection: { saveData: true } })
      fetchSpy.mockClear()
      api = createSearchApi({ prefetchResults: 0 })
      await search('the', enUrl, 1)
      await search('the', enUrl, 1)
      expect(chunkPaths()).toHaveLength(1)
    })

    it('fetches a chunk again on use when its download ahead failed', async () => {
      fetchSpy.mockImplementation(async (input: RequestInfo | URL) => {
        const path = new URL(String(input)).pathname
        const tries = fetchSpy.mock.calls.filter(
          ([i]) => new URL(String(i)).pathname === path,
        ).length
        if (path.startsWith('/assets/p/') && tries === 1) throw new TypeError('offline')
        return siteResponse(site, input)
      })
      api = createSearchApi({ prefetchAllPages: 0 })
      const [first] = (await search('the', enUrl, 1)).filter((r) => r.type === DOC_TEXT)
      expect(first!.snippetHtml).toBe('')
      await vi.waitFor(() => expect(chunkPaths().length).toBeGreaterThan(2), { timeout: 5000 })
      const texts = (await search('the', enUrl, 20)).filter((r) => r.type === DOC_TEXT)
      for (const r of texts) expect(r.snippetHtml, r.url).toContain('<mark>')
      // Every chunk: one failed try, then one that worked (downloads ahead are not repeated before use).
      const counts = new Map<string, number>()
      for (const path of chunkPaths()) counts.set(path, (counts.get(path) ?? 0) + 1)
      expect(new Set(counts.values())).toEqual(new Set([2]))
    })

    it('shows text hits of a page the build found no chunk for, without snippet', async () => {
      const chunks = fakeDataChunks(enPages)
      const build = buildSearchIndex(
        enPages,
        'en',
        (path) => (path === '/en/docs/faqs/deepl-limit' ? undefined : chunks.chunkOf(path)),
        { textsMaxGzipBytes: 0 },
      )
      expect(build.stats.chunkless).toBe(1)
      const partial: TestSite = { ...site, en: build, chunks: chunks.files }
      fetchSpy = serveSite(partial)
      const indexUrl = `/${build.root}`
      expect((await search('limited', indexUrl)).find((r) => r.type === DOC_TEXT)).toMatchObject({
        snippetHtml: '',
        url: '/en/docs/faqs/deepl-limit',
      })
      expect(chunkPaths()).toEqual([])
      expect(
        (await search('toolbar', indexUrl)).find((r) => r.type === DOC_TEXT)!.snippetHtml,
      ).toContain('<mark>toolbar</mark>')
    })
  })
  describe('snippet text from the texts file', () => {
    const withTexts = buildSite(0, { texts: true })
    const url = `/${withTexts.en.root}`
    const textsPath = `/${withTexts.en.stats.texts!.name}`
    const chunkPaths = () => fetched().filter((p) => p.startsWith('/assets/p/'))
    const json = (body: string) =>
      new Response(body, { headers: { 'content-type': 'application/json' } })

    beforeEach(() => {
      fetchSpy = serveSite(withTexts)
      api = createSearchApi()
    })

    it('fetches the texts file right after the index, and then no data chunk for any snippet', async () => {
      await api.load(url)
      await vi.waitFor(() => expect(fetched()).toEqual([url, textsPath]))
      const [hit] = (await search('limited', url)).filter((r) => r.type === DOC_TEXT)
      expect(hit).toMatchObject({
        url: '/en/docs/faqs/deepl-limit',
        snippetHtml: expect.stringContaining('<mark>limited</mark>'),
      })
      const texts = (await search('the', url, 20)).filter((r) => r.type === DOC_TEXT)
      expect(texts.length).toBeGreaterThan(2)
      for (const r of texts) expect(r.snippetHtml, r.url).toContain('<mark>')
      // Nothing is downloaded ahead either: every page's text is in.
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(chunkPaths()).toEqual([])
    })

    it('warms up once the texts file is in, downloading nothing more, and answers as an API that does not', async () => {
      await api.load(url)
      await api.warmedUp(url)
      expect(fetched()).toEqual([url, textsPath])
      const warm = await search('translation limit', url, 20)
      fetchSpy = serveSite(withTexts)
      api = createSearchApi({ warmUpSearches: 0 })
      expect(warm).toEqual(await search('translation limit', url, 20))
      expect(warm.length).toBeGreaterThan(1)
    })

    it('gives the same results as the data chunks do', async () => {
      const fromTexts = await search('the translation', url, 20)
      fetchSpy = serveSite(site)
      api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
      expect(fromTexts).toEqual(await search('the translation', enUrl, 20))
      expect(chunkPaths().length).toBeGreaterThan(0)
    })

    it('lets a search wait for a texts file on its way rather than fetch data chunks', async () => {
      let answer!: (r: Response) => void
      fetchSpy.mockImplementation(async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname === textsPath
          ? new Promise<Response>((resolve) => (answer = resolve))
          : siteResponse(withTexts, input),
      )
      await api.load(url)
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
      const pending = search('limited', url)
      answer(json(withTexts.en.files.find((f) => `/${f.name}` === textsPath)!.content))
      expect((await pending).find((r) => r.type === DOC_TEXT)!.snippetHtml).toContain(
        '<mark>limited</mark>',
      )
      expect(chunkPaths()).toEqual([])
    })

    it(`answers without the snippet at once, then reads the data chunks when the texts file takes over ${TEXTS_WAIT_MS} ms`, async () => {
      fetchSpy.mockImplementation(async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname === textsPath
          ? new Promise<Response>(() => undefined)
          : siteResponse(withTexts, input),
      )
      const started = performance.now()
      const first = await api.search('limited', { indexUrl: url, limit: 8 })
      expect(performance.now() - started).toBeLessThan(TEXTS_WAIT_MS - 5)
      expect(first.results.find((r) => r.type === DOC_TEXT)).toMatchObject({
        snippetHtml: '',
        url: '/en/docs/faqs/deepl-limit',
      })
      expect(first.morePending, 'the answer says to ask again').toBe(true)
      await api.settled(url)
      expect(performance.now() - started).toBeGreaterThanOrEqual(TEXTS_WAIT_MS - 5)
      const [hit] = (await search('limited', url)).filter((r) => r.type === DOC_TEXT)
      expect(hit!.snippetHtml).toContain('<mark>limited</mark>')
      expect(chunkPaths()).toEqual([
        expect.stringMatching(/^\/assets\/p\/en-docs-faqs-deepl-limit-/),
      ])
    })

    it.each([
      ['a failed request', () => Promise.reject(new TypeError('offline'))],
      [
        'the SPA fallback',
        async () =>
          new Response('<!doctype html><html></html>', {
            headers: { 'content-type': 'text/html' },
          }),
      ],
      [
        'another format version',
        async () => json(JSON.stringify({ v: SEARCH_INDEX_VERSION + 1, texts: [] })),
      ],
      [
        'texts of other pages',
        async () => json(JSON.stringify({ v: SEARCH_INDEX_VERSION, texts: [['only one page']] })),
      ],
      [
        'texts of other sections',
        async () =>
          json(
            JSON.stringify({ v: SEARCH_INDEX_VERSION, texts: enPages.map(() => ['one section']) }),
          ),
      ],
      [
        'a list of numbers',
        async () =>
          json(
            JSON.stringify({
              v: SEARCH_INDEX_VERSION,
              texts: enPages.map((p) => p.sections.map(() => 1)),
            }),
          ),
      ],
    ])(
      'falls back to the data chunks, all downloaded ahead, when the texts file answers with %s',
      async (_, answer) => {
        fetchSpy.mockImplementation(async (input: RequestInfo | URL) =>
          new URL(String(input)).pathname === textsPath ? answer() : siteResponse(withTexts, input),
        )
        await api.load(url)
        await vi.waitFor(() => expect(chunkPaths()).toHaveLength(enPages.length))
        const [hit] = (await search('limited', url)).filter((r) => r.type === DOC_TEXT)
        expect(hit!.snippetHtml).toContain('<mark>limited</mark>')
        expect(fetched().filter((p) => p === textsPath)).toHaveLength(1)
      },
    )

    it('fetches no texts file on a metered link, only the data chunks of the results shown', async () => {
      vi.stubGlobal('navigator', { connection: { saveData: true } })
      await search('limited', url)
      await search('limited', url)
      expect(fetched()).toEqual([
        url,
        expect.stringMatching(/^\/assets\/p\/en-docs-faqs-deepl-limit-/),
      ])
    })
  })
  it("finds a page by its front matter keywords, and cuts its snippet from the page's own text", async () => {
    expect(await search('throttled')).toEqual([])
    const pages = enPages.map((page) =>
      page.path === '/en/docs/faqs/deepl-limit'
        ? { ...page, keywords: ['throttled', 'HTTP 456'] }
        : page,
    )
    const chunks = fakeDataChunks(pages)
    const build = buildSearchIndex(pages, 'en', chunks.chunkOf)
    fetchSpy = serveSite({ ...site, en: build, chunks: chunks.files })
    api = createSearchApi()
    const [hit] = await search('throttled', `/${build.root}`)
    expect(hit).toMatchObject({ type: DOC_TEXT, url: '/en/docs/faqs/deepl-limit' })
    expect(hit!.snippetHtml).not.toContain('throttled')
    expect(urls(await search('456', `/${build.root}`))).toEqual(['/en/docs/faqs/deepl-limit'])
  })
})
