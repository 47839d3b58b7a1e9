import { describe, expect, it } from 'vitest'
import { compileBytes, DOC_TEXT_KEPT } from '../../../../scripts/content/compile-file.ts'
import { summarise } from '../../../../scripts/content/docs-model.ts'
import { renderMarkdown } from '../../../../scripts/content/markdown/render.ts'
import type { SourceFile } from '../../../../scripts/content/sources.ts'

const body = Array.from(
  { length: 60 },
  (_, i) => `第 ${i} 段：划词翻译的设置说明，包括快捷键和服务密钥。`,
).join('\n\n')
const markdown = `---\ntitle: 很长的页面\n---\n\n${body}\n`
const source = (kind: 'doc' | 'blog'): SourceFile =>
  ({
    abs: `/content/zh-Hans/${kind}/long.md`,
    rel: 'long.md',
    locale: 'zh-Hans',
    kind,
  }) as SourceFile

describe('compiled plain text', () => {
  const full = renderMarkdown(markdown, { file: '/x.md', locale: 'zh-Hans', baseUrl: '/' }).text
  it("keeps a doc's start only, which gives the same description as the whole text", () => {
    const doc = compileBytes(source('doc'), new TextEncoder().encode(markdown), '/')
    expect(full.length).toBeGreaterThan(DOC_TEXT_KEPT * 2)
    expect(doc.render.text).toBe(full.slice(0, DOC_TEXT_KEPT))
    expect(summarise(doc.render.text)).toBe(summarise(full))
  })

  it("keeps all of a post's, for its reading time", () => {
    const post = compileBytes(source('blog'), new TextEncoder().encode(markdown), '/')
    expect(post.render.text).toBe(full)
  })
})
