import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { parse as parseYaml } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siteConfig from '../../content/site.config.ts'
import { ROOT } from '../../scripts/site-build.ts'
import {
  checkAtom,
  checkJsonFeed,
  checkRss,
  type FeedSummary,
} from '../unit/scripts/emit/support/feed-checks.ts'
import { collectProblems, launchContext, site, subSite, waitForHydration } from './setup/browser.ts'

/**
 * The blog in the browser, in both locales: list pages and their pagination, opening every post from
 * its list, tag pages and their aliases, the archive, the tags page, and the feeds. The expected posts
 * are read straight from content/, independently of the build.
 */

const PER_PAGE = 10
const CONTENT = path.join(ROOT, 'content')

interface ExpectedPost {
  path: string
  title: string
  date: string
  tags: string[]
}

/** Listed posts of a locale, newest first and later file names first on the same day. */
function contentPosts(locale: 'zh-Hans' | 'en'): ExpectedPost[] {
  const dir = path.join(CONTENT, locale, 'blog')
  const prefix = locale === 'en' ? '/en' : ''
  const posts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const fm = parseYaml(
        fs.readFileSync(path.join(dir, file), 'utf8').split(/^---$/mu)[1] ?? '',
      ) as {
        title: string
        date?: Date | string
        slug?: string
        tags?: string[]
        draft?: boolean
        unlisted?: boolean
      }
      const m = /^(\d{4}-\d{2}-\d{2})-(.+)\.md$/u.exec(file)!
      const date =
        fm.date instanceof Date
          ? fm.date.toISOString().slice(0, 10)
          : (fm.date?.slice(0, 10) ?? m[1]!)
      return {
        file,
        fm,
        post: {
          path: `${prefix}/blog/${date.replaceAll('-', '/')}/${fm.slug ?? m[2]!}`,
          title: fm.title,
          date,
          tags: fm.tags ?? [],
        },
      }
    })
    .filter((p) => !p.fm.draft && !p.fm.unlisted)
  posts.sort((a, b) => b.post.date.localeCompare(a.post.date) || b.file.localeCompare(a.file))
  return posts.map((p) => p.post)
}

const tagsYaml = parseYaml(fs.readFileSync(path.join(CONTENT, 'tags.yml'), 'utf8')) as Record<
  string,
  { label: Record<string, string>; aliases?: string[] }
>

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PER_PAGE) }, (_, i) =>
    items.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
  )
