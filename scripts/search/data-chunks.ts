import { createHash } from 'node:crypto'
import type { SearchSource } from '../../src/shared/search/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import { DATA_DIR, dataChunkPath, dataChunkText } from '../../src/shared/site-layout/index.ts'
import { emitDataChunks } from '../emit/modules.ts'
import { escapeHtml } from '../prerender/escape.ts'
import type { ChunkOf } from './build-index.ts'

/**
 * The pages' data chunks, where the search worker takes snippet text from (see
 * workers/search/texts.ts), for the tools that run the worker without a built site.
 */
export interface DataChunks {
  /** Page path → chunk path relative to the site root, as buildSearchIndex takes it. */
  chunkOf: ChunkOf
  /** Chunk path relative to the site root → content. */
  files: ReadonlyMap<string, string>
}

/** The real data chunks of a site model, as the build writes them (emitDataChunks). */
export function siteDataChunks(model: SiteModel): DataChunks {
  const emitted = emitDataChunks(model)
  const byPath = new Map(
    [...emitted.pageFiles].map(([page, file]) => [page.path, dataChunkPath(file)]),
  )
  const files = new Map([...emitted.files].map(([file, content]) => [dataChunkPath(file), content]))
  return { chunkOf: (path) => byPath.get(path), files }
}

/**
 * Data chunks made up from search sources, in the build's format: the intro as a paragraph, then
 * per section an h2 with its heading link, then the text. Every other page imports a sidebar
 * module, as docs pages do.
 */
export function fakeDataChunks(sources: readonly SearchSource[]): DataChunks {
  const files = new Map<string, string>()
  const byPath = new Map<string, string>()
  const sidebar = `${DATA_DIR}/sidebar-00000000.js`
  files.set(sidebar, dataChunkText({ id: 'docs', items: [] }))
  sources.forEach((source, i) => {
    const html = source.sections
      .map(({ hash, title, text }) => {
        const body = text ? `<p>${escapeHtml(text)}</p>` : ''
        if (!hash) return body
        const id = escapeHtml(hash.slice(1))
        return `<h2 id="${id}" class="anchor">${escapeHtml(title)}<a class="hash-link" href="${escapeHtml(hash)}" aria-label="Direct link" title="Direct link">#</a></h2>\n${body}`
      })
      .join('\n')
    const page = { kind: 'doc', path: source.path, title: source.title, html, toc: [], sidebar: 0 }
    const withSidebar = i % 2 === 0
    const content = withSidebar
      ? dataChunkText(page, sidebar.slice(DATA_DIR.length + 1))
      : dataChunkText({ ...page, sidebar: null })
    const stem = source.path.replace(/[^a-zA-Z0-9_-]+/gu, '-').replace(/^-|-$/gu, '') || 'index'
    const name = `${DATA_DIR}/${stem}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`
    files.set(name, content)
    byPath.set(source.path, name)
  })
  return { chunkOf: (path) => byPath.get(path), files }
}
