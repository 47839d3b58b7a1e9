import { describe, expect, it } from 'vitest'
import {
  groupByYear,
  listPagePath,
  paginate,
  postsByTag,
  readingMinutes,
  sortPosts,
  type DatedPost,
} from '../../../../scripts/content/blog.ts'

interface Post extends DatedPost {
  id: number
}

const TAGS = ['announcements', 'promotions', 'packages'] as const

/**
 * `n` posts, newest first: one every 40 days back from 2025-06-14, so 30 posts span 2022–2025.
 * Post i carries tag i % 3, and every fifth post also carries "activities".
 */
function fixturePosts(n: number): Post[] {
  const start = Date.UTC(2025, 5, 14)
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(start - i * 40 * 86_400_000).toISOString().slice(0, 10)
    const tags = [TAGS[i % 3]!, ...(i % 5 === 0 ? ['activities'] : [])]
    return { id: i, date, order: `${date}-post-${i}.md`, tags }
  })
}

/** A deterministic shuffle, so order tests do not depend on the input order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

const SIZES = [0, 1, 10, 11, 30] as const

describe('scripts/content/blog', () => {
  describe('sortPosts', () => {
    it('puts the newest first, whatever the input order, and leaves the input alone', () => {
      const posts = fixturePosts(30)
      const input = shuffled(posts, 7)
      const before = [...input]
      expect(sortPosts(input).map((p) => p.id)).toEqual(posts.map((p) => p.id))
      expect(input).toEqual(before)
    })

    it('orders posts of the same day by file name, later names first, in a stable way', () => {
      const sameDay: Post[] = [
        { id: 1, date: '2024-08-29', order: '2024-08-29-chatgpt-keyless-end.md', tags: [] },
        { id: 2, date: '2024-08-29', order: '2024-08-29-v11.md', tags: [] },
        { id: 3, date: '2024-08-29', order: '2024-08-29-a-first.md', tags: [] },
        { id: 4, date: '2024-08-30', order: '2024-08-30-next-day.md', tags: [] },
      ]
      const expected = [4, 2, 1, 3]
      for (let seed = 1; seed <= 20; seed++)
        expect(sortPosts(shuffled(sameDay, seed)).map((p) => p.id)).toEqual(expected)
    })
  })

  describe('paginate', () => {
    it.each([
      [0, [0]],
      [1, [1]],
      [10, [10]],
      [11, [10, 1]],
      [30, [10, 10, 10]],
    ])('splits %i posts into pages of %j', (n, sizes) => {
      const posts = fixturePosts(n)
      const pages = paginate(posts, 10)
      expect(pages.map((p) => p.length)).toEqual(sizes)
      expect(pages.flat()).toEqual(posts)
    })

    it('keeps an empty list as one empty page, so the blog index still exists', () => {
      expect(paginate([], 10)).toEqual([[]])
    })

    it('refuses a page size below one', () => {
      expect(() => paginate(fixturePosts(3), 0)).toThrow(RangeError)
    })
  })

  describe('listPagePath', () => {
    it('gives page 1 the base path and later pages /page/N', () => {
      expect(listPagePath('/blog', 1)).toBe('/blog')
      expect(listPagePath('/blog', 2)).toBe('/blog/page/2')
      expect(listPagePath('/blog', 3)).toBe('/blog/page/3')
      expect(listPagePath('/blog/tags/announcements', 2)).toBe('/blog/tags/announcements/page/2')
      expect(listPagePath('/en/blog', 0)).toBe('/en/blog')
    })

    it.each(SIZES)(
      'never produces /page/1 for the pages of %i posts, and every path is distinct',
      (n) => {
        const pages = paginate(fixturePosts(n), 10)
        const paths = pages.map((_, i) => listPagePath('/blog', i + 1))
        expect(paths[0]).toBe('/blog')
        for (const p of paths) expect(p).not.toMatch(/\/page\/1$/u)
        expect(new Set(paths).size).toBe(paths.length)
      },
    )
  })

  describe('groupByYear', () => {
    it('returns no groups for no posts', () => {
      expect(groupByYear([])).toEqual([])
    })

    it.each(SIZES.filter((n) => n > 0))(
      'groups %i posts by year, newest year first, keeping the post order',
      (n) => {
        const posts = fixturePosts(n)
        const groups = groupByYear(shuffled(posts, n))
        const years = groups.map((g) => g.year)
        expect(years).toEqual([...years].sort().reverse())
        expect(new Set(years).size).toBe(years.length)
        for (const g of groups)
          for (const p of g.posts) expect(p.date.startsWith(g.year)).toBe(true)
        expect(groups.flatMap((g) => g.posts.map((p) => p.id))).toEqual(posts.map((p) => p.id))
      },
    )

    it('splits 30 posts over the years they were written in', () => {
      const groups = groupByYear(fixturePosts(30))
      expect(groups.map((g) => [g.year, g.posts.length])).toEqual([
        ['2025', 5],
        ['2024', 9],
        ['2023', 9],
        ['2022', 7],
      ])
    })

    it('keeps posts of the same day together in their stable order', () => {
      const posts: Post[] = [
        { id: 1, date: '2024-11-20', order: '2024-11-20-package-launch-offer.md', tags: [] },
        { id: 2, date: '2024-11-20', order: '2024-11-20-packages.md', tags: [] },
        { id: 3, date: '2023-01-01', order: '2023-01-01-new-year.md', tags: [] },
      ]
      expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.id)])).toEqual([
        ['2024', [2, 1]],
        ['2023', [3]],
      ])
    })
  })

  describe('postsByTag', () => {
    it('returns an empty map for no posts', () => {
      expect(postsByTag([]).size).toBe(0)
    })

    it.each(SIZES.filter((n) => n > 0))(
      'lists each of %i posts under each of its tags, newest first',
      (n) => {
        const posts = fixturePosts(n)
        const byTag = postsByTag(shuffled(posts, 3))
        for (const [tag, list] of byTag) {
          expect(list.map((p) => p.id)).toEqual(
            posts.filter((p) => p.tags.includes(tag)).map((p) => p.id),
          )
        }
        const tagged = posts.reduce((sum, p) => sum + p.tags.length, 0)
        expect([...byTag.values()].reduce((sum, l) => sum + l.length, 0)).toBe(tagged)
      },
    )

    it('counts 30 posts per tag, and leaves out tags nobody uses', () => {
      const byTag = postsByTag(fixturePosts(30))
      expect(Object.fromEntries([...byTag].map(([tag, list]) => [tag, list.length]))).toEqual({
        announcements: 10,
        promotions: 10,
        packages: 10,
        activities: 6,
      })
      expect(byTag.has('events')).toBe(false)
    })

    it('pages a tag with more than 20 posts into three pages', () => {
      const posts = fixturePosts(30).map((p) => ({
        ...p,
        tags: p.id < 23 ? ['announcements'] : ['promotions'],
      }))
      const pages = paginate(postsByTag(posts).get('announcements')!, 10)
      expect(pages.map((p) => p.length)).toEqual([10, 10, 3])
      expect(pages.map((_, i) => listPagePath('/blog/tags/announcements', i + 1))).toEqual([
        '/blog/tags/announcements',
        '/blog/tags/announcements/page/2',
        '/blog/tags/announcements/page/3',
      ])
    })
  })

  describe('readingMinutes', () => {
    it('is at least one minute', () => {
      expect(readingMinutes('')).toBe(1)
      expect(readingMinutes('短')).toBe(1)
    })

    it('reads about 300 Han characters or 200 other words a minute', () => {
      expect(readingMinutes('译'.repeat(900))).toBe(3)
      expect(readingMinutes(Array.from({ length: 600 }, () => 'word').join(' '))).toBe(3)
      expect(
        readingMinutes(
          `${'译'.repeat(300)} ${Array.from({ length: 200 }, () => 'DeepL').join(' ')}`,
        ),
      ).toBe(2)
    })
  })
})
