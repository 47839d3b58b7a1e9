import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BitWriter } from '../../../../scripts/search/bit-writer.ts'
import {
  buildSearchIndex,
  MAX_DOWNLOAD_GZIP_BYTES,
  type ChunkOf,
} from '../../../../scripts/search/build-index.ts'
import { chunkFileName, pageChunkStem } from '../../../../src/shared/site-layout/data-chunk-name.ts'
import {
  SEARCH_INDEX_VERSION,
  type IndexRoot,
  type PageBlock,
  type PageBlockFile,
  type TermShardFile,
  type TextsFile,
  type VariantsFile,
} from '../../../../src/shared/search/index-format.ts'
import { fromWireSections } from '../../../../src/shared/search/section-wire.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { BitReader } from '../../../../workers/search/bit-reader.ts'
import { enPages, generatedPages, random, zhPages } from '../../workers/search/site.ts'

const json = (content: string) => JSON.parse(content) as unknown
/** Data chunk paths as the build names them: `assets/p/<path words>-<hash>.js`. */
const chunkOf: ChunkOf = (path) =>
  `assets/p/${path.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '')}-0123abcd.js`

describe('scripts/search/build-index', () => {
  it('writes a content-hashed root under search/ and lists it first, then the texts and variants files it names', () => {
    const { files, root, stats } = buildSearchIndex(zhPages, 'zh-Hans', chunkOf)
    expect(root).toMatch(/^search\/zh-Hans\.[0-9a-f]{8}\.json$/)
    expect(stats.texts!.name).toMatch(/^search\/zh-Hans\.texts\.[0-9a-f]{8}\.json$/)
    expect(stats.variants!.name).toMatch(/^search\/zh-Hans\.variants\.[0-9a-f]{8}\.json$/)
    expect(files.map((f) => f.name)).toEqual([root, stats.texts!.name, stats.variants!.name])
    expect((json(files[0]!.content) as IndexRoot).texts).toBe(
      stats.texts!.name.slice('search/'.length),
    )
    expect((json(files[0]!.content) as IndexRoot).variants).toBe(
      stats.variants!.name.slice('search/'.length),
    )
  })

  it('pairs the traditional form of each simplified character the index holds, and nothing else', () => {
    const { files, stats } = buildSearchIndex(zhPages, 'zh-Hans', chunkOf)
    const { v, pairs } = json(
      files.find((f) => f.name === stats.variants!.name)!.content,
    ) as VariantsFile
    expect(v).toBe(SEARCH_INDEX_VERSION)
    const map = new Map<string, string>()
    const chars = Array.from(pairs)
    for (let i = 0; i < chars.length; i += 2) map.set(chars[i]!, chars[i + 1]!)
    // The pages say 翻译 and 快捷键: 譯 and 鍵 fold to them; 體 (体) is not in these pages.
    expect([map.get('譯'), map.get('鍵'), map.get('體')]).toEqual(['译', '键', undefined])
    const held = new Set(
      zhPages.flatMap((p) =>
        Array.from(p.title + p.sections.map((s) => s.title + s.text).join('')),
      ),
    )
    for (const [traditional, simplified] of map)
      expect(held.has(simplified) && !held.has(traditional), traditional).toBe(true)
    // An index of English alone holds no character with another form: no file, no name.
    const english = buildSearchIndex(
      [
        {
          path: '/en/a',
          title: 'Alpha',
          crumbs: [],
          sections: [{ hash: '', title: '', text: 'Only Latin words.' }],
        },
      ],
      'en',
      chunkOf,
    )
    expect(english.stats.variants).toBeNull()
    expect(json(english.files[0]!.content)).not.toHaveProperty('variants')
  })

  it('writes every section text, trimmed, in page order, into the texts file', () => {
    const pages: SearchSource[] = [
      ...enPages,
      {
        path: '/en/x',
        title: 'X',
        crumbs: [],
        sections: [{ hash: '', title: '', text: '  spaced out \n' }],
      },
    ]
    const { files, stats } = buildSearchIndex(pages, 'en', chunkOf)
    const texts = json(files.find((f) => f.name === stats.texts!.name)!.content) as TextsFile
    expect(texts.v).toBe(SEARCH_INDEX_VERSION)
    expect(texts.texts).toEqual(pages.map((p) => p.sections.map((s) => s.text.trim())))
    expect(texts.texts.at(-1)).toEqual(['spaced out'])
    expect(stats.texts!.gzipBytes).toBe(
      gzipSync(files.find((f) => f.name === stats.texts!.name)!.content).length,
    )
  })

  it('writes no texts file above its size limit, and the root then names none', () => {
    const { files, root, stats } = buildSearchIndex(enPages, 'en', chunkOf, {
      textsMaxGzipBytes: 100,
    })
    expect(files.map((f) => f.name)).toEqual([root])
    expect(stats.texts).toBeNull()
    expect(json(files[0]!.content)).not.toHaveProperty('texts')
  })

  it('is deterministic, and any content change renames the root', () => {
    const a = buildSearchIndex(enPages, 'en', chunkOf)
    expect(buildSearchIndex(enPages, 'en', chunkOf).files).toEqual(a.files)
    const changed = enPages.map((p, i) =>
      i === 0 ? { ...p, sections: [{ hash: '', title: '', text: 'Something else.' }] } : p,
    )
    expect(buildSearchIndex(changed, 'en', chunkOf).root).not.toBe(a.root)
    // A page's new data chunk (its HTML changed) renames the index too.
    expect(
      buildSearchIndex(enPages, 'en', (path) => chunkOf(path)!.replace('0123abcd', '4567cdef'))
        .root,
    ).not.toBe(a.root)
  })

  it('carries the format version and keeps section text out of the index, in any file', () => {
    const { files, root } = buildSearchIndex(enPages, 'en', chunkOf)
    const index = json(files.find((f) => f.name === root)!.content) as IndexRoot
    expect(index.v).toBe(SEARCH_INDEX_VERSION)
    expect(index.documents).toBeGreaterThan(enPages.length)
    expect(files[0]!.content).toContain('DeepL errors and limits')
    for (const file of files.filter((f) => !f.name.includes('.texts.')))
      expect(file.content).not.toContain('rate limited')
  })

  it('writes a section as its title when the title makes its hash, and the worker makes the hashes again', () => {
    const page: SearchSource = {
      ...{ path: '/en/docs/keys', title: 'Keys', crumbs: [] },
      sections: [
        { hash: '', title: '', text: 'Intro.' },
        { hash: '#set-up-deepl', title: 'Set up DeepL', text: 'One.' },
        { hash: '#own-id', title: 'Limits', text: 'Two.' },
        { hash: '#faq', title: 'FAQ', text: 'Three.' },
        { hash: '#faq-1', title: 'FAQ', text: 'Four.' },
      ],
    }
    const { files } = buildSearchIndex([page], 'en', chunkOf)
    const block = (json(files[0]!.content) as IndexRoot).blocks[0] as PageBlock
    expect(block.pages[0]![3]).toEqual(['', 'Set up DeepL', ['#own-id', 'Limits'], 'FAQ', 'FAQ'])
    expect(fromWireSections(block.pages[0]![3])).toEqual(
      page.sections.map((s) => [s.hash, s.title]),
    )
  })

  it("stores each page's data chunk as a name below the one folder all share, which the shard names once", () => {
    const pages = generatedPages('en', 40)
    const without = new Set([pages[3]!.path, pages[17]!.path])
    const { files, root, stats } = buildSearchIndex(pages, 'en', (path) =>
      without.has(path) ? undefined : chunkOf(path),
    )
    const shard = (json(files.find((f) => f.name === root)!.content) as IndexRoot)
      .blocks[0] as PageBlock
    expect(shard.chunkDir).toBe('assets/p/')
    // Named after the page (en-docs-…-0123abcd.js), a chunk comes as the hash its name ends with.
    expect(pages.map((p) => chunkFileName(pageChunkStem('en', p.path), '0123abcd'))).toEqual(
      pages.map((p) => chunkOf(p.path)!.slice('assets/p/'.length)),
    )
    expect(shard.pages.map((p) => p[5])).toEqual(
      pages.map((p) => (without.has(p.path) ? '' : '0123abcd')),
    )
    expect(stats.chunkless).toBe(2)
    // Chunks in different folders share the folders they have in common.
    const mixed = buildSearchIndex(enPages.slice(0, 2), 'en', (path) =>
      path.includes('deepl') ? 'assets/q/a-1.js' : 'assets/p/b-2.js',
    )
    const mixedShard = (json(mixed.files[0]!.content) as IndexRoot).blocks[0] as PageBlock
    expect(enPages.slice(0, 2).map((p) => p.path)).toEqual([
      '/en/docs/selection',
      '/en/docs/faqs/deepl-limit',
    ])
    expect([mixedShard.chunkDir, mixedShard.pages.map((p) => p[5])]).toEqual([
      'assets/',
      ['p/b-2.js', 'q/a-1.js'],
    ])
    const none = buildSearchIndex(enPages, 'en', () => undefined)
    expect(none.stats.chunkless).toBe(enPages.length)
    expect(((json(none.files[0]!.content) as IndexRoot).blocks[0] as PageBlock).chunkDir).toBe('')
  })

  it.each([
    '/assets/p/x.js',
    '../x.js',
    'assets/../../x.js',
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'assets/p/x.json',
    'assets/p/.x.js',
  ])('refuses the data chunk path %s, which the worker would not follow', (chunk) => {
    expect(() => buildSearchIndex(enPages, 'en', () => chunk)).toThrow(/data chunk path/)
  })

  it('leaves out headings that repeat the title and pages without text', () => {
    const pages: SearchSource[] = [
      {
        path: '/a',
        title: 'Same',
        crumbs: [],
        sections: [
          { hash: '', title: '', text: '' },
          { hash: '#same', title: 'Same', text: '…' },
        ],
      },
    ]
    const { stats } = buildSearchIndex(pages, 'en', chunkOf)
    expect(stats.documents).toBe(1)
  })

  it('keeps a small index in one file: its term shards and page blocks inline', () => {
    const pages = [...zhPages, ...generatedPages('zh-Hans', 30)]
    const { files, root, stats } = buildSearchIndex(pages, 'zh-Hans', chunkOf, {
      shardPostings: 300,
    })
    const index = json(files.find((f) => f.name === root)!.content) as IndexRoot
    expect(stats.shards).toBeGreaterThan(3)
    expect(index.terms.every((t) => typeof t !== 'string')).toBe(true)
    expect(index.blocks.every((b) => typeof b !== 'string')).toBe(true)
    expect(index.bounds).toHaveLength(stats.shards)
    expect(index.bounds[0]).toBe('')
    expect([...index.bounds].sort()).toEqual(index.bounds)
    expect(files.map((f) => f.name)).toEqual([root, stats.texts!.name, stats.variants!.name])
  })

  it('cuts a big index by term into shards and pages into blocks, files of their own, none over the download limit', () => {
    const pages = [...zhPages, ...generatedPages('zh-Hans', 300)]
    const { files, root, stats } = buildSearchIndex(pages, 'zh-Hans', chunkOf, {
      shardPostings: 2000,
      blockBytes: 8000,
      inlineMaxGzipBytes: 0,
    })
    const index = json(files.find((f) => f.name === root)!.content) as IndexRoot
    expect(stats.shards).toBeGreaterThan(3)
    expect(stats.blocks).toBeGreaterThan(1)
    expect(index.terms.every((s) => typeof s === 'string')).toBe(true)
    expect(index.blocks.every((s) => typeof s === 'string')).toBe(true)
    const shardFiles = files.filter((f) => /\.t\d+\./.test(f.name))
    const blockFiles = files.filter((f) => /\.p\d+\./.test(f.name))
    expect(shardFiles).toHaveLength(stats.shards)
    expect(blockFiles).toHaveLength(stats.blocks)
    // Split, the pages are not all there from the start: no texts file to align with them.
    expect(files).toHaveLength(1 + stats.shards + stats.blocks + 1)
    expect(stats.variants).not.toBeNull()
    expect(stats.texts).toBeNull()
    const blocks = blockFiles.map((file) => json(file.content) as PageBlockFile)
    expect(blocks.map((b) => b.first)).toEqual(index.firsts)
    for (const block of blocks)
      expect([block.v, block.chunkDir]).toEqual([SEARCH_INDEX_VERSION, 'assets/p/'])
    expect(blocks.flatMap((block) => block.pages.map((p) => p[5]))).toEqual(
      pages.map((p) => chunkOf(p.path)!.slice('assets/p/'.length)),
    )
    for (const shard of shardFiles.map((file) => json(file.content) as TermShardFile))
      expect(shard.v).toBe(SEARCH_INDEX_VERSION)
    expect(
      stats.index.every(
        (f) =>
          f.gzipBytes === gzipSync(files.find((x) => x.name === f.name)!.content).length &&
          f.gzipBytes <= MAX_DOWNLOAD_GZIP_BYTES,
      ),
    ).toBe(true)
  })
})

