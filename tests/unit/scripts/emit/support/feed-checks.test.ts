import { describe, expect, it } from 'vitest'
import { checkRss, isRfc3339, isRfc822 } from './feed-checks.ts'

describe('tests/unit/scripts/emit/support/feed-checks', () => {
  it('knows RFC 822 and RFC 3339 dates when it sees them', () => {
    expect(isRfc822('Sat, 14 Jun 2025 00:00:00 GMT')).toBe(true)
    expect(isRfc822('Sun, 15 Jun 2025 07:00:00 +0800')).toBe(true)
    expect(isRfc822('Sun, 14 Jun 2025 00:00:00 GMT')).toBe(false)
    expect(isRfc822('Sat, 14 Jun 25 00:00:00 GMT')).toBe(false)
    expect(isRfc822('2025-06-14T00:00:00Z')).toBe(false)
    expect(isRfc3339('2025-06-14T00:00:00Z')).toBe(true)
    expect(isRfc3339('2025-06-14T08:00:00.5+08:00')).toBe(true)
    expect(isRfc3339('2025-06-14')).toBe(false)
    expect(isRfc3339('Sat, 14 Jun 2025 00:00:00 GMT')).toBe(false)
  })

  it('reports duplicate ids, relative links and bad dates', () => {
    const item = (id: string, date: string, body: string) =>
      `<item><title>t</title><link>${id}</link><guid>${id}</guid><pubDate>${date}</pubDate><description/><content:encoded><![CDATA[${body}]]></content:encoded></item>`
    const rss = `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>x</title><link>https://e.org/</link><description/><language>en</language>${item('https://e.org/a', 'Sat, 14 Jun 2025 00:00:00 GMT', '<a href="/x">x</a>')}${item('https://e.org/a', '2025-06-13', '<p>y</p>')}</channel></rss>`
    expect(checkRss(rss).problems).toEqual([
      'item 2: pubDate is not RFC 822: "2025-06-13"',
      'feed: self link is not absolute: ""',
      'item 1 (https://e.org/a): relative URL in content: "/x"',
      'item 2 (https://e.org/a): duplicate id',
    ])
  })
})
