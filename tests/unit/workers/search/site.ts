import { vi } from 'vitest'
import { buildSearchIndex, type SearchIndexBuild } from '../../../../scripts/search/build-index.ts'
import { fakeDataChunks } from '../../../../scripts/search/data-chunks.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'

/** A small docs site in both locales, written so each test knows what should match. */
export const zhPages: SearchSource[] = [
  {
    path: '/docs/selection',
    title: '划词翻译入门',
    crumbs: ['入门'],
    sections: [
      { hash: '', title: '', text: '选中网页上的文字，就会弹出划词翻译的小窗口。' },
      {
        hash: '#settings',
        title: '翻译设置',
        text: '在翻译设置中，你可以选择默认的翻译服务，例如谷歌翻译和 DeepL。',
      },
      { hash: '#shortcut', title: '快捷键', text: '按 Ctrl+K 打开搜索，按 Alt+Q 翻译选中的文字。' },
    ],
  },
  {
    path: '/docs/faqs/deepl-limit',
    title: 'DeepL 报错与限制',
    crumbs: ['常见问题'],
    sections: [
      { hash: '', title: '', text: 'DeepL（内置）有时会被限流。' },
      { hash: '#fix', title: '解决方法', text: '改用 DeepL API，填写你自己的 API key。' },
    ],
  },
  {
    path: '/docs/dev',
    title: '开发者说明',
    crumbs: ['参考'],
    sections: [
      { hash: '', title: '', text: '本扩展使用 Node.js 与 C++ 工具链构建，当前版本 v11.6.0。' },
      {
        hash: '#compat',
        title: '兼容接口',
        text: '选择 openai-compatibilty 类型的服务，即可接入任何兼容接口。',
      },
    ],
  },
  {
    path: '/docs/xss',
    title: '安全 <script>alert(1)</script>',
    crumbs: ['参考'],
    sections: [{ hash: '', title: '', text: '示例：<img src=x onerror=alert(1)> 不会被执行。' }],
  },
]

export const enPages: SearchSource[] = [
  {
    path: '/en/docs/selection',
    title: 'Translate a selection',
    crumbs: ['Getting started'],
    sections: [
      {
        hash: '',
        title: '',
        text: 'Select text on any page and Selection Translator shows a small window with the translation.',
      },
      {
        hash: '#settings',
        title: 'Translation settings',
        text: 'In the translation settings you choose the default service, such as Google Translate or DeepL.',
      },
      {
        hash: '#shortcut',
        title: 'Keyboard shortcuts',
        text: 'Press Ctrl+K to open search. Press Alt+Q to translate the selected text.',
      },
    ],
  },
  {
    path: '/en/docs/faqs/deepl-limit',
    title: 'DeepL errors and limits',
    crumbs: ['FAQ'],
    sections: [
      {
        hash: '',
        title: '',
        text: 'The built-in DeepL is sometimes rate limited when you translate long pages.',
      },
      {
        hash: '#fix',
        title: 'How to fix it',
        text: 'Switch to the DeepL API and paste your own API key.',
      },
    ],
  },
  {
    path: '/en/docs/dev',
    title: 'Developer notes',
    crumbs: ['Reference'],
    sections: [
      {
        hash: '',
        title: '',
        text: 'Built with Node.js and a C++ toolchain; the current version is v11.6.0.',
      },
      {
        hash: '#compat',
        title: 'Compatible endpoints',
        text: 'Pick the openai-compatibilty service type to use any compatible endpoint.',
      },
    ],
  },
  {
    path: '/en/docs/xss',
    title: 'Security <script>alert(1)</script>',
    crumbs: ['Reference'],
    sections: [
      {
        hash: '',
        title: '',
        text: 'Example: <img src=x onerror=alert(1)> is never run & "quotes" stay text.',
      },
    ],
  },
  {
    path: '/en/docs/settings-page',
    title: 'Settings page',
    crumbs: ['Guides'],
    sections: [
      { hash: '', title: '', text: 'Open the options from the toolbar icon.' },
      { hash: '#sync', title: 'Sync', text: 'Your choices sync across browsers when you sign in.' },
    ],
  },
]