describe('scripts/search/bit-writer ↔ workers/search/bit-reader', () => {
  it('round-trips fixed-width, gamma, uniform and interpolative codes', () => {
    const next = random(42)
    const writer = new BitWriter()
    const checks: ((reader: BitReader) => void)[] = []
    for (let i = 0; i < 2000; i++) {
      const kind = Math.floor(next() * 4)
      if (kind === 0) {
        const width = 1 + Math.floor(next() * 31)
        const value = Math.floor(next() * 2 ** width)
        writer.bits(value, width)
        checks.push((reader) => expect(reader.bits(width)).toBe(value))
      } else if (kind === 1) {
        const value = 1 + Math.floor(next() ** 3 * 100_000)
        writer.gamma(value)
        checks.push((reader) => expect(reader.gamma()).toBe(value))
      } else if (kind === 2) {
        const range = 1 + Math.floor(next() * 1000)
        const value = Math.floor(next() * range)
        writer.uniform(value, range)
        checks.push((reader) => expect(reader.uniform(range)).toBe(value))
      } else {
        const high = Math.floor(next() * 3000)
        const values = [
          ...new Set(
            Array.from({ length: Math.floor(next() * 50) }, () => Math.floor(next() * (high + 1))),
          ),
        ].sort((a, b) => a - b)
        writer.interpolative(values, 0, high)
        checks.push((reader) => {
          const out: number[] = []
          reader.interpolative(values.length, 0, high, out)
          expect(out).toEqual(values)
        })
      }
    }
    const reader = new BitReader(writer.toString())
    for (const check of checks) check(reader)
  })

  it('rejects a truncated or foreign stream', () => {
    const writer = new BitWriter()
    writer.bits(0, 5)
    expect(() => new BitReader(writer.toString()).bits(12)).toThrow(/Corrupt index/)
    expect(() => new BitReader('!!').gamma()).toThrow(/Corrupt index/)
  })
})
