import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { DOC_TEXT } from '../../../../src/shared/search/documents.ts'
import { createSearchApi, OTHER_LOCALE_MIN } from '../../../../workers/search/api.ts'
import { planQuery } from '../../../../workers/search/query-plan.ts'
import { loadIndex } from '../../../../workers/search/load-index.ts'
import type { SearchAnswer } from '../../../../workers/search/result-types.ts'
import { HITS_PER_PAGE } from '../../../../workers/search/rank.ts'
import { buildSiteOf, ORIGIN, serveSite } from './site.ts'

/**
 * How search answers the way readers ask, on a small site written for it: question words, pages
 * holding part of a query, the glossary in both directions, typos, grouping, the other language.
 */

const page = (
  path: string,
  title: string,
  ...sections: [hash: string, title: string, text: string][]
): SearchSource => ({
  path,
  title,
  crumbs: [],
  sections: sections.map(([hash, t, text]) => ({ hash, title: t, text })),
})

/** A blog post of one section. */
const post = (path: string, title: string, text: string): SearchSource => ({
  ...page(path, title, ['', '', text]),
  post: true,
})

const en = [
  page('/en/docs/pricing', 'VIP prices', ['', '', 'VIP is paid by the month or the year.']),
  page(
    '/en/docs/history',
    'Translation history',
    ['', '', 'History is off by default.'],
    ['#retention', 'Retention', 'Synced history is kept for 60 days.'],
  ),
  page('/en/docs/cards', 'Word cards', ['', '', 'Review saved words as cards, front and back.']),
  page('/en/docs/shortcuts', 'Keyboard shortcuts', [
    '',
    '',
    "Change a shortcut in the browser's extension settings.",
  ]),
  page('/en/docs/screenshot', 'Screenshot translation', [
    '',
    '',
    'Capture part of the page and translate the text in it.',
  ]),
  page('/en/docs/urls', 'Old addresses', [
    '',
    '',
    'Some addresses keep an old misspelling such as crad.',
  ]),
  page('/en/docs/offline', 'Offline install', [
    '',
    '',
    'Turn on developer mode and use Load unpacked.',
  ]),
  page(
    '/en/docs/sync',
    'Sync',
    ['', '', 'What sync covers.'],
    ['#sync-history', 'Sync history', 'History sync.'],
    ['#sync-cards', 'Sync cards', 'Cards sync.'],
    ['#sync-favourites', 'Sync favourites', 'Favourites sync.'],
    ['#sync-settings', 'Sync settings', 'Settings sync.'],
  ),
  page('/en/docs/devices', 'Devices', ['', '', 'Sign in on each browser to sync.']),
  page('/en/docs/privacy', 'Privacy', ['', '', 'Sync sends your history to the server.']),
]
const zh = [
  page('/docs/pricing', '会员价格', ['', '', '会员按月或按年付费。']),
  page('/docs/ask', '购买前的疑问', ['', '', '会员多少钱？请看价格页。']),
  page(
    '/docs/history',
    '翻译历史',
    ['', '', '翻译历史默认关闭。'],
    ['#retention', '保存期限', '同步的翻译历史在服务器保存 60 天。'],
  ),
  page('/docs/cards', '单词卡片', ['', '', '把收藏的单词做成卡片复习。']),
  page('/docs/shortcuts', '快捷键', ['', '', '在浏览器的扩展设置里修改快捷键。']),
  page('/docs/screenshot', '截图翻译', ['', '', '框选网页的一块区域，识别其中的文字并翻译。']),
  page('/docs/offline', '离线安装', ['', '', '打开开发者模式，用“加载已解压的扩展程序”安装。']),
]
const glossary = [
  ['价格', '多少钱', 'price', 'prices', 'cost'],
  ['快捷键', 'hotkey', 'shortcut'],
  ['单词卡片', 'Word cards'],
]
const site = buildSiteOf(zh, en, { glossary })
const zhUrl = `/${site.zh.root}`
const enUrl = `/${site.en.root}`

