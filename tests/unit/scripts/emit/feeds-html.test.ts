import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { afterAll, expect, it } from 'vitest'
import { buildSiteModel } from '../../../../scripts/content/site-model.ts'
import { feedFiles } from '../../../../scripts/emit/feeds.ts'
import { ROOT } from '../../../../scripts/site-build.ts'

type Node = DefaultTreeAdapterMap['childNode']
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-feed-html-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** Elements and comments of an HTML fragment as a browser parses it, without the site's own UI. */
function outline(html: string): string[] {
  const out: string[] = []
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.nodeName === '#comment') out.push('#comment')
      if (!('tagName' in n)) continue
      const cls = n.attrs.find((a) => a.name === 'class')?.value ?? ''
      if (/\b(?:hash-link|copy-code)\b/u.test(cls)) continue
      out.push(n.tagName)
      walk(n.childNodes)
    }
  }
  walk(parseFragment(html).childNodes)
  return out
}

it('feeds carry the checked post HTML: the same elements a browser reads on the page, and no comments', async () => {
  const content = path.join(work, 'content')
  fs.cpSync(path.join(ROOT, 'tests/fixtures/content/site-basic'), content, { recursive: true })
  const post = path.join(content, 'en/blog/2025-06-14-first.md')
  fs.appendFileSync(
    post,
    '\nPress <kbd>Ctrl</kbd>+<kbd>K</kbd>.<br>\n\n<details open>\n<summary>More</summary>\n\nHidden <mark>text</mark>.\n\n</details>\n\n<!-- a note for authors -->\n',
  )
  const model = await buildSiteModel(content)
  const page = model.feeds.get('en')!.find((p) => p.path.endsWith('/first'))!
  const json = JSON.parse(feedFiles(model).get('en/blog/feed.json')!) as {
    items: { url: string; content_html: string }[]
  }
  const item = json.items.find((i) => i.url.endsWith('/first'))!
  const onPage = outline(page.html)
  expect(onPage).toEqual(
    expect.arrayContaining(['kbd', 'br', 'details', 'summary', 'mark', '#comment']),
  )
  expect(outline(item.content_html)).toEqual(onPage.filter((n) => n !== '#comment'))
})
