import { describe, expect, it } from 'vitest'
import { parseDataChunk } from '../../../../workers/search/data-chunk.ts'

const url = new URL('https://docs.example/assets/p/x-00000000.js')

describe('workers/search/data-chunk', () => {
  it('reads a data chunk with and without its sidebar import, without running it', () => {
    const page = { kind: 'doc', html: '<p>a</p>', title: 'T "sidebar":sidebar', sidebar: 0 }
    const withSidebar = `import sidebar from "./zh-Hans-docs-1234abcd.js"\nexport default ${JSON.stringify(page).replace('"sidebar":0', '"sidebar":sidebar')}\n`
    expect(parseDataChunk(withSidebar, url)).toEqual({ ...page, sidebar: null })
    expect(parseDataChunk(`export default ${JSON.stringify({ ...page, sidebar: null })}\n`, url)).toEqual({ ...page, sidebar: null })
  })

  it.each([
    ['code', 'export default (() => { throw 1 })()\n'],
    ['another import', 'import x from "./a.js"\nexport default {"a":x}\n'],
    ['no default export', '{"html":"<p>a</p>"}'],
    ['a cut-off module', 'export default {"html":"<p>a'],
    ['HTML', '<!doctype html><p>a</p>'],
  ])('refuses %s', (_, source) => {
    expect(() => parseDataChunk(source, url)).toThrow(/not a page data chunk/)
  })
})
