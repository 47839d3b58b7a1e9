import fs from 'node:fs'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageData, Sidebar } from '../../src/shared/content/types.ts'
import { isSidebarViewRef, viewOfSidebar, type SidebarViews } from '../../src/shared/content/sidebar-view.ts'
import { phaseTotals } from '../lib/phases.ts'
import { createRenderer, type RendererOptions, type RenderJob } from './renderer.ts'

// One batch of pages per worker thread (see prerender.ts); a page arrives as its data chunk's path.
// Chunks are read as data, not imported: the module cache would keep every page until the end.
const sidebars = new Map<string, string>()
const wholeSidebars = new Map<string, Sidebar>()
const views = new Map<string, SidebarViews | null>()
function readDataChunk(file: string): PageData {
  const text = fs.readFileSync(file, 'utf8')
  const sidebar = /^import sidebar from "\.\/([^"]+)"\n/u.exec(text)
  let body = text.slice(sidebar ? sidebar[0].length : 0).replace(/^export default /u, '')
  if (sidebar) {
    const name = sidebar[1]!
    if (!sidebars.has(name)) sidebars.set(name, fs.readFileSync(path.join(path.dirname(file), name), 'utf8').replace(/^export default /u, '').trimEnd())
    body = body.replace('"sidebar":sidebar', () => `"sidebar":${sidebars.get(name)!}`)
  }
  const page = JSON.parse(body) as PageData
  if (page.kind !== 'doc' || !isSidebarViewRef(page.sidebar)) return page
  // A large sidebar's view, made from its whole chunk (read once per thread).
  const name = page.sidebar.$view
  let whole = wholeSidebars.get(name)
  if (!whole) {
    whole = JSON.parse(fs.readFileSync(path.join(path.dirname(file), name), 'utf8').replace(/^export default /u, '')) as Sidebar
    wholeSidebars.set(name, whole)
  }
  return { ...page, sidebar: viewOfSidebar(whole, name, page.path, views) }
}
const { jobs, ...options } = workerData as RendererOptions & { jobs: (RenderJob & { data: string | null })[] }
const renderer = await createRenderer(options)
const written: { bytes: number; md5: string }[] = []
for (const { data, ...job } of jobs) {
  const page = data ? readDataChunk(path.join(options.outDir, data)) : null
  written.push(await renderer.render({ ...job, page }))
}
parentPort!.postMessage({ phases: phaseTotals(), written })
