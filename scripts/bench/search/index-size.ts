import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { markdownBytes } from '../../search/measure.ts'
import type { BenchLocale } from './queries.ts'

export interface IndexSize {
  locale: BenchLocale
  /** Gzip bytes of what the worker downloads before the first search: the root file and its shards. */
  indexGzip: number
  /** Gzip bytes of the texts file the worker fetches after the index (0 when the root names none). */
  textsGzip: number
  markdown: number
}

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Sizes of one locale's search files in a build, against the Markdown they index. */
export function indexSize(dist: string, contentDir: string, locale: BenchLocale): IndexSize {
  const dir = path.join(dist, 'search')
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(`${locale}.`) && f.endsWith('.json'))
  const rootName = files.find((f) => new RegExp(`^${locale}\\.[0-9a-f]+\\.json$`, 'u').test(f))
  if (!rootName) throw new Error(`bench: no search index root for ${locale} in ${dir}`)
  const root = JSON.parse(fs.readFileSync(path.join(dir, rootName), 'utf8')) as { shards?: unknown[]; texts?: string }
  const shards = (root.shards ?? []).filter((s): s is string => typeof s === 'string')
  const index = new Set([rootName, ...shards])
  let indexGzip = 0
  for (const f of index) indexGzip += gzip(path.join(dir, f))
  const textsGzip = root.texts ? gzip(path.join(dir, root.texts)) : 0
  return { locale, indexGzip, textsGzip, markdown: markdownBytes(contentDir, locale) }
}