let api: ReturnType<typeof createSearchApi>
const ask = (
  query: string,
  indexUrl = enUrl,
  limit = 8,
  extra: { otherIndexUrl?: string; suggest?: boolean } = {},
): Promise<SearchAnswer> => api.search(query, { indexUrl, limit, ...extra })
const pages = async (query: string, indexUrl = enUrl, limit = 8) => [
  ...new Set((await ask(query, indexUrl, limit)).results.map((r) => r.url.replace(/#.*$/u, ''))),
]

describe('search ranking as readers ask', () => {
  beforeEach(() => {
    serveSite(site)
    api = createSearchApi({ prefetchResults: 0, prefetchAllPages: 0 })
  })
  afterEach(() => vi.unstubAllGlobals())

  describe('question words and particles', () => {
    it('are optional in a query: a question finds the page that says it otherwise', async () => {
      expect((await pages('how long is history kept'))[0]).toBe('/en/docs/history')
      expect((await pages('where do I see my word cards'))[0]).toBe('/en/docs/cards')
      expect((await pages('翻译历史能保存多久吗', zhUrl))[0]).toBe('/docs/history')
      expect((await pages('怎么修改快捷键', zhUrl))[0]).toBe('/docs/shortcuts')
    })

    it('are marked optional in the plan, Chinese ones wherever they stand, and a query of nothing else keeps them', async () => {
      const loaded = await loadIndex(new URL(enUrl, ORIGIN))
      const stops = (query: string) =>
        planQuery(loaded.index, loaded.phrases, query)
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text)
      expect(stops('how long is history kept')).toEqual(['how', 'is'])
      expect(stops('how is it')).toEqual([])
      expect(stops('best ocr service')).toEqual(['best'])
      expect(stops('history suddenly gone')).toEqual(['suddenly'])
      expect(stops('tips to clear history')).toEqual(['tips', 'to'])
      const zhLoaded = await loadIndex(new URL(zhUrl, ORIGIN))
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '为什么翻译历史不保存吗')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toEqual(['为什么', '吗'])
      // The language a reader wants the text in frames the question; the page rarely names it.
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '历史翻译成中文')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toEqual(['成中文'])
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '历史去哪删除')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toEqual(['去哪'])
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '历史记录能用吗')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toEqual(['能用', '吗'])
      // "Still there?" and "but" only frame the question: 换电脑后历史还在吗, 开通了但是历史没保存.
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '历史还在吗')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toEqual(['还在', '吗'])
      expect(
        planQuery(zhLoaded.index, zhLoaded.phrases, '开了但是历史没保存')
          .parts.filter((p) => p.stop && !p.seam)
          .map((p) => p.text),
      ).toContain('但是')
    })

    it("count the site's own names among them, even where the glossary lists them", async () => {
      // Every page names the product; the one about prices names it only in its text.
      const product = (path: string, title: string, text: string) =>
        page(path, title, ['', '', text])
      const zhPages = [
        product('/docs/pricing', '价格', '划词翻译的会员按月付费。'),
        ...[1, 2, 3].map((n) =>
          product(`/docs/intro-${n}`, `划词翻译介绍 ${n}`, '划词翻译可以翻译网页，也讲了付费。'),
        ),
      ]
      const enPages = [
        product('/en/docs/pricing', 'Prices', 'Selection Translator VIP is paid monthly.'),
        ...[1, 2, 3].map((n) =>
          product(
            `/en/docs/intro-${n}`,
            `Selection Translator tour ${n}`,
            'Selection Translator translates pages; it is paid.',
          ),
        ),
      ]
      const named = buildSiteOf(zhPages, enPages, {
        glossary: [
          ['价格', '多少钱', 'price', 'prices'],
          ['划词翻译', 'Selection Translator'],
        ],
        names: ['划词翻译', 'Selection Translator'],
      })
      serveSite(named)
      const first = async (query: string, url: string) =>
        (await api.search(query, { indexUrl: `/${url}`, limit: 8 })).results[0]?.url
      expect(await first('划词翻译多少钱', named.zh.root)).toBe('/docs/pricing')
      expect(await first('selection translator price', named.en.root)).toBe('/en/docs/pricing')
      const loaded = await loadIndex(new URL(`/${named.zh.root}`, ORIGIN))
      expect(
        planQuery(loaded.index, loaded.phrases, '划词翻译多少钱')
          .parts.filter((p) => p.stop)
          .map((p) => p.text),
      ).toEqual(['划词翻译'])
      // Alone, the name is what is searched for.
      expect(
        planQuery(loaded.index, loaded.phrases, '划词翻译').parts.filter((p) => p.stop),
      ).toEqual([])
      expect(
        (await api.search('划词翻译', { indexUrl: `/${named.zh.root}`, limit: 8 })).results.length,
      ).toBeGreaterThan(0)
    })

    it('rank docs before blog posts that hold as much of the query, and a post holding more above them', async () => {
      const news = buildSiteOf(
        [],
        [
          post('/en/blog/2024/key-news', 'Keys are back', 'The DeepL API key works again.'),
          page('/en/docs/deepl', 'DeepL', ['', '', 'Enter your DeepL API key in the settings.']),
          post(
            '/en/blog/2025/quota',
            'DeepL quota news',
            'DeepL API key quota doubled this month.',
          ),
          ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
            page(`/en/docs/filler-${n}`, `Filler ${n}`, ['', '', 'Nothing here.']),
          ),
        ],
      )
      serveSite(news)
      const found = (query: string) => pages(query, `/${news.en.root}`)
      // All three hold "deepl api key": the doc comes first, though a post's title or text is as strong.
      expect((await found('deepl api key'))[0]).toBe('/en/docs/deepl')
      // Only the second post holds "quota" as well.
      expect((await found('deepl key quota'))[0]).toBe('/en/blog/2025/quota')
      const root = JSON.parse(news.en.files.find((f) => f.name === news.en.root)!.content) as {
        posts?: number[]
      }
      expect(root.posts).toEqual([0, 1, 2, 3])
    })

    it('rank a post first when its title holds a query of three words or more word for word, and the docs only in their text', async () => {
      const news = buildSiteOf(
        [],
        [
          post(
            '/en/blog/2024/warning',
            'Chrome warns the extension may soon be unsupported',
            'Nothing changes for now.',
          ),
          // Enough docs hold the whole query for every-term matching to rank them alone.
          ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
            page(`/en/docs/log-${n}`, `Changelog ${n}`, [
              '',
              '',
              'Chrome warns that the extension may soon be unsupported.',
            ]),
          ),
        ],
      )
      serveSite(news)
      const found = (query: string) => pages(query, `/${news.en.root}`)
      expect((await found('extension soon unsupported '))[0]).toBe('/en/blog/2024/warning')
      // Two words are too few to be sure the reader quotes the post: the docs keep their place.
      expect((await found('soon unsupported '))[0]).not.toBe('/en/blog/2024/warning')
    })

    it('reject an index whose post ranges are malformed', async () => {
      const root = JSON.parse(site.en.files[0]!.content) as object
      for (const posts of [[1], [3, 2], [0, 1e9], ['a', 'b']]) {
        vi.stubGlobal(
          'fetch',
          async () =>
            new Response(JSON.stringify({ ...root, posts }), {
              headers: { 'content-type': 'application/json' },
            }),
        )
        await expect(createSearchApi().load(enUrl)).rejects.toThrow(/malformed post ranges/u)
      }
    })

    it('reject an index whose site names are not strings', async () => {
      const root = JSON.parse(site.en.files[0]!.content) as object
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(JSON.stringify({ ...root, names: [3] }), {
            headers: { 'content-type': 'application/json' },
          }),
      )
      await expect(api.load(enUrl)).rejects.toThrow(/malformed site names/u)
    })

    it('do not change what a query without them finds: those pages come first, in the same order', async () => {
      const exact = await pages('history synced')
      expect(exact.length).toBeGreaterThan(0)
      expect((await pages('why is my history synced')).slice(0, exact.length)).toEqual(exact)
    })
  })

  describe('pages holding part of the query', () => {
    it('are found when no page holds all of it: never empty when something matches', async () => {
      expect(await pages('history flashcards xylophone')).toContain('/en/docs/history')
      expect(await pages('翻译历史 离线 不存在的词', zhUrl)).toEqual(
        expect.arrayContaining(['/docs/history', '/docs/offline']),
      )
    })

    it('rank by how much of the query they hold first, then title before text, then score', async () => {
      // cards holds review and saved in its text; history holds only history, in its title.
      const found = await pages('review saved history')
      expect(found.indexOf('/en/docs/cards')).toBeLessThan(found.indexOf('/en/docs/history'))
      expect(found.indexOf('/en/docs/cards')).toBe(0)
    })

    it('need the words of a Chinese question, not the bigrams across them', async () => {
      // 翻译完能导出吗 reads 翻译/完/能/导出/吗: a page about exporting translations is meant, not one
      // that happens to say 翻译完 (译完 stands across two words).
      const own = buildSiteOf(
        [
          page('/docs/export', '导出收藏', ['', '', '翻译过的单词可以导出为文件。']),
          page('/docs/done', '翻译完成', ['', '', '翻译完成后会提示。']),
        ],
        [],
      )
      serveSite(own)
      const found = (
        await api.search('翻译完能导出吗', { indexUrl: `/${own.zh.root}`, limit: 8 })
      ).results.map((r) => r.url.replace(/#.*$/u, ''))
      expect(found[0]).toBe('/docs/export')
      const loaded = await loadIndex(new URL(`/${own.zh.root}`, ORIGIN))
      expect(
        planQuery(loaded.index, loaded.phrases, '翻译完能导出吗')
          .parts.filter((p) => !p.stop)
          .map((p) => p.text),
      ).toEqual(['翻译', '导出'])
    })

    it('keep the bigram of a last character still being typed: its word is not finished', async () => {
      const loaded = await loadIndex(new URL(zhUrl, ORIGIN))
      const needed = (query: string) =>
        planQuery(loaded.index, loaded.phrases, query)
          .parts.filter((p) => !p.stop)
          .map((p) => p.text)
      // 翻译历 is on its way to 翻译历史: 译历 still narrows it down; typed out and left, it does not.
      expect(needed('翻译历')).toEqual(['翻译', '译历'])
      expect(needed('翻译历 ')).toEqual(['翻译'])
      expect((await pages('翻译历', zhUrl))[0]).toBe('/docs/history')
    })

    it('count a word few pages hold for more than words many pages hold, and more in a title than in text', async () => {
      // Three pages hold the question's everyday words (pick, up, voice) in their text; one holds
      // only its one rare word, in its title: that is the page the reader means.
      const filler = (n: number) =>
        page(`/en/docs/other-${n}`, `Other ${n}`, ['', '', 'Nothing of the question here.'])
      const spoken = [
        page('/en/docs/microphone', 'Microphone translation', [
          '',
          '',
          'Allow access, then speak.',
        ]),
        ...[1, 2, 3].map((n) =>
          page(`/en/docs/everyday-${n}`, `Everyday ${n}`, [
            '',
            '',
            'Pick it up again, and choose a voice.',
          ]),
        ),
        ...[1, 2, 3, 4, 5, 6].map(filler),
      ]
      const own = buildSiteOf([], spoken)
      serveSite(own)
      const found = [
        ...new Set(
          (
            await api.search('why isnt the microphone picking up my voice', {
              indexUrl: `/${own.en.root}`,
              limit: 8,
            })
          ).results.map((r) => r.url.replace(/#.*$/u, '')),
        ),
      ]
      expect(found[0]).toBe('/en/docs/microphone')
      expect(found).toEqual(
        expect.arrayContaining([
          '/en/docs/everyday-1',
          '/en/docs/everyday-2',
          '/en/docs/everyday-3',
        ]),
      )
    })

    it("read a section under its page's title when the title holds a part few pages hold", async () => {
      // Many pages hold the whole query in their text. The DeepSeek page names the service in its
      // title and the API in a heading: its heading answers "deepseek api" as a heading naming both
      // would. "api" is on most pages: the API overview's title lends it to nothing.
      const services = [
        page(
          '/en/docs/deepseek',
          'DeepSeek',
          ['', '', 'A model service.'],
          ['#key', 'Get an API key', 'Create one in the console.'],
        ),
        page(
          '/en/docs/api-overview',
          'API overview',
          ['', '', 'What the services offer.'],
          ['#deepseek', 'DeepSeek', 'A model service.'],
        ),
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
          page(`/en/docs/notes-${n}`, `Service notes ${n}`, [
            '',
            '',
            'Services with an API like the DeepSeek one work here.',
          ]),
        ),
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) =>
          page(`/en/docs/service-${n}`, `Service ${n}`, [
            '',
            '',
            'Its API key goes in the settings.',
          ]),
        ),
      ]
      const own = buildSiteOf([], services)
      serveSite(own)
      const found = await pages('deepseek api', `/${own.en.root}`)
      expect(found[0]).toBe('/en/docs/deepseek')
      expect(found.indexOf('/en/docs/api-overview')).not.toBe(1)
      expect(found.slice(1, 3).every((p) => p.startsWith('/en/docs/notes-'))).toBe(true)
    })
  })

  describe('the glossary', () => {
    it("finds a page by a reader's word for what the page calls otherwise, in both directions", async () => {
      expect((await pages('hotkey'))[0]).toBe('/en/docs/shortcuts')
      expect((await pages('cost'))[0]).toBe('/en/docs/pricing')
      // 多少钱 finds the page that says 价格, and 价格 finds the page that says 多少钱.
      expect(await pages('多少钱', zhUrl)).toEqual(
        expect.arrayContaining(['/docs/pricing', '/docs/ask']),
      )
      expect(await pages('价格', zhUrl)).toEqual(
        expect.arrayContaining(['/docs/pricing', '/docs/ask']),
      )
      // Across languages: an entry in English finds the Chinese page.
      expect((await pages('word cards', zhUrl))[0]).toBe('/docs/cards')
    })

    it("ranks a title in the reader's own words above a title that holds only a synonym", async () => {
      const free = [
        page('/en/docs/keyless', 'Keyless mode', ['', '', 'The keyless mode is gone.']),
        page('/en/docs/free', 'Free services that work with no setup at all, in every browser', [
          '',
          '',
          'These need no setup.',
        ]),
      ]
      const other = buildSiteOf([], free, { glossary: [['free services', 'keyless mode']] })
      serveSite(other)
      const found = (
        await api.search('free services', { indexUrl: `/${other.en.root}`, limit: 8 })
      ).results.map((r) => r.url)
      expect([...new Set(found)]).toEqual(['/en/docs/free', '/en/docs/keyless'])
    })

    it('finds a synonym of several words in a title or heading, not as words scattered over a page text', async () => {
      const help = [
        page('/en/docs/custom', 'Custom sources', [
          '',
          '',
          'A custom source may support any language pair.',
        ]),
        page(
          '/en/docs/help',
          'Getting help',
          ['', '', 'Write to us.'],
          ['#customer-support', 'Customer support', 'Mail and forum.'],
        ),
        page('/en/docs/keys', 'Keys', ['', '', 'Ask customer support when a key fails.']),
      ]
      const other = buildSiteOf([], help, { glossary: [['feedback', 'customer support']] })
      serveSite(other)
      const found = (
        await api.search('feedback', { indexUrl: `/${other.en.root}`, limit: 8 })
      ).results.map((r) => r.url)
      // The heading names it; a page that says "custom" and "support" apart is not about it; nor,
      // by this rule, a text that quotes it (the index keeps no word positions to tell the two apart).
      expect([...new Set(found.map((url) => url.replace(/#.*$/u, '')))]).toEqual(['/en/docs/help'])
      // A Chinese synonym of one short word (two bigrams) still counts in a page text.
      serveSite(site)
      expect((await pages('word cards', zhUrl))[0]).toBe('/docs/cards')
    })

    it('lets a Chinese synonym of several words count in page text when no title or heading holds the part', async () => {
      const reading = [
        page('/docs/panel', '翻译面板', [
          '',
          '',
          '可以开启划词后自动朗读，口音和语速在设置页调整。',
        ]),
        page('/docs/other', '其他问题', ['', '', '自动保存设置。读出错误信息。']),
      ]
      const built = buildSiteOf(reading, [], {
        glossary: [['自动朗读', '自动读出来', 'read out automatically']],
      })
      serveSite(built)
      const zh = (
        await api.search('自动读出来', { indexUrl: `/${built.zh.root}`, limit: 8 })
      ).results.map((r) => r.url)
      expect(zh[0]).toBe('/docs/panel')
      // A heading that names it still keeps the text-only pages out.
      const headed = buildSiteOf(
        [
          ...reading,
          page('/docs/options', '设置页', ['', '', '外观。'], ['#auto', '自动朗读', '开关。']),
        ],
        [],
        { glossary: [['自动朗读', '自动读出来']] },
      )
      serveSite(headed)
      const pagesFound = (
        await api.search('自动读出来', { indexUrl: `/${headed.zh.root}`, limit: 8 })
      ).results.map((r) => r.url.replace(/#.*$/u, ''))
      expect([...new Set(pagesFound)]).toEqual(['/docs/options'])
    })

    it('opens the section that holds most of the query, not the one naming one part by many of its synonyms', async () => {
      const usage = buildSiteOf(
        [],
        [
          page(
            '/en/docs/package',
            'Packages',
            [
              '#prices',
              'Prices',
              'Each month gives a quota: call it credit or an allowance, it is one quota.',
            ],
            [
              '#usage',
              'Checking usage',
              'If the quota goes faster than you expect, look at the settings.',
            ],
          ),
        ],
        { glossary: [['quota', 'credit', 'allowance']] },
      )
      serveSite(usage)
      const [hit] = (
        await api.search('quota faster', { indexUrl: `/${usage.en.root}`, limit: 8 })
      ).results.filter((r) => r.type === DOC_TEXT)
      expect(hit).toMatchObject({
        url: '/en/docs/package#usage',
        document: { s: 'Checking usage' },
      })
      // One part alone: the section that says it most ways still comes first.
      const [one] = (
        await api.search('quota', { indexUrl: `/${usage.en.root}`, limit: 8 })
      ).results.filter((r) => r.type === DOC_TEXT)
      expect(one).toMatchObject({ url: '/en/docs/package#prices' })
    })

    it('marks the synonym in the result', async () => {
      const [hit] = (await ask('hotkey')).results
      expect(hit!.titleHtml).toBe('Keyboard <mark>shortcuts</mark>')
    })

    it('is read from the index, and a malformed one is refused', async () => {
      const root = JSON.parse(site.en.files[0]!.content) as { glossary?: unknown }
      // One string a group: a third fewer bytes than lists of quoted strings.
      expect(root.glossary).toEqual(glossary.map((group) => group.join('|')))
      for (const bad of [[['a', 'b']], ['a', 3], [`a|${'x'.repeat(201)}`]]) {
        const fetchSpy = serveSite(site)
        fetchSpy.mockResolvedValueOnce(
          new Response(JSON.stringify({ ...root, glossary: bad }), {
            headers: { 'content-type': 'application/json' },
          }),
        )
        await expect(api.load(enUrl)).rejects.toThrow(/malformed glossary/u)
      }
    })
  })

  describe('sidebar labels', () => {
    it('find a page by the shorter name the sidebar gives it, ranked as its title', async () => {
      const loading = [
        {
          ...page('/docs/loading', '翻译服务迟迟不出结果怎么办？', [
            '',
            '',
            '服务的结果区域一直转圈。',
          ]),
          label: '服务一直在加载',
        },
        page('/docs/other', '其他问题', ['', '', '某个服务一直在加载时，先看代理。']),
      ]
      const other = buildSiteOf(loading, [])
      serveSite(other)
      const [first] = (
        await api.search('服务一直在加载', { indexUrl: `/${other.zh.root}`, limit: 8 })
      ).results
      expect(first).toMatchObject({ url: '/docs/loading', type: 0 })
    })
  })

  describe('typos', () => {
    it('allow one edit in words of 4 to 7 letters and two in longer ones, none in shorter ones', async () => {
      expect((await pages('hsitory'))[0]).toBe('/en/docs/history')
      expect((await pages('scrrenshtt'))[0]).toBe('/en/docs/screenshot')
      expect(await pages('screenshtot')).toContain('/en/docs/screenshot')
      expect(await pages('hstry')).not.toContain('/en/docs/history')
      expect(await pages('vop')).toEqual([])
    })

    it('rank below the word as typed and below words that start with it', async () => {
      // "crad" is a word of one page and a typo of "card" for the others.
      const found = await pages('crad ')
      expect(found[0]).toBe('/en/docs/urls')
      expect(found).toContain('/en/docs/cards')
      // While typed, "capt" is the start of "capture", not a typo of anything else.
      expect((await pages('capt'))[0]).toBe('/en/docs/screenshot')
    })

    it('of a glossary word that no page holds find the pages of its synonyms', async () => {
      // No page says "hotkey"; the glossary maps it to "shortcut".
      expect((await pages('hotkye'))[0]).toBe('/en/docs/shortcuts')
      expect((await pages('change hotky'))[0]).toBe('/en/docs/shortcuts')
      // A word some page holds is not taken for a glossary word.
      expect(await pages('crad ')).not.toContain('/en/docs/pricing')
    })

    it('read two words the pages write as one as that word, and one word they write as two as both', async () => {
      const spaced = [
        page('/en/docs/shots', 'Screenshot translation', ['', '', 'Capture part of the screen.']),
        page('/en/docs/whole-page', 'Translate a web page', [
          '',
          '',
          'The whole web page is translated in place.',
        ]),
        page('/en/docs/siliconflow', 'SiliconFlow', ['', '', 'Models hosted by the service.']),
        page('/en/docs/other', 'Other things', [
          '',
          '',
          'A shot of something, and the flow of water.',
        ]),
      ]
      const own = buildSiteOf([], spaced)
      serveSite(own)
      const found = (query: string) => pages(query, `/${own.en.root}`)
      expect((await found('screen shot'))[0]).toBe('/en/docs/shots')
      expect((await found('webpage'))[0]).toBe('/en/docs/whole-page')
      // One of the two misspelt: the word they make, a typo away.
      expect((await found('sillicon flow'))[0]).toBe('/en/docs/siliconflow')
    })

    it('weigh a split of an unknown word as a guess when the word is also a typo, and find letters and digits written apart', async () => {
      const pagesOf = [
        page('/en/docs/firefox', 'Firefox differences', [
          '',
          '',
          'The Firefox edition runs an older build.',
        ]),
        page('/en/docs/errors', 'Common errors', [
          '',
          '',
          'Some requests fire twice; a fix is on its way.',
        ]),
        page('/en/docs/glm', 'Zhipu GLM', ['', '', 'Pick GLM-4 or GLM-4-Flash as the model.']),
        page('/en/docs/models', 'Models', [
          '',
          '',
          'Four models, from 4 providers, and the GLM family.',
        ]),
      ]
      const own = buildSiteOf([], pagesOf)
      serveSite(own)
      const found = (query: string) => pages(query, `/${own.en.root}`)
      // firefix is one edit from firefox, and fire + fix run together: neither reading is sure, and the title decides.
      expect((await found('firefix '))[0]).toBe('/en/docs/firefox')
      // gpt4, glm4: no page writes the word as typed; they write GLM-4.
      expect((await found('glm4 '))[0]).toBe('/en/docs/glm')
      expect(await found('glm4 ')).toContain('/en/docs/models')
    })

    it('read a misspelt word and the next as the glossary phrase they make, not the next word alone', async () => {
      // "keys" alone is an entry of the API-key group; "shortcut keys" of the shortcut group.
      const keys = [
        page('/en/docs/hotkeys', 'Keyboard shortcuts', [
          '',
          '',
          'Change a hotkey in the settings.',
        ]),
        page('/en/docs/api-keys', 'API keys', [
          '',
          '',
          'Paste your secret key here, and keep your keys safe.',
        ]),
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
          page(`/en/docs/service-${n}`, `Service ${n}`, [
            '',
            '',
            'Give the service a shortcut, then paste its API keys.',
          ]),
        ),
      ]
      const own = buildSiteOf([], keys, {
        glossary: [
          ['shortcut keys', 'hotkey', 'keyboard shortcuts'],
          ['api key', 'keys', 'secret key'],
        ],
      })
      serveSite(own)
      const found = async (query: string) =>
        (await api.search(query, { indexUrl: `/${own.en.root}`, limit: 8 })).results.map(
          (r) => r.url,
        )
      // A trailing space: "keys" is typed out, not the start of "keyboard".
      expect((await found('shorcut keys '))[0]).toBe('/en/docs/hotkeys')
      expect((await found('shortcut keys '))[0]).toBe('/en/docs/hotkeys')
      // A known word keeps its own reading.
      expect((await found('secret keys'))[0]).toBe('/en/docs/api-keys')
    })

    it("weigh a word no page holds as typed by its correction's place: in a title, as a title word", async () => {
      // Pages titled with "keys" that name OpenAI (the glossary's synonym of ChatGPT) in their text,
      // and the ChatGPT page, whose key is in a heading: "chatgtp key" means the ChatGPT page.
      const services = [
        page('/en/docs/chatgpt', 'ChatGPT', ['', '', 'Enter your ChatGPT key in the settings.']),
        ...[1, 2, 3].map((n) =>
          page(`/en/docs/keys-${n}`, `Keys ${n}`, [
            '',
            '',
            'OpenAI and other services give you one.',
          ]),
        ),
      ]
      const own = buildSiteOf([], services, { glossary: [['ChatGPT', 'OpenAI']] })
      serveSite(own)
      const found = (query: string) => pages(query, `/${own.en.root}`)
      expect((await found('chatgtp key '))[0]).toBe('/en/docs/chatgpt')
      // Typed right, the word weighs as it always did.
      expect((await found('chatgpt key '))[0]).toBe('/en/docs/chatgpt')
    })

    it('rank a query with a word no page holds as typed as they rank its correction, when enough pages hold the whole of that', async () => {
      const news = buildSiteOf(
        [],
        [
          post('/en/blog/2024/keyless', 'ChatGPT without a key', 'The keyless ChatGPT mode.'),
          page('/en/docs/chatgpt', 'ChatGPT', ['', '', 'Enter your ChatGPT key in the settings.']),
          ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
            page(`/en/docs/service-${n}`, `Service ${n}`, [
              '',
              '',
              'Its ChatGPT slot takes a key.',
            ]),
          ),
        ],
      )
      serveSite(news)
      const found = (query: string) => pages(query, `/${news.en.root}`)
      // Nine docs hold both words, so the docs come before the post; one typo does not turn that round.
      expect((await found('chatgpt key '))[0]).toBe('/en/docs/chatgpt')
      expect((await found('chatpgt key '))[0]).toBe('/en/docs/chatgpt')
      // "Did you mean" still counts the pages that need no correction.
      expect((await ask('chatpgt key ', `/${news.en.root}`, 8, { suggest: true })).suggestion).toBe(
        'chatgpt key ',
      )
    })

    it('read a Chinese character the index lacks, between two others, as the one character that fits both, or far more often than any other', async () => {
      const codes = [
        page('/docs/vc', '兑换码', ['', '', '在设置页输入兑换码。']),
        page('/docs/google', '谷歌翻译', ['', '', '谷歌翻译暂时不可用时换一个服务。']),
        page('/docs/other', '其他', ['', '', '用完了可以再买，用不了请反馈，到了期限自动停止。']),
      ]
      const own = buildSiteOf(codes, [])
      serveSite(own)
      const found = (query: string) => pages(query, `/${own.zh.root}`)
      // 奂 and 哥 are in no word of the index; 换 and 歌 are the only characters that fit.
      expect(await found('兑奂码')).toEqual(['/docs/vc'])
      expect((await found('谷哥翻译'))[0]).toBe('/docs/google')
      // 光 is in no word either, but several characters would fit (用不了, 用完了): nothing is guessed.
      const loaded = await loadIndex(new URL(`/${own.zh.root}`, ORIGIN))
      const guesses = (query: string) =>
        planQuery(loaded.index, loaded.phrases, query).parts.flatMap((p) =>
          p.alternatives.filter((a) => a.fuzzy).map((a) => a.slots.flat().join('')),
        )
      expect(guesses('兑奂码')).toEqual(['兑换', '换码'])
      expect(guesses('用光了')).toEqual([])
      // Two characters fit 搜_翻, but 狗 on four pages and 一 on one: 狗 is read.
      const names = buildSiteOf(
        [
          ...[1, 2, 3, 4].map((n) =>
            page(`/docs/sg-${n}`, `搜狗翻译 ${n}`, ['', '', '搜狗翻译的说明。']),
          ),
          page('/docs/misc', '杂项', ['', '', '先搜一下，再一翻就到了。']),
        ],
        [],
      )
      serveSite(names)
      const named = await loadIndex(new URL(`/${names.zh.root}`, ORIGIN))
      expect(
        planQuery(named.index, named.phrases, '搜苟翻译').parts.flatMap((p) =>
          p.alternatives.filter((a) => a.fuzzy).map((a) => a.slots.flat().join('')),
        ),
      ).toEqual(['搜狗', '狗翻'])
      serveSite(own)
      // The search page offers the query as the pages spell it.
      expect((await ask('兑奂码', `/${own.zh.root}`, 8, { suggest: true })).suggestion).toBe(
        '兑换码',
      )
      expect((await ask('兑换码', `/${own.zh.root}`, 8, { suggest: true })).suggestion).toBeNull()
    })

    it('offer "did you mean" when the corrected query finds much more, and not otherwise', async () => {
      expect((await ask('screnshot translation', enUrl, 8, { suggest: true })).suggestion).toBe(
        'screenshot translation',
      )
      expect(
        (await ask('screenshot translation', enUrl, 8, { suggest: true })).suggestion,
      ).toBeNull()
      expect((await ask('screnshot translation', enUrl, 8)).suggestion).toBeNull()
      // The word as typed is a word of one page: no correction is offered for it.
      expect((await ask('crad ', enUrl, 8, { suggest: true })).suggestion).toBeNull()
    })
  })

  describe('ties', () => {
    it("go to the page whose title holds the query's rarer word, not to lunr's score", async () => {
      // Eleven pages hold both words in their text; the FAQ says "shortcut" most and has it in its
      // title, the screenshot page has the rarer "screenshot" in its title.
      const pages8 = [
        page('/en/docs/shortcut-faq', 'Shortcut changes', [
          '',
          '',
          'A shortcut, any shortcut, even the screenshot shortcut: shortcut changes need a restart.',
        ]),
        page('/en/docs/screenshot', 'Screenshot', ['', '', 'Start it with its shortcut.']),
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
          page(`/en/docs/shortcut-${n}`, `Shortcut ${n}`, ['', '', 'A shortcut for a screenshot.']),
        ),
        // More pages say shortcut than screenshot: screenshot is the rarer word.
        ...[1, 2, 3, 4, 5, 6].map((n) =>
          page(`/en/docs/keys-${n}`, `Keys ${n}`, ['', '', 'A shortcut.']),
        ),
      ]
      const own = buildSiteOf([], pages8)
      serveSite(own)
      expect((await pages('screenshot shortcut ', `/${own.en.root}`))[0]).toBe(
        '/en/docs/screenshot',
      )
    })
  })

  describe('grouping', () => {
    it(`gives one page at most ${HITS_PER_PAGE} places while other pages match, and keeps its hits together`, async () => {
      const answer = await ask('sync', enUrl, 5)
      const urls = answer.results.map((r) => r.url.replace(/#.*$/u, ''))
      expect(urls.filter((u) => u === '/en/docs/sync')).toHaveLength(HITS_PER_PAGE)
      expect(new Set(urls).size).toBeGreaterThan(2)
      const first = urls.indexOf('/en/docs/sync')
      expect(urls.lastIndexOf('/en/docs/sync') - first).toBe(HITS_PER_PAGE - 1)
    })

    it('keeps the places shown the same when hits are ranked further for downloading ahead', async () => {
      const shown = (await ask('sync', enUrl, 5)).results.map((r) => r.url)
      api = createSearchApi({ prefetchResults: 16, prefetchAllPages: 0 })
      expect((await ask('sync', enUrl, 5)).results.map((r) => r.url)).toEqual(shown)
    })

    it('lets a page fill the places no other page wants', async () => {
      const urls = (await ask('sync favourites')).results.map((r) => r.url)
      expect(urls[0]).toBe('/en/docs/sync#sync-favourites')
      expect(urls.length).toBeGreaterThan(HITS_PER_PAGE)
    })
  })

  describe('the other language', () => {
    it('shows its best pages, with their locale, when this one has no good answer', async () => {
      await api.load(zhUrl)
      const answer = await ask('加载已解压的扩展程序', enUrl, 8, { otherIndexUrl: zhUrl })
      expect(answer.other?.locale).toBe('zh-Hans')
      expect(answer.other!.results[0]!.url).toBe('/docs/offline')
      // They hold more of the query than anything here: they come first.
      expect(answer.other!.first).toBe(true)
      await api.load(enUrl)
      const reverse = await ask('load unpacked', zhUrl, 8, { otherIndexUrl: enUrl })
      expect(reverse.other).toMatchObject({ locale: 'en', results: [{ url: '/en/docs/offline' }] })
    })

    it('stays away when this language answers well', async () => {
      await api.load(zhUrl)
      expect(
        (await ask('screenshot translation', enUrl, 8, { otherIndexUrl: zhUrl })).other,
      ).toBeNull()
      expect((await ask('离线安装', zhUrl, 8, { otherIndexUrl: enUrl })).other).toBeNull()
    })

    it('shares the places with it within the limit', async () => {
      await api.load(zhUrl)
      for (const limit of [2, 4, 8]) {
        const answer = await ask('history 加载已解压的扩展程序', enUrl, limit, {
          otherIndexUrl: zhUrl,
        })
        expect(answer.other!.results.length).toBeGreaterThan(0)
        expect(answer.results.length).toBeGreaterThan(0)
        expect(answer.results.length + answer.other!.results.length).toBeLessThanOrEqual(limit)
        // Coming first, they leave this language a few places, or what they do not fill.
        expect(answer.results.length).toBeLessThanOrEqual(
          Math.max(OTHER_LOCALE_MIN, limit - answer.other!.results.length),
        )
      }
    })

    it('says when it may help if not asked, and loads its index the first time it is asked', async () => {
      expect(await ask('加载已解压的扩展程序', enUrl, 8)).toMatchObject({
        other: null,
        otherWanted: true,
      })
      expect((await ask('screenshot translation', enUrl, 8)).otherWanted).toBe(false)
      const fetchSpy = serveSite(site)
      const asked = await ask('加载已解压的扩展程序', enUrl, 8, { otherIndexUrl: zhUrl })
      expect(fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain(zhUrl)
      expect(asked.otherWanted).toBe(false)
      expect(asked.other?.results[0]?.url).toBe('/docs/offline')
    })

    it("follows this language's results when these hold half the query or more, even if it holds all of it", async () => {
      // The English page holds deepl and api; the Chinese one all three parts, credit card by the glossary.
      const both = buildSiteOf(
        [page('/docs/deepl', 'DeepL API', ['', '', '申请 DeepL API 需要一张信用卡。'])],
        [page('/en/docs/deepl', 'DeepL API', ['', '', 'Apply for a DeepL API key on its site.'])],
        { glossary: [['信用卡', 'credit card']] },
      )
      serveSite(both)
      await api.load(`/${both.zh.root}`)
      const answer = await api.search('deepl api credit card', {
        indexUrl: `/${both.en.root}`,
        limit: 8,
        otherIndexUrl: `/${both.zh.root}`,
      })
      expect(answer.results[0]?.url).toBe('/en/docs/deepl')
      expect(answer.other?.results[0]?.url).toBe('/docs/deepl')
      expect(answer.other!.first).toBe(false)
    })

    it('does not lead with pages that look whole only because that index left out most of a Chinese question', async () => {
      // No Chinese page holds both words the reader means (翻译, 导出); one English page quotes
      // both. The English index holds none of the question's other bigrams and leaves them out,
      // the Chinese one leaves out fewer, so the English page looks like it holds the whole query.
      const mixed = buildSiteOf(
        [
          page('/docs/export', '导出', ['', '', '把收藏导出为文件。']),
          page('/docs/done', '翻译完成', ['', '', '翻译完成后会提示。']),
        ],
        [page('/en/docs/labels', 'Button labels', ['', '', 'The buttons read 翻译 and 导出.'])],
      )
      serveSite(mixed)
      await api.load(`/${mixed.en.root}`)
      const answer = await api.search('翻译完能导出吗', {
        indexUrl: `/${mixed.zh.root}`,
        limit: 8,
        otherIndexUrl: `/${mixed.en.root}`,
      })
      expect(answer.results.map((r) => r.url)).toEqual(
        expect.arrayContaining(['/docs/export', '/docs/done']),
      )
      expect(answer.other?.results[0]?.url).toBe('/en/docs/labels')
      expect(answer.other!.first).toBe(false)
    })
  })
})
