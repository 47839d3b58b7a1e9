import fs from 'node:fs'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageData, Sidebar } from '../../src/shared/content/types.ts'
import { isSidebarViewRef, viewOfSidebar, type SidebarViews } from '../../src/shared/content/sidebar-view.ts'
import { parseDataChunk } from '../../src/shared/site-layout/data-chunk.ts'
import { phaseTotals } from '../lib/phases.ts'
import { createRenderer, type RendererOptions, type RenderJob } from './renderer.ts'

// One batch of pages per worker thread (see prerender.ts); a page arrives as its data chunk's path.
// Chunks are read as data, not imported: the module cache would keep every page until the end.
// Sidebars are parsed once per thread and shared by the pages that name them.
const sidebars = new Map<string, Sidebar>()
const views = new Map<string, SidebarViews | null>()
function readSidebarChunk(dir: string, name: string): Sidebar {
  let sidebar = sidebars.get(name)
  if (!sidebar) {
    sidebar = parseDataChunk(fs.readFileSync(path.join(dir, name), 'utf8')) as Sidebar
    sidebars.set(name, sidebar)
  }
  return sidebar
}
function readDataChunk(file: string): PageData {
  const dir = path.dirname(file)
  const page = parseDataChunk(fs.readFileSync(file, 'utf8'), (name) => readSidebarChunk(dir, name)) as PageData
  if (page.kind !== 'doc' || !isSidebarViewRef(page.sidebar)) return page
  // A large sidebar's view, made from its whole chunk.
  const name = page.sidebar.$view
  return { ...page, sidebar: viewOfSidebar(readSidebarChunk(dir, name), name, page.path, views) }
}
const { jobs, ...options } = workerData as RendererOptions & { jobs: (RenderJob & { data: string | null })[] }
const renderer = await createRenderer(options)
const written: { bytes: number; md5: string }[] = []
for (const { data, ...job } of jobs) {
  const page = data ? readDataChunk(path.join(options.outDir, data)) : null
  written.push(await renderer.render({ ...job, page }))
}
parentPort!.postMessage({ phases: phaseTotals(), written })
