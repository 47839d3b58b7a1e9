import fs from 'node:fs'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageData, Sidebar } from '../../src/shared/content/types.ts'
import {
  isSidebarViewRef,
  viewOfSidebar,
  type SidebarViews,
} from '../../src/shared/content/sidebar-view.ts'
import { parseDataChunk } from '../../src/shared/site-layout/data-chunk.ts'
import { phaseTotals } from '../lib/phases.ts'
import { createRenderer, type RendererOptions, type RenderJob } from './renderer.ts'

// One batch of pages per worker thread (see prerender.ts); a page arrives as its data chunk's path.
// Chunks are read as data, not imported: the module cache would keep every page until the end.
// Sidebars are parsed once per thread and shared by the pages that name them.
const sidebars = new Map<string, Sidebar>()
const views = new Map<string, SidebarViews | null>()
const { jobs, previousDir, ...options } = workerData as RendererOptions & {
  jobs: (RenderJob & { data: string | null })[]
  previousDir: string | null
}
/** A file of the output by its path under the site root: a data chunk the build kept is still in the previous output. */
function readOutput(rel: string): string {
  try {
    return fs.readFileSync(path.join(options.outDir, rel), 'utf8')
  } catch (error) {
    if (!previousDir || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return fs.readFileSync(path.join(previousDir, rel), 'utf8')
  }
}
function readSidebarChunk(dir: string, name: string): Sidebar {
  let sidebar = sidebars.get(name)
  if (!sidebar) {
    sidebar = parseDataChunk(readOutput(path.posix.join(dir, name))) as Sidebar
    sidebars.set(name, sidebar)
  }
  return sidebar
}
function readDataChunk(file: string): PageData {
  const dir = path.posix.dirname(file)
  const page = parseDataChunk(readOutput(file), (name) => readSidebarChunk(dir, name)) as PageData
  if (page.kind !== 'doc' || !isSidebarViewRef(page.sidebar)) return page
  // A large sidebar's view, made from its whole chunk.
  const name = page.sidebar.$view
  return { ...page, sidebar: viewOfSidebar(readSidebarChunk(dir, name), name, page.path, views) }
}
const renderer = await createRenderer(options)
const written: { bytes: number }[] = []
for (const { data, ...job } of jobs) {
  const page = data ? readDataChunk(data) : null
  written.push(await renderer.render({ ...job, page }))
}
parentPort!.postMessage({ phases: phaseTotals(), written })
