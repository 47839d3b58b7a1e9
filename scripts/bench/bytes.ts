import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Figure } from './report.ts'
import { DATA_DIR, dataChunkPath } from '../../src/shared/site-layout/folders.ts'

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/**
 * What a first visit to a docs page downloads to render and hydrate: the HTML's module scripts and
 * preloads (entry, vendor, the docs page component, the page's own chunk and its sidebar) and CSS.
 */
export function measureBytes(dist: string, sampleHtml = 'docs/faqs/deepl-limit.html'): Figure[] {
  const html = fs.readFileSync(path.join(dist, sampleHtml), 'utf8')
  // The page starts the app from its `#hcfy-assets` list (entry and preloads) once it has painted.
  const assets = JSON.parse(
    /<script type="application\/json" id="hcfy-assets">([^<]*)<\/script>/u.exec(html)?.[1] ??
      '{"entry":"","preload":[]}',
  ) as { entry: string; preload: string[] }
  const js = [assets.entry, ...assets.preload].filter(Boolean).map((u) => u.replace(/^\//u, ''))
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/gu)].map((m) => m[1]!)
  const jsGzip = js.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0)
  const cssGzip = css.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0)
  // Each page chunk holds one page body, and the code the page loads first holds none.
  const dataDir = path.join(dist, DATA_DIR)
  const pageChunks = fs.readdirSync(dataDir).map((f) => ({ file: dataChunkPath(f) }))
  // Sidebar chunks hold no page body; a page chunk holds exactly one.
  const bodies = (file: string) =>
    (fs.readFileSync(path.join(dist, file), 'utf8').match(/"html":/gu) ?? []).length
  const shared = pageChunks.filter((c) => bodies(c.file) > 1).length
  const firstCode = js
    .filter((f) => !f.startsWith(`${DATA_DIR}/`))
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
    .join('\n')
  const titles = pageChunks
    .slice(0, 50)
    .map((c) => /"title":"([^"]{8,})"/u.exec(fs.readFileSync(path.join(dist, c.file), 'utf8'))?.[1])
    .filter(Boolean) as string[]
  // As page data would hold it (a title key and its value): a navbar label that is also a page's
  // title belongs in the shell.
  const asData = (t: string) =>
    new RegExp(`"?title"?:\\s*["'\`]${t.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}["'\`]`, 'u')
  const leaked = titles.filter((t) => asData(t).test(firstCode)).length
  return [
    {
      section: 'bytes',
      name: `first-visit JS of a docs page (${js.length} files, gzip)`,
      value: jsGzip / 1024,
      unit: 'KB',
      max: 110,
    },
    { section: 'bytes', name: 'CSS (gzip)', value: cssGzip / 1024, unit: 'KB', max: 15 },
    {
      section: 'bytes',
      name: 'page chunks holding more than one page',
      value: shared,
      unit: 'chunks',
      max: 0,
      note: `of ${pageChunks.length}`,
    },
    {
      section: 'bytes',
      name: 'page titles found in entry/shell code',
      value: leaked,
      unit: 'titles',
      max: 0,
      note: `${titles.length} sampled`,
    },
  ]
}
