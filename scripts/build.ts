import { ContentError, formatProblem } from './lib/errors.ts'
import { parseArgs } from './lib/args.ts'
import { createLogger } from './lib/log.ts'
import { phaseTotals } from './lib/phases.ts'
import fs from 'node:fs'
import { buildSite, ROOT } from './site-build.ts'

const log = createLogger('build')
const args = parseArgs(process.argv.slice(2))
const trailing = args.get('trailing-slash')
const start = performance.now()
try {
  const result = await buildSite({
    ...(typeof args.get('content') === 'string'
      ? { contentDir: args.get('content') as string }
      : {}),
    ...(typeof args.get('out') === 'string' ? { outDir: args.get('out') as string } : {}),
    overrides: {
      ...(typeof args.get('base') === 'string' ? { baseUrl: args.get('base') as string } : {}),
      ...(trailing === 'true'
        ? { trailingSlash: true }
        : trailing === 'false'
          ? { trailingSlash: false }
          : {}),
    },
  })
  log.info(
    `${result.prerender.pages.length} pages in ${((performance.now() - start) / 1000).toFixed(1)} s → ${result.outDir}`,
  )
  // The bench reads where the time went: wall time per step, and time per phase summed over threads.
  const stats = process.env.HCFY_BUILD_STATS
  if (stats)
    fs.writeFileSync(
      stats,
      JSON.stringify({
        steps: result.timings,
        phases: phaseTotals(),
        pages: result.prerender.pages.length,
      }),
    )
} catch (error) {
  if (error instanceof ContentError) {
    for (const p of error.problems) console.error(formatProblem(p, ROOT))
    log.error(error.message)
  } else {
    log.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  }
  process.exitCode = 1
}
