import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSources } from '../../../../scripts/content/sources.ts'
import { outlineCacheFile, readOutlines } from '../../../../scripts/dev/outline-cache.ts'

// More docs than are read between two breaths.
const DOCS = 450
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-outlines-'))
  const docs = path.join(dir, 'zh-Hans', 'docs')
  fs.mkdirSync(docs, { recursive: true })
  for (let i = 0; i < DOCS; i++)
    fs.writeFileSync(
      path.join(docs, `d${i}.md`),
      `---\ntitle: 文档 ${i}\nsidebar_label: "第 ${i} 篇"\nkeywords: [a${i}, b]\n---\n\n正文 ${i}。\n`,
    )
  fs.writeFileSync(path.join(docs, 'bare.md'), '没有 front matter 的文档。\n')
  fs.writeFileSync(path.join(docs, 'broken.md'), '---\ntitle: [未闭合\n---\n\n正文。\n')
  fs.writeFileSync(path.join(docs, 'crlf.md'), '---\r\ntitle: 换行是 CRLF\r\n---\r\n\r\n正文。\r\n')
})
afterAll(() => {
  fs.rmSync(outlineCacheFile(dir), { force: true })
  fs.rmSync(dir, { recursive: true, force: true })
})

const titles = async () => {
  const sources = listSources(dir)
  const outlines = await readOutlines(dir, sources)
  return new Map(
    sources.map((s, i) => [s.rel, outlines[i] ? (outlines[i]!.frontMatter?.title ?? '?') : null]),
  )
}

describe('docs’ outlines', () => {
  it('are their front matter, and absent where only a compile can tell', async () => {
    const read = await titles()
    expect(read.size).toBe(DOCS + 3)
    for (let i = 0; i < DOCS; i++) expect(read.get(`d${i}.md`)).toBe(`文档 ${i}`)
    expect(read.get('crlf.md')).toBe('换行是 CRLF')
    expect(read.get('bare.md')).toBeNull()
    expect(read.get('broken.md')).toBeNull()
    const [source] = listSources(dir).filter((s) => s.rel === 'd7.md')
    const [outline] = await readOutlines(dir, [source!])
    expect(outline).toMatchObject({
      kind: 'doc',
      outline: true,
      source,
      frontMatter: { title: '文档 7', sidebar_label: '第 7 篇', keywords: ['a7', 'b'] },
      render: { html: '', headings: [] },
    })
  })

  it('are kept between starts and read again for a file that changed', async () => {
    await titles()
    expect(fs.existsSync(outlineCacheFile(dir))).toBe(true)
    const file = path.join(dir, 'zh-Hans', 'docs', 'd5.md')
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('title: 文档 5', 'title: 改过的标题'),
    )
    const read = await titles()
    expect(read.get('d5.md')).toBe('改过的标题')
    expect(read.get('d6.md')).toBe('文档 6')
    // A file that lost its front matter has no outline any more.
    fs.writeFileSync(file, '正文而已。\n')
    expect((await titles()).get('d5.md')).toBeNull()
  })
})
