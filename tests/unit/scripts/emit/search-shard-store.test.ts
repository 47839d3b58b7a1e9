import { describe, expect, it } from 'vitest'
import { buildSearchIndex, type ChunkOf, type ShardStore, type StoredShard } from '../../../../scripts/search/build-index.ts'
import { generatedPages } from '../../workers/search/site.ts'

const chunkOf: ChunkOf = (path) => `assets/p/${path.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '')}-0123abcd.js`

/** A store in memory that counts what it was asked for and given, through JSON as on disk. */
function memoryStore() {
  const shards = new Map<string, string>()
  const counts = { hits: 0, sets: 0 }
  const store: ShardStore = {
    get(key) {
      const json = shards.get(key)
      if (json) counts.hits++
      return json ? (JSON.parse(json) as StoredShard) : undefined
    },
    set(key, shard) {
      counts.sets++
      shards.set(key, JSON.stringify(shard))
    },
  }
  return { store, counts }
}

describe('search shards kept from an earlier build', () => {
  const pages = generatedPages('en', 400)
  const options = { shardTextBytes: 20_000, textsMaxGzipBytes: 0 }

  it('give the files of a build that encodes every shard', () => {
    const { store, counts } = memoryStore()
    const first = buildSearchIndex(pages, 'en', chunkOf, { ...options, shardStore: store })
    expect(first.stats.shards).toBeGreaterThan(3)
    expect(counts).toEqual({ hits: 0, sets: first.stats.shards })
    const again = buildSearchIndex(pages, 'en', chunkOf, { ...options, shardStore: store })
    expect(counts.hits).toBe(first.stats.shards)
    expect(again.files).toEqual(first.files)
    expect(again.stats.documents).toBe(first.stats.documents)
  })

  it('encode again only the shard whose page changed, with the bytes of a build from nothing', () => {
    const { store, counts } = memoryStore()
    const first = buildSearchIndex(pages, 'en', chunkOf, { ...options, shardStore: store })
    const edited = pages.map((p, i) => (i === 200 ? { ...p, sections: p.sections.map((s, j) => (j === 0 ? { ...s, text: `${s.text} unusual` } : s)) } : p))
    const sets = counts.sets
    const rebuilt = buildSearchIndex(edited, 'en', chunkOf, { ...options, shardStore: store })
    expect(counts.sets - sets).toBeLessThanOrEqual(2)
    expect(rebuilt.files).toEqual(buildSearchIndex(edited, 'en', chunkOf, options).files)
    expect(rebuilt.files).not.toEqual(first.files)
  })
})
