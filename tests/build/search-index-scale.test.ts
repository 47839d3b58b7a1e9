import { describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  MAX_DOWNLOAD_GZIP_BYTES,
  type ChunkOf,
} from '../../scripts/search/build-index.ts'
import { generatedPages } from '../unit/workers/search/site.ts'

const chunkOf: ChunkOf = (path) =>
  `assets/p/${path.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '')}-0123abcd.js`

// How long this takes is a figure of `npm run bench -- --pages 10000`, not a test: machines differ.
describe('scripts/search/build-index at 10,000 pages', () => {
  it('splits the index into shards, each download ≤ 1 MB gzip, and sends no texts file', {
    timeout: 600_000,
  }, () => {
    const { stats } = buildSearchIndex(generatedPages('zh-Hans', 10_000, 7), 'zh-Hans', chunkOf)
    expect(stats.shards).toBeGreaterThan(1)
    expect(Math.max(...stats.index.map((f) => f.gzipBytes))).toBeLessThanOrEqual(
      MAX_DOWNLOAD_GZIP_BYTES,
    )
    // Far too much text to send whole: the worker reads the data chunks of the hits it shows.
    expect(stats.texts).toBeNull()
  })
})
