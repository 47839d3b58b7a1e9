import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  BlogArchiveData,
  BlogListData,
  BlogPostData,
  BlogTagsData,
  PageData,
} from '../../../../src/shared/content/types.ts'
import { buildSiteModel, type SiteModel } from '../../../../scripts/content/site-model.ts'
import { ContentError, formatProblem } from '../../../../scripts/lib/errors.ts'

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/content',
)

const of = <K extends PageData['kind']>(model: SiteModel, kind: K) =>
  model.pages.filter((p): p is Extract<PageData, { kind: K }> => p.kind === kind)

describe('scripts/content/blog-model', () => {
  describe('blog-basic (two posts per page)', () => {
    let model: SiteModel
    let lists: Map<string, BlogListData>
    beforeAll(async () => {
      model = await buildSiteModel(path.join(FIXTURES, 'blog-basic'))
      lists = new Map(of(model, 'blogList').map((p) => [p.path, p]))
    })
    const postPaths = (p: BlogListData | undefined) => p?.posts.map((s) => s.path)

    it('builds listed and unlisted posts, not drafts, with dates from the file name or the front matter', () => {
      const posts = of(model, 'blogPost').filter((p) => p.locale === 'zh-Hans')
      expect(posts.map((p) => [p.path, p.date, !!p.noindex])).toEqual([
        ['/blog/2025/06/14/same-day', '2025-06-14', false],
        ['/blog/2025/06/14/escaping', '2025-06-14', false],
        ['/blog/2024/05/18/birthday', '2024-05-18', false],
        ['/blog/2023/03/02/old-news', '2023-03-02', false],
        ['/blog/2022/01/01/hidden', '2022-01-01', true],
      ])
    })

    it('pages the list without a /page/1, with newer and older links, in both locales', () => {
      for (const prefix of ['', '/en']) {
        const first = lists.get(`${prefix}/blog`)
        const second = lists.get(`${prefix}/blog/page/2`)
        expect(postPaths(first)).toEqual([
          `${prefix}/blog/2025/06/14/same-day`,
          `${prefix}/blog/2025/06/14/escaping`,
        ])
        expect(postPaths(second)).toEqual([
          `${prefix}/blog/2024/05/18/birthday`,
          `${prefix}/blog/2023/03/02/old-news`,
        ])
        expect([first?.page, first?.pages, first?.newer, first?.older]).toEqual([
          1,
          2,
          null,
          `${prefix}/blog/page/2`,
        ])
        expect([second?.page, second?.newer, second?.older]).toEqual([2, `${prefix}/blog`, null])
      }
      expect([...lists.keys()].filter((p) => p.endsWith('/page/1'))).toEqual([])
      expect(lists.has('/blog/page/3')).toBe(false)
    })

    it('pages tag lists and builds aliases as duplicates that name the main tag as canonical', () => {
      expect(postPaths(lists.get('/blog/tags/announcements'))).toEqual([
        '/blog/2025/06/14/same-day',
        '/blog/2025/06/14/escaping',
      ])
      expect(postPaths(lists.get('/blog/tags/announcements/page/2'))).toEqual([
        '/blog/2023/03/02/old-news',
      ])
      expect(lists.get('/blog/tags/announcements')?.tag).toMatchObject({
        id: 'announcements',
        count: 3,
        allTagsPath: '/blog/tags',
      })
      for (const [alias, main] of [
        ['/blog/tags/bundles', '/blog/tags/packages'],
        ['/blog/tags/events', '/blog/tags/activities'],
        ['/en/blog/tags/bundles', '/en/blog/tags/packages'],
      ] as const) {
        expect(lists.get(alias)?.canonical).toBe(main)
        expect(postPaths(lists.get(alias))).toEqual(postPaths(lists.get(main)))
        expect(lists.get(main)?.canonical).toBeUndefined()
      }
    })

    it('lists every tag with its count on the tags page, and every listed post in the archive and sidebar', () => {
      const tags = of(model, 'blogTags').find((p) => p.locale === 'en') as BlogTagsData
      expect(tags.tags.map((t) => [t.id, t.label, t.count, t.path])).toEqual([
        ['announcements', 'Announcements', 3, '/en/blog/tags/announcements'],
        ['packages', 'Packages', 1, '/en/blog/tags/packages'],
        ['activities', 'Activities', 1, '/en/blog/tags/activities'],
      ])
      const archive = of(model, 'blogArchive').find(
        (p) => p.locale === 'zh-Hans',
      ) as BlogArchiveData
      expect(archive.years.map((y) => [y.year, y.posts.length])).toEqual([
        ['2025', 2],
        ['2024', 1],
        ['2023', 1],
      ])
      const post = of(model, 'blogPost').find(
        (p) => p.path === '/blog/2024/05/18/birthday',
      ) as BlogPostData
      expect(post.sidebar.years.flatMap((y) => y.posts.map((p) => p.path))).toEqual(
        archive.years.flatMap((y) => y.posts.map((p) => p.path)),
      )
      expect([post.newer?.path, post.older?.path]).toEqual([
        '/blog/2025/06/14/escaping',
        '/blog/2023/03/02/old-news',
      ])
    })

    it('feeds the listed posts of each locale, newest first', () => {
      expect(model.feeds.get('en')?.map((p) => p.path)).toEqual([
        '/en/blog/2025/06/14/same-day',
        '/en/blog/2025/06/14/escaping',
        '/en/blog/2024/05/18/birthday',
        '/en/blog/2023/03/02/old-news',
      ])
    })
  })

  describe('blog-missing-date', () => {
    it('fails the build on a post with no date in its file name or front matter, naming the file, place and fix', async () => {
      const root = path.join(FIXTURES, 'blog-missing-date')
      const error = await buildSiteModel(root).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ContentError)
      const problems = (error as ContentError).problems
      expect(problems).toHaveLength(1)
      const [problem] = problems
      expect(problem).toMatchObject({
        file: path.join(root, 'zh-Hans/blog/welcome.md'),
        line: 1,
        column: 1,
      })
      expect(problem?.hint).toMatch(/YYYY-MM-DD-<slug>\.md|date:/u)
      expect(formatProblem(problem!, root)).toMatchInlineSnapshot(`
        "zh-Hans/blog/welcome.md:1:1 blog post "welcome.md" has no date
            hint: name the file YYYY-MM-DD-<slug>.md (e.g. 2025-06-14-deepl-builtin-errors.md) or add \`date: 2025-06-14\` to its front matter"
      `)
    })
  })
})
