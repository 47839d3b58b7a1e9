import { describe, expect, it } from 'vitest'
import {
  checkFormat,
  DATA_CHUNK_FORMAT,
  DataChunkError,
  dataChunkText,
  dataOfModule,
  parseDataChunk,
} from '../../../../src/shared/site-layout/data-chunk.ts'

/** What a browser import of the module text gives (its sidebar import answered by `sidebar`). */
async function importText(
  text: string,
  sidebar: unknown = null,
): Promise<{ format?: unknown; default: unknown }> {
  const resolved = text.replace(
    /^import sidebar from "[^"]+"\n/u,
    `const sidebar = ${JSON.stringify(sidebar)}\n`,
  )
  return (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(resolved)}`
  )) as { format?: unknown; default: unknown }
}

describe('shared/site-layout/data-chunk', () => {
  const page = {
    kind: 'doc',
    title: 'Say "sidebar":0 </script>',
    html: '<p>a</p>',
    sidebar: { id: 'x' },
    toc: [],
  }

  it('writes a module that runs to the value, its sidebar bound to the imported chunk', async () => {
    const text = dataChunkText(page, 'zh-Hans-docs-1234abcd.js')
    expect(text.startsWith('import sidebar from "./zh-Hans-docs-1234abcd.js"\n')).toBe(true)
    const module = await importText(text, { id: 'docs', items: [] })
    expect(module.format).toBe(DATA_CHUNK_FORMAT)
    expect(dataOfModule(module)).toEqual({ ...page, sidebar: { id: 'docs', items: [] } })
    expect(dataOfModule(await importText(dataChunkText(page)))).toEqual(page)
  })

  it('reads back what it writes without running it, the sidebar as null', () => {
    expect(parseDataChunk(dataChunkText(page, 'zh-Hans-docs-1234abcd.js'))).toEqual({
      ...page,
      sidebar: null,
    })
    expect(parseDataChunk(dataChunkText(page))).toEqual(page)
    expect(parseDataChunk(dataChunkText({ id: 'docs', items: [{ label: 'A' }] }))).toEqual({
      id: 'docs',
      items: [{ label: 'A' }],
    })
    // The sidebar variable without its import would not run: not a data chunk.
    expect(() =>
      parseDataChunk(dataChunkText(page, 'x-1234abcd.js').replace(/^import .*\n/u, '')),
    ).toThrow(/not a page data chunk/)
  })

  it('reads the sidebar a chunk imports through the reader given, by its file name', () => {
    const asked: string[] = []
    const sidebar = { id: 'docs', items: [{ label: 'A' }] }
    const read = (file: string) => {
      asked.push(file)
      return sidebar
    }
    expect(parseDataChunk(dataChunkText(page, 'zh-Hans-docs-1234abcd.js'), read)).toEqual({
      ...page,
      sidebar,
    })
    expect(asked).toEqual(['zh-Hans-docs-1234abcd.js'])
    // A chunk that imports nothing keeps its own sidebar and asks for none.
    expect(parseDataChunk(dataChunkText(page), read)).toEqual(page)
    expect(asked).toHaveLength(1)
  })

  it('refuses a chunk of any other format, whether imported or read as text', async () => {
    for (const other of [DATA_CHUNK_FORMAT - 1, DATA_CHUNK_FORMAT + 1]) {
      const text = dataChunkText(page).replace(
        `format = ${DATA_CHUNK_FORMAT}\n`,
        `format = ${other}\n`,
      )
      expect(() => parseDataChunk(text)).toThrow(DataChunkError)
      await expect(importText(text).then(dataOfModule)).rejects.toThrow(`format ${other}`)
    }
    expect(() => dataOfModule({ default: page })).toThrow(DataChunkError)
    expect(() => checkFormat(String(DATA_CHUNK_FORMAT))).toThrow(DataChunkError)
    expect(() => parseDataChunk(`export default ${JSON.stringify(page)}\n`)).toThrow(
      /not a page data chunk/,
    )
  })
})
