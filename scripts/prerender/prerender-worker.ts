import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageData } from '../../src/shared/content/types.ts'
import { phaseTotals } from '../lib/phases.ts'
import { createRenderer, type RendererOptions, type RenderJob } from './renderer.ts'

// One batch of pages per worker thread (see prerender.ts); a page arrives as its data chunk's path.
const { jobs, ...options } = workerData as RendererOptions & { jobs: (RenderJob & { data: string | null })[] }
const renderer = await createRenderer(options)
for (const { data, ...job } of jobs) {
  const page = data ? ((await import(pathToFileURL(path.join(options.outDir, data)).href)) as { default: PageData }).default : null
  await renderer.render({ ...job, page })
}
parentPort!.postMessage(phaseTotals())
