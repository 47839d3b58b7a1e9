import { parseArgs } from '../lib/args.ts'
import { measureBuild } from './build-time.ts'
import { measureBytes } from './bytes.ts'
import { measureLighthouse } from './lighthouse.ts'
import { measureOffline } from './offline.ts'
import { measurePrefetch } from './prefetch.ts'
import { printReport, type Figure } from './report.ts'
import { measureScale } from './scale.ts'
import { measureCorpora } from './scale-corpus.ts'
import { measureSearchBench } from './search.ts'
import { measureStartup } from './startup.ts'
import { withServer } from './serve.ts'
import { namedChineseFonts } from './fonts.ts'

// `npm run bench` measures the real site; `npm run bench -- --pages 10000` measures a generated site
// of that size (and 1k, 3k on the way); `npm run bench -- --corpus DIR[,DIR…]` builds corpora that
// gen-corpus.mjs wrote (`--missing stubs` writes stub pages for the other locale instead of relying
// on the fallback to the default locale; `--rebuild` also times a rebuild after a one-page edit, `--verify` then checks it against a clean build, `--dev` times the dev server, `--runs 0` skips the builds). Medians over several runs: these machines are shared.
const args = parseArgs(process.argv.slice(2))
const runs = Number(args.get('runs') ?? 3)
const only =
  typeof args.get('only') === 'string' ? new Set(String(args.get('only')).split(',')) : null
const want = (section: string) => !only || only.has(section)
const figures: Figure[] = []

// Chromium lays Chinese text out glyph by glyph through font fallback when no font of the site's
// stack is installed: every page and every search list then costs several times what it does on a
// reader's device, and the start-up and typing figures say more about the machine than the site.
const cjkFonts = namedChineseFonts()
if (cjkFonts?.length === 0)
  console.warn(
    "[bench] no Chinese font of the site's font stack is installed (fc-list :lang=zh): layout figures will be inflated; on Debian, apt-get install fonts-noto-cjk (or fonts-wqy-zenhei)",
  )

if (typeof args.get('corpus') === 'string') {
  const missing = args.get('missing') === 'stubs' ? 'stubs' : 'fallback'
  figures.push(
    ...(await measureCorpora(String(args.get('corpus')).split(','), {
      missing,
      runs: Number(args.get('runs') ?? 1),
      rebuild: args.has('rebuild'),
      verify: args.has('verify'),
      dev: args.has('dev'),
    })),
  )
} else if (args.has('pages')) {
  figures.push(...(await measureScale(Number(args.get('pages')))))
} else {
  const { figures: build, dist } = measureBuild(want('build') ? runs : 1)
  if (want('build')) figures.push(...build)
  if (want('bytes')) figures.push(...measureBytes(dist))
  await withServer(dist, async (origin) => {
    if (want('bytes')) figures.push(...(await measurePrefetch(origin)))
    if (want('search')) figures.push(...(await measureSearchBench(dist, origin, runs)))
    if (want('offline')) figures.push(...(await measureOffline(dist, origin, runs)))
    if (want('startup')) figures.push(...(await measureStartup(origin, Math.max(runs, 5))))
    if (want('lighthouse')) figures.push(...(await measureLighthouse(origin, Math.max(runs, 5))))
  })
}

const ok = printReport(figures)
if (!ok) {
  console.error('\n[bench] some figures are over budget')
  process.exitCode = 1
}
