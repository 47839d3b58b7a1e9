import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSiteModel, type SiteModel } from '../../../../scripts/content/site-model.ts'
import { feedFiles } from '../../../../scripts/emit/feeds.ts'
import { checkAtom, checkJsonFeed, checkRss, type FeedSummary } from './support/feed-checks.ts'

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/content/blog-basic',
)
const ORIGIN = 'https://example.org'

const CHECKS = { 'rss.xml': checkRss, 'atom.xml': checkAtom, 'feed.json': checkJsonFeed } as const
type FeedName = keyof typeof CHECKS

describe('scripts/emit/feeds', () => {
  // The fixture is built under a base URL, so every absolute URL must carry it.
  let model: SiteModel
  let files: Map<string, string>
  const read = (locale: '' | 'en/', name: FeedName): FeedSummary =>
    CHECKS[name](files.get(`${locale}blog/${name}`) ?? '')
  beforeAll(async () => {
    model = await buildSiteModel(FIXTURE, { overrides: { baseUrl: '/sub/' } })
    files = feedFiles(model)
  })

  it('writes RSS, Atom and JSON Feed for each locale, English under /en/', () => {
    expect([...files.keys()].sort()).toEqual([
      'blog/atom.xml',
      'blog/feed.json',
      'blog/rss.xml',
      'en/blog/atom.xml',
      'en/blog/feed.json',
      'en/blog/rss.xml',
    ])
  })

  describe.each(['rss.xml', 'atom.xml', 'feed.json'] as const)('%s', (name) => {
    it.each(['', 'en/'] as const)('parses and validates (locale prefix "%s")', (locale) => {
      const feed = read(locale, name)
      expect(feed.problems).toEqual([])
      const blog = `${ORIGIN}/sub/${locale}blog`
      expect(feed.homeUrl).toBe(blog)
      expect(feed.selfUrl).toBe(`${blog}/${name}`)
      expect(feed.language).toBe(locale ? 'en' : 'zh-Hans')
      expect(feed.title).toBe(locale ? 'News | Test Site' : '公告 | 测试站点')
    })

    it('holds every listed post, newest first, with the post URL as its unique id', () => {
      const feed = read('en/', name)
      const expected = model.feeds.get('en')!.map((p) => `${ORIGIN}/sub${p.path}`)
      expect(feed.items.map((i) => i.id)).toEqual(expected)
      expect(feed.items.map((i) => i.url)).toEqual(expected)
      expect(expected).toEqual([
        `${ORIGIN}/sub/en/blog/2025/06/14/same-day`,
        `${ORIGIN}/sub/en/blog/2025/06/14/escaping`,
        `${ORIGIN}/sub/en/blog/2024/05/18/birthday`,
        `${ORIGIN}/sub/en/blog/2023/03/02/old-news`,
      ])
    })

    it('reads titles with <, & and ]]> back exactly', () => {
      expect(read('', name).items[1]?.title).toBe('Q&A: <kbd> 与 "引号" ]]> 的转义')
      expect(read('en/', name).items[1]?.title).toBe('Q&A: escaping <kbd>, "quotes" & ]]>')
    })

    it('carries the full post HTML with absolute links, and authors and tags', () => {
      const post = read('en/', name).items[1]!
      expect(post.html).toContain(`<a href="${ORIGIN}/sub/en/docs/faqs/">FAQ</a>`)
      expect(post.html).toContain(`<a href="${ORIGIN}/sub/en/docs/log">log</a>`)
      expect(post.html).toContain(`<a href="${ORIGIN}/sub/en/blog/2025/06/14/escaping#part">up</a>`)
      // The code block after the excerpt marker, with its "]]>", survives whole.
      expect(post.html).toContain('if (a ]]> b &#x26;&#x26; c &#x3C; d)')
      expect(post.html).not.toMatch(/<!--|hash-link|copy-code/u)
      expect(post.authors).toEqual(['Alice'])
      expect(post.categories).toEqual(['Announcements'])
      expect(read('', name).items[2]).toMatchObject({
        authors: ['爱丽丝', '鲍勃'],
        categories: ['活动'],
      })
    })
  })

  it('dates RSS items in RFC 822 and Atom and JSON Feed items in RFC 3339, from the post day', () => {
    expect(read('', 'rss.xml').items.map((i) => i.date)).toEqual([
      'Sat, 14 Jun 2025 00:00:00 GMT',
      'Sat, 14 Jun 2025 00:00:00 GMT',
      'Sat, 18 May 2024 00:00:00 GMT',
      'Thu, 02 Mar 2023 00:00:00 GMT',
    ])
    for (const name of ['atom.xml', 'feed.json'] as const) {
      expect(read('', name).items.map((i) => i.date)).toEqual([
        '2025-06-14T00:00:00Z',
        '2025-06-14T00:00:00Z',
        '2024-05-18T00:00:00Z',
        '2023-03-02T00:00:00Z',
      ])
    }
    expect(files.get('blog/atom.xml')).toContain('<updated>2025-06-14T00:00:00Z</updated>')
    expect(files.get('blog/rss.xml')).toContain(
      '<lastBuildDate>Sat, 14 Jun 2025 00:00:00 GMT</lastBuildDate>',
    )
  })

  it('escapes titles and summaries in XML rather than passing markup through', () => {
    const rss = files.get('en/blog/rss.xml')!
    expect(rss).toContain(
      '<title>Q&amp;A: escaping &lt;kbd&gt;, &quot;quotes&quot; &amp; ]]&gt;</title>',
    )
    expect(rss).toContain(
      '<description>A title with &lt;, &amp; and ]]&gt;, a body with links and code.</description>',
    )
    expect(files.get('blog/atom.xml')).toContain(
      '<title type="text">Q&amp;A: &lt;kbd&gt; 与 &quot;引号&quot; ]]&gt; 的转义</title>',
    )
  })

  it('takes a summary from the text when a post has no description', () => {
    const json = JSON.parse(files.get('en/blog/feed.json')!) as { items: { summary?: string }[] }
    expect(json.items[0]?.summary).toBe(
      'A post without a description; its summary comes from the text.',
    )
  })

  it('writes valid, empty feeds for a blog without posts', () => {
    const empty: SiteModel = { ...model, feeds: new Map() }
    const out = feedFiles(empty, () => new Date('2025-07-01T12:34:56.789Z'))
    for (const [file, text] of out) {
      const feed = CHECKS[path.basename(file) as FeedName](text)
      expect(feed.problems, file).toEqual([])
      expect(feed.items).toEqual([])
    }
    expect(out.get('blog/atom.xml')).toContain('<updated>2025-07-01T12:34:56Z</updated>')
  })

  it('dates an empty Atom feed by the newest doc of its locale, so a rebuild gives the same bytes', () => {
    const empty: SiteModel = { ...model, feeds: new Map() }
    const newest = model.pages
      .filter((p) => p.locale === 'en' && p.kind === 'doc')
      .reduce(
        (max, p) =>
          p.kind === 'doc' && p.lastUpdated && p.lastUpdated.iso > max ? p.lastUpdated.iso : max,
        '',
      )
    expect(newest).not.toBe('')
    const atom = feedFiles(empty).get('en/blog/atom.xml')!
    expect(atom).toContain(`<updated>${newest.slice(0, 19)}Z</updated>`)
    expect(feedFiles(empty).get('en/blog/atom.xml')).toBe(atom)
  })

  it('uses the site origin without a base when the site lives at /', async () => {
    const root = feedFiles(await buildSiteModel(FIXTURE))
    const feed = checkRss(root.get('blog/rss.xml')!)
    expect(feed.problems).toEqual([])
    expect(feed.items[0]?.id).toBe(`${ORIGIN}/blog/2025/06/14/same-day`)
    expect(feed.items[1]?.html).toContain(`<a href="${ORIGIN}/docs/faqs/">`)
  })

  it('follows the trailing-slash setting in the home link and post URLs', async () => {
    const slashed = feedFiles(await buildSiteModel(FIXTURE, { overrides: { trailingSlash: true } }))
    const feed = checkAtom(slashed.get('en/blog/atom.xml')!)
    expect(feed.problems).toEqual([])
    expect(feed.homeUrl).toBe(`${ORIGIN}/en/blog/`)
    expect(feed.selfUrl).toBe(`${ORIGIN}/en/blog/atom.xml`)
    expect(feed.items[0]?.id).toBe(`${ORIGIN}/en/blog/2025/06/14/same-day/`)
  })
})