/** Deterministic pseudo-random numbers (mulberry32), so generated pages and queries repeat. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HANZI =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞'
const WORDS =
  'translate selection window service setting shortcut page text browser extension history screenshot speech reader account member sync export import language detect result panel button menu option theme dictionary phrase sentence paragraph error limit quota network proxy'.split(
    ' ',
  )

/** `count` generated pages per locale, for fuzzing and large-limit tests. */
export function generatedPages(locale: 'zh-Hans' | 'en', count: number, seed = 1): SearchSource[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[] | string) => list[Math.floor(next() * list.length)]!
  const zh = (n: number) => Array.from({ length: n }, () => pick(HANZI)).join('')
  const en = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ')
  const text = (n: number) => (locale === 'en' ? `${en(n)}.` : `${zh(n)}，${en(2)} ${zh(n)}。`)
  return Array.from({ length: count }, (_, i) => ({
    path: `${locale === 'en' ? '/en' : ''}/docs/generated/p${i}`,
    title: locale === 'en' ? `${en(3)} ${i}` : zh(6),
    crumbs: [locale === 'en' ? 'Generated' : '生成'],
    sections: [
      { hash: '', title: '', text: text(40) },
      { hash: '#a', title: locale === 'en' ? en(2) : zh(4), text: text(60) },
      { hash: '#b', title: locale === 'en' ? en(2) : zh(4), text: text(30) },
    ],
  }))
}

export const ORIGIN = 'https://docs.example'

/** A test site: both locales' indexes and the pages' data chunks (path under the site root → content). */
export interface TestSite {
  zh: SearchIndexBuild
  en: SearchIndexBuild
  chunks: ReadonlyMap<string, string>
}

/**
 * Both locales built once per test file, with a data chunk per page (see fakeDataChunks). Without
 * `texts` the indexes name no texts file, so snippets come from the data chunks.
 */
export function buildSite(extra = 0, { texts = false }: { texts?: boolean } = {}): TestSite {
  return buildSiteOf(
    [...zhPages, ...generatedPages('zh-Hans', extra)],
    [...enPages, ...generatedPages('en', extra)],
    { texts },
  )
}

/** A test site of the given pages in both locales, with a glossary and site names if given (see buildSite). */
export function buildSiteOf(
  zh: SearchSource[],
  en: SearchSource[],
  {
    texts = false,
    glossary,
    names,
  }: { texts?: boolean; glossary?: string[][]; names?: string[] } = {},
): TestSite {
  const chunks = fakeDataChunks([...zh, ...en])
  const options = {
    ...(texts ? {} : { textsMaxGzipBytes: 0 }),
    ...(glossary ? { glossary } : {}),
    ...(names ? { names } : {}),
  }
  return {
    zh: buildSearchIndex(zh, 'zh-Hans', chunks.chunkOf, options),
    en: buildSearchIndex(en, 'en', chunks.chunkOf, options),
    chunks: chunks.files,
  }
}

/** The file a test site serves at `pathname`, with its content type. */
export function siteFile(
  site: TestSite,
  pathname: string,
): { content: string; type: string } | undefined {
  const index = [...site.zh.files, ...site.en.files].find((f) => `/${f.name}` === pathname)
  if (index) return { content: index.content, type: 'application/json' }
  const chunk = site.chunks.get(pathname.slice(1))
  return chunk === undefined ? undefined : { content: chunk, type: 'text/javascript' }
}

/** The site's files served as a same-origin static host would (see serveSite). */
export function siteResponse(site: TestSite, input: RequestInfo | URL): Response {
  const file = siteFile(site, new URL(String(input)).pathname)
  if (file === undefined)
    return new Response('<!doctype html><html><body>app</body></html>', {
      headers: { 'content-type': 'text/html' },
    })
  return new Response(file.content, { headers: { 'content-type': file.type } })
}

/**
 * Serves a site as a same-origin static host would: search files as JSON, data chunks as
 * JavaScript, and for an unknown path the SPA fallback (index.html with status 200). Returns the
 * fetch spy.
 */
export function serveSite(site: TestSite) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL) => siteResponse(site, input))
  vi.stubGlobal('self', { location: new URL('/docs/some/page', ORIGIN) })
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

/** Every tag in `html` is `<mark>` or `</mark>`. */
export function onlyMarkTags(html: string): boolean {
  return (html.match(/<[^>]*>/g) ?? []).every((tag) => tag === '<mark>' || tag === '</mark>')
}
