import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../../../scripts/serve/headers-file.ts'

describe('scripts/serve/headers-file', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  Cache-Control: no-cache',
      '  X-A: 1',
      '/assets/*',
      '  Cache-Control: immutable',
      '/blog/:year/x',
      '  X-B: 2',
      '/a.b',
      '  X-C: 3',
      '',
    ].join('\n'),
  )

  it('joins a header named by several matching rules, in file order, as Cloudflare Pages and Netlify do', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'cache-control': 'no-cache, immutable',
      'x-a': '1',
    })
  })

  it('matches a placeholder to one segment and a splat to anything', () => {
    expect(headersFor(rules, '/blog/2025/x')['x-b']).toBe('2')
    expect(headersFor(rules, '/blog/2025/06/x')['x-b']).toBeUndefined()
    expect(headersFor(rules, '/')['x-a']).toBe('1')
  })

  it('reads the dot of a path literally', () => {
    expect(headersFor(rules, '/a.b')['x-c']).toBe('3')
    expect(headersFor(rules, '/aXb')['x-c']).toBeUndefined()
  })
})