const pagePath = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`)

const LOCALES = [
  { locale: 'zh-Hans', prefix: '', sidebar: '博文列表', newer: '较新的博文', older: '较旧的博文' },
  {
    locale: 'en',
    prefix: '/en',
    sidebar: 'Blog posts',
    newer: 'Newer Entries',
    older: 'Older Entries',
  },
] as const

/** Paths the list entries of the current page link to, in order (`main article` > `h2` > `a`). */
function listedPaths(page: Page): Promise<string[]> {
  return page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
}

describe.each(LOCALES)('blog ($locale)', ({ locale, prefix, sidebar, newer, older }) => {
  const posts = contentPosts(locale)
  const blog = `${prefix}/blog`
  let context: BrowserContext & { cleanup: () => Promise<void> }
  let page: Page
  let problems: string[]
  beforeAll(async () => {
    context = await launchContext({ serviceWorkers: 'block' })
    page = await context.newPage()
    problems = collectProblems(page)
  })
  afterAll(async () => context.cleanup())

  it('has the posts the spec expects in content/ (about 30, three list pages, announcements over three pages)', () => {
    expect(posts.length).toBeGreaterThan(20)
    expect(posts.length).toBeLessThanOrEqual(30)
    expect(posts.filter((p) => p.tags.includes('announcements')).length).toBeGreaterThan(20)
  })

  it('shows 10, 10 and the rest of the posts on /blog, /blog/page/2 and /blog/page/3, newest first', async () => {
    const pages = chunks(posts)
    expect(pages).toHaveLength(3)
    for (const [i, expected] of pages.entries()) {
      const url = pagePath(blog, i + 1)
      const res = await page.goto(site(url))
      expect(res?.status(), url).toBe(200)
      await waitForHydration(page)
      expect(await page.locator('main article').count(), url).toBe(expected.length)
      expect(await listedPaths(page), url).toEqual(expected.map((p) => p.path))
      expect(await page.locator('main article h2').allTextContents(), url).toEqual(
        expected.map((p) => p.title),
      )
    }
    expect(problems).toEqual([])
  })

  it('links the list pages with newer and older entries', async () => {
    const link = (text: string) => page.locator('main a', { hasText: text })
    await page.goto(site(blog))
    await waitForHydration(page)
    expect(await link(newer).count()).toBe(0)
    expect(await link(older).getAttribute('href')).toBe(`${blog}/page/2`)
    await link(older).click()
    await page.waitForURL(site(`${blog}/page/2`))
    expect(await link(newer).getAttribute('href')).toBe(blog)
    expect(await link(older).getAttribute('href')).toBe(`${blog}/page/3`)
    await link(older).click()
    await page.waitForURL(site(`${blog}/page/3`))
    // Page 2 and page 3 may hold as many posts: wait for page 3's own link back before looking.
    await expect.poll(() => link(newer).getAttribute('href')).toBe(`${blog}/page/2`)
    await expect.poll(() => page.locator('main article').count()).toBe(posts.length - 2 * PER_PAGE)
    expect(await link(older).count()).toBe(0)
  })

  it('opens each post from its list without a full page load, and marks it in the blog sidebar', async () => {
    const failures: string[] = []
    for (const [i, expected] of chunks(posts).entries()) {
      for (const post of expected) {
        await page.goto(site(pagePath(blog, i + 1)))
        await waitForHydration(page)
        await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
        const link = page.locator('main article h2 a', { hasText: post.title }).first()
        if (!(await link.count())) {
          failures.push(`${post.path}: no list entry on ${pagePath(blog, i + 1)}`)
          continue
        }
        await link.click()
        await page.waitForURL(site(post.path))
        await expect.poll(() => page.locator('h1').first().textContent()).toBe(post.title)
        if ((await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)) !== 1)
          failures.push(`${post.path}: full page load`)
        const current = page.locator(`nav[aria-label="${sidebar}"] a[aria-current="page"]`)
        const hrefs = await current.evaluateAll((links) =>
          links.map((a) => (a as HTMLAnchorElement).pathname),
        )
        if (hrefs.length !== 1 || hrefs[0] !== post.path)
          failures.push(`${post.path}: sidebar marks ${JSON.stringify(hrefs)}`)
      }
    }
    expect(failures).toEqual([])
    expect(problems).toEqual([])
  }, 240_000)

  it('lists every post in the blog sidebar, by year', async () => {
    await page.goto(site(posts[0]!.path))
    await waitForHydration(page)
    const hrefs = await page
      .locator(`nav[aria-label="${sidebar}"] a`)
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
    expect(hrefs).toEqual(posts.map((p) => p.path))
    for (const year of new Set(posts.map((p) => p.date.slice(0, 4))))
      await expect
        .poll(() => page.locator(`nav[aria-label="${sidebar}"]`).textContent())
        .toContain(year)
  })

  it('pages every tag by 10, with /blog/tags/announcements/page/2 and /page/3', async () => {
    for (const id of Object.keys(tagsYaml)) {
      const tagged = chunks(posts.filter((p) => p.tags.includes(id)))
      for (const [i, expected] of tagged.entries()) {
        const url = pagePath(`${blog}/tags/${id}`, i + 1)
        const res = await page.goto(site(url))
        expect(res?.status(), url).toBe(200)
        await waitForHydration(page)
        expect(await listedPaths(page), url).toEqual(expected.map((p) => p.path))
      }
      if (id === 'announcements') expect(tagged).toHaveLength(3)
    }
  })

  it('answers /blog/page/1, /blog/page/4 and pages past the end of a tag with 404', async () => {
    const pages = chunks(posts.filter((p) => p.tags.includes('announcements'))).length
    for (const url of [
      `${blog}/page/1`,
      `${blog}/page/4`,
      `${blog}/tags/announcements/page/1`,
      `${blog}/tags/announcements/page/${pages + 1}`,
    ]) {
      const res = await page.goto(site(url))
      expect(res?.status(), url).toBe(404)
    }
  })

  it('lists every post in the archive', async () => {
    const res = await page.goto(site(`${blog}/archive`))
    expect(res?.status()).toBe(200)
    await waitForHydration(page)
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
    expect(hrefs.filter((h) => /\/blog\/\d{4}\//u.test(h))).toEqual(posts.map((p) => p.path))
    const text = (await page.locator('main').textContent()) ?? ''
    for (const p of posts) expect(text).toContain(p.title)
  })

  it('lists every tag with its post count on the tags page', async () => {
    const res = await page.goto(site(`${blog}/tags`))
    expect(res?.status()).toBe(200)
    await waitForHydration(page)
    for (const [id, tag] of Object.entries(tagsYaml)) {
      const count = posts.filter((p) => p.tags.includes(id)).length
      if (!count) continue
      const link = page.locator(`main a[href="${blog}/tags/${id}"]`)
      expect(await link.count(), id).toBe(1)
      const text = (await link.textContent()) ?? ''
      expect(text, id).toContain(tag.label[locale])
      expect(text.replace(tag.label[locale]!, ''), id).toMatch(
        new RegExp(`(^|\\D)${count}(\\D|$)`, 'u'),
      )
    }
  })

  it('shows the same list under an alias tag, with a canonical link to the main tag', async () => {
    const aliases = Object.entries(tagsYaml).flatMap(([id, tag]) =>
      (tag.aliases ?? []).map((alias) => [alias, id] as const),
    )
    expect(aliases.map(([a]) => a).sort()).toEqual(['bundles', 'events'])
    for (const [alias, id] of aliases) {
      await page.goto(site(`${blog}/tags/${id}`))
      const main = await listedPaths(page)
      const res = await page.goto(site(`${blog}/tags/${alias}`))
      expect(res?.status(), alias).toBe(200)
      await waitForHydration(page)
      expect(await listedPaths(page), alias).toEqual(main)
      expect(main.length, alias).toBeGreaterThan(0)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), alias).toBe(
        `${siteConfig.url}${blog}/tags/${id}`,
      )
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), alias).toMatch(
        /noindex/u,
      )
    }
  })

  describe('feeds', () => {
    const FEEDS = [
      ['rss.xml', 'application/rss+xml', checkRss],
      ['atom.xml', 'application/atom+xml', checkAtom],
      ['feed.json', 'application/feed+json', checkJsonFeed],
    ] as const

    it.each(FEEDS)(
      '%s holds every post, newest first, with unique ids, valid dates and absolute URLs',
      async (file, _type, check) => {
        const res = await fetch(site(`${blog}/${file}`))
        expect(res.status).toBe(200)
        const text = await res.text()
        const feed: FeedSummary = check(text)
        expect(feed.problems).toEqual([])
        expect(feed.items.map((i) => i.id)).toEqual(posts.map((p) => `${siteConfig.url}${p.path}`))
        expect(feed.items.map((i) => i.title)).toEqual(posts.map((p) => p.title))
        expect(feed.homeUrl).toBe(`${siteConfig.url}${blog}`)
        expect(feed.language).toBe(locale)
        for (const item of feed.items) expect(item.html.length, item.id).toBeGreaterThan(200)
        if (file !== 'feed.json') {
          // Chromium's own XML parser agrees that the feed is well-formed.
          await page.goto(site(blog))
          const error = await page.evaluate(
            (xml) =>
              new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror')
                ?.textContent ?? null,
            text,
          )
          expect(error).toBeNull()
        }
      },
    )

    it('is linked from the head of every kind of blog page', async () => {
      for (const url of [
        blog,
        `${blog}/page/2`,
        posts[0]!.path,
        `${blog}/tags`,
        `${blog}/tags/announcements`,
        `${blog}/archive`,
      ]) {
        await page.goto(site(url))
        for (const [file, type] of FEEDS) {
          const href = await page
            .locator(`head link[rel="alternate"][type="${type}"]`)
            .getAttribute('href')
          expect(href, `${url} ${type}`).toBe(`${blog}/${file}`)
        }
      }
      for (const [file] of FEEDS) {
        const res = await fetch(site(`${blog}/${file}`))
        expect(res.status, file).toBe(200)
        expect(res.headers.get('content-type'), file).toMatch(
          file.endsWith('.json') ? /json/u : /xml/u,
        )
      }
    })

    it('uses the base URL in links and URLs when the site lives under /sub/', async () => {
      await page.goto(subSite(blog))
      expect(
        await page
          .locator('head link[rel="alternate"][type="application/rss+xml"]')
          .getAttribute('href'),
      ).toBe(`/sub${blog}/rss.xml`)
      const res = await fetch(subSite(`${blog}/atom.xml`))
      expect(res.status).toBe(200)
      const feed = checkAtom(await res.text())
      expect(feed.problems).toEqual([])
      expect(feed.selfUrl).toBe(`${siteConfig.url}/sub${blog}/atom.xml`)
      expect(feed.items.map((i) => i.id)).toEqual(
        posts.map((p) => `${siteConfig.url}/sub${p.path}`),
      )
      const hrefs = feed.items
        .flatMap((i) => [...i.html.matchAll(/href="([^"]*)"/gu)].map((m) => m[1]!))
        .filter((h) => h.startsWith(siteConfig.url))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const h of hrefs)
        expect(h).toMatch(new RegExp(`^${siteConfig.url.replaceAll('.', '\\.')}/sub/`, 'u'))
    })
  })
})
