import fs from 'node:fs'
import path from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { directiveFromMarkdown } from 'mdast-util-directive'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { directive } from 'micromark-extension-directive'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfm } from 'micromark-extension-gfm'
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../../../../scripts/content/markdown/parse.ts'

const ROOT = path.resolve(import.meta.dirname, '../../../../..')
/** The parse with every GFM pass, literal autolinks included, whatever the text. */
const fullParse = (source: string) =>
  fromMarkdown(source, {
    extensions: [gfm(), frontmatter(['yaml']), directive()],
    mdastExtensions: [
      gfmFromMarkdown(),
      frontmatterFromMarkdown(['yaml']),
      directiveFromMarkdown(),
    ],
  })

const links = (source: string): string[] => {
  const out: string[] = []
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') out.push(node.url!)
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child)
  }
  walk(parseMarkdown(source) as never)
  return out
}

describe('parseMarkdown', () => {
  it('finds literal autolinks, written out or through character references', () => {
    expect(links('见 https://hcfy.app 或 www.example.com 邮件 help@example.com 。')).toEqual([
      'https://hcfy.app',
      'http://www.example.com',
      'mailto:help@example.com',
    ])
    expect(links('Mail help&#64;example.com or visit WWW.Example.com')).toEqual([
      'mailto:help@example.com',
      'http://WWW.Example.com',
    ])
    expect(links('纯中文段落，没有任何链接。')).toEqual([])
  })

  it('gives the tree of the full parse for every page of the site', () => {
    const files = fs
      .readdirSync(path.join(ROOT, 'content'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
    expect(files.length).toBeGreaterThan(100)
    let skipped = 0
    for (const e of files) {
      const source = fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')
      if (!/@|&|www|https?:/iu.test(source)) skipped++
      expect(parseMarkdown(source), e.name).toEqual(fullParse(source))
    }
    // Both ways are exercised: pages with candidates and pages without.
    expect(skipped).toBeGreaterThan(10)
    expect(skipped).toBeLessThan(files.length)
    // Every page parsed twice: seconds on a busy machine, more than a unit test's usual allowance.
  }, 60_000)
})
