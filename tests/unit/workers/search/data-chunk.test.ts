import { describe, expect, it } from 'vitest'
import { DATA_CHUNK_FORMAT, dataChunkText } from '../../../../src/shared/site-layout/data-chunk.ts'
import { parseDataChunk } from '../../../../workers/search/data-chunk.ts'
import { SearchIndexError } from '../../../../workers/search/fetch-json.ts'

const url = new URL('https://docs.example/assets/p/x-00000000.js')

describe('workers/search/data-chunk', () => {
  it('reads a data chunk with and without its sidebar import, without running it', () => {
    const page = { kind: 'doc', html: '<p>a</p>', title: 'T "sidebar":sidebar', sidebar: 0 }
    expect(parseDataChunk(dataChunkText(page, 'zh-Hans-docs-1234abcd.js'), url)).toEqual({
      ...page,
      sidebar: null,
    })
    expect(parseDataChunk(dataChunkText({ ...page, sidebar: null }), url)).toEqual({
      ...page,
      sidebar: null,
    })
  })

  it.each([
    ['code', `export const format = ${DATA_CHUNK_FORMAT}\nexport default (() => { throw 1 })()\n`],
    [
      'another import',
      `import x from "./a.js"\nexport const format = ${DATA_CHUNK_FORMAT}\nexport default {"a":x}\n`,
    ],
    ['a module without format', 'export default {"html":"<p>a</p>"}\n'],
    ['no default export', `export const format = ${DATA_CHUNK_FORMAT}\n{"html":"<p>a</p>"}`],
    [
      'a cut-off module',
      `export const format = ${DATA_CHUNK_FORMAT}\nexport default {"html":"<p>a`,
    ],
    ['HTML', '<!doctype html><p>a</p>'],
  ])('refuses %s, naming the file', (_, source) => {
    expect(() => parseDataChunk(source, url)).toThrow(SearchIndexError)
    expect(() => parseDataChunk(source, url)).toThrow(
      /\/assets\/p\/x-00000000\.js: not a page data chunk/,
    )
  })

  it('refuses a chunk of another format version, saying which', () => {
    const other = dataChunkText({ html: '<p>a</p>' }).replace(
      `format = ${DATA_CHUNK_FORMAT}`,
      'format = 1',
    )
    expect(() => parseDataChunk(other, url)).toThrow(
      new RegExp(`format 1; this site reads format ${DATA_CHUNK_FORMAT}`),
    )
  })
})
