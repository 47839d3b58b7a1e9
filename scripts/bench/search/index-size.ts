import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { searchRootFile } from '../../../src/shared/site-layout/folders.ts'
import { markdownBytes } from '../../search/measure.ts'
import type { BenchLocale } from './queries.ts'

export interface IndexSize {
  locale: BenchLocale
  /** Gzip bytes of the whole index: the root file, its term shards and page blocks. */
  indexGzip: number
  /** Gzip bytes of the texts file the worker fetches after the index (0 when the root names none). */
  textsGzip: number
  /** Gzip bytes of the character variants file fetched with the index (0 when the root names none). */
  variantsGzip: number
  markdown: number
}

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Sizes of one locale's search files in a build, against the Markdown they index. */
export function indexSize(dist: string, contentDir: string, locale: BenchLocale): IndexSize {
  const dir = path.join(dist, 'search')
  const rootName = path.basename(searchRootFile(locale))
  if (!fs.existsSync(path.join(dir, rootName)))
    throw new Error(`bench: no search index root for ${locale} in ${dir}`)
  // A small index holds its term shards and page blocks itself; a large one names their files.
  const root = JSON.parse(fs.readFileSync(path.join(dir, rootName), 'utf8')) as {
    terms?: unknown[]
    blocks?: unknown[]
    texts?: string
    variants?: string
  }
  const parts = [...(root.terms ?? []), ...(root.blocks ?? [])].filter(
    (s): s is string => typeof s === 'string',
  )
  const index = new Set([rootName, ...parts])
  let indexGzip = 0
  for (const f of index) indexGzip += gzip(path.join(dir, f))
  const textsGzip = root.texts ? gzip(path.join(dir, root.texts)) : 0
  const variantsGzip = root.variants ? gzip(path.join(dir, root.variants)) : 0
  return { locale, indexGzip, textsGzip, variantsGzip, markdown: markdownBytes(contentDir, locale) }
}
