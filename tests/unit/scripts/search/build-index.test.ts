import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BitWriter } from '../../../../scripts/search/bit-writer.ts'
import { buildSearchIndex, MAX_DOWNLOAD_GZIP_BYTES } from '../../../../scripts/search/build-index.ts'
import { SEARCH_INDEX_VERSION, type IndexRoot, type IndexShard, type TextBucket } from '../../../../src/shared/search/format.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { BitReader } from '../../../../workers/search/bit-reader.ts'
import { enPages, generatedPages, random, zhPages } from '../../workers/search/site.ts'

const json = (content: string) => JSON.parse(content) as unknown

describe('scripts/search/build-index', () => {
  it('writes a content-hashed root under search/ and lists it first', () => {
    const { files, root } = buildSearchIndex(zhPages, 'zh-Hans')
    expect(root).toMatch(/^search\/zh-Hans\.[0-9a-f]{8}\.json$/)
    expect(files[0]!.name).toBe(root)
    for (const file of files) expect(file.name).toMatch(/^search\/zh-Hans(\.t\d+)?\.[0-9a-f]{8}\.json$/)
    expect(new Set(files.map((f) => f.name)).size).toBe(files.length)
  })

  it('is deterministic, and any content change renames the root', () => {
    const a = buildSearchIndex(enPages, 'en')
    expect(buildSearchIndex(enPages, 'en').files).toEqual(a.files)
    const changed = enPages.map((p, i) => (i === 0 ? { ...p, sections: [{ hash: '', title: '', text: 'Something else.' }] } : p))
    expect(buildSearchIndex(changed, 'en').root).not.toBe(a.root)
  })

  it('carries the format version and keeps section text out of the index', () => {
    const { files, root } = buildSearchIndex(enPages, 'en')
    const index = json(files.find((f) => f.name === root)!.content) as IndexRoot
    expect(index.v).toBe(SEARCH_INDEX_VERSION)
    expect(index.documents).toBeGreaterThan(enPages.length)
    expect(files[0]!.content).not.toContain('rate limited')
    expect(files[0]!.content).toContain('DeepL errors and limits')
    const texts = files.slice(1).map((f) => json(f.content) as TextBucket)
    expect(texts.every((t) => t.v === SEARCH_INDEX_VERSION)).toBe(true)
    expect(texts.flatMap((t) => t.pages.flat())).toContain('The built-in DeepL is sometimes rate limited when you translate long pages.')
  })

  it('gives each page its text, aligned with its sections, across text files', () => {
    const pages = generatedPages('en', 40)
    const { files, root } = buildSearchIndex(pages, 'en')
    const shard = (json(files.find((f) => f.name === root)!.content) as IndexRoot).shards[0] as IndexShard
    expect(shard.texts.length).toBeGreaterThan(1)
    const byName = new Map(files.map((f) => [f.name.slice('search/'.length), json(f.content) as TextBucket]))
    const all = shard.texts.flatMap(([file, count]) => byName.get(file)!.pages.slice(0, count))
    expect(all).toEqual(pages.map((p) => p.sections.map((s) => s.text)))
  })

  it('leaves out headings that repeat the title and pages without text', () => {
    const pages: SearchSource[] = [
      { path: '/a', title: 'Same', crumbs: [], sections: [{ hash: '', title: '', text: '' }, { hash: '#same', title: 'Same', text: '…' }] },
    ]
    const { stats } = buildSearchIndex(pages, 'en')
    expect(stats.documents).toBe(1)
  })

  it('splits a big site into shards of which none exceeds the download limit', () => {
    const pages = [...zhPages, ...generatedPages('zh-Hans', 300)]
    const { files, root, stats } = buildSearchIndex(pages, 'zh-Hans', { shardTextBytes: 40_000 })
    const index = json(files.find((f) => f.name === root)!.content) as IndexRoot
    expect(stats.shards).toBeGreaterThan(3)
    expect(index.shards.every((s) => typeof s === 'string')).toBe(true)
    const shardFiles = files.filter((f) => /\.s\d+\./.test(f.name))
    expect(shardFiles).toHaveLength(stats.shards)
    for (const file of shardFiles) expect((json(file.content) as { v: number }).v).toBe(SEARCH_INDEX_VERSION)
    expect(stats.index.every((f) => f.gzipBytes === gzipSync(files.find((x) => x.name === f.name)!.content).length)).toBe(true)
  })

  it('stays linear: 10,000 pages build in well under the site budget, every download ≤ 1 MB gzip', { timeout: 120_000 }, () => {
    const pages = generatedPages('zh-Hans', 10_000, 7)
    const started = performance.now()
    const { stats } = buildSearchIndex(pages, 'zh-Hans')
    const seconds = (performance.now() - started) / 1000
    expect(stats.shards).toBeGreaterThan(1)
    expect(Math.max(...stats.index.map((f) => f.gzipBytes))).toBeLessThanOrEqual(MAX_DOWNLOAD_GZIP_BYTES)
    expect(seconds).toBeLessThan(60)
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
        const values = [...new Set(Array.from({ length: Math.floor(next() * 50) }, () => Math.floor(next() * (high + 1))))].sort((a, b) => a - b)
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
