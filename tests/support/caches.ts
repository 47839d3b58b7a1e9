import fs from 'node:fs'
import path from 'node:path'
import { compileCacheDir } from '../../scripts/content/compile-cache.ts'
import { OUTPUT_RECORDS, outputFolderKey } from '../../scripts/emit/output-cache.ts'
import { outlineCacheFile } from '../../scripts/dev/outline-cache.ts'
import { SEARCH_CACHE } from '../../scripts/search/vector-store.ts'
import { ROOT } from '../../scripts/site-build.ts'

/**
 * Removes what builds and dev servers of a throwaway site leave under `.cache/`: its compiled
 * Markdown and outlines, and for each output folder the generated modules, the SSR bundle, the
 * record of its files and its search store. A test that builds into a folder of its own would
 * otherwise leave them behind on every run.
 */
export function dropBuildCaches(contentDir: string, outDirs: readonly string[] = []): void {
  for (const base of ['/', '/docs-site/'])
    fs.rmSync(compileCacheDir(contentDir, base), { recursive: true, force: true })
  fs.rmSync(outlineCacheFile(contentDir), { force: true })
  for (const outDir of outDirs) {
    const name = path.basename(outDir)
    for (const dir of ['gen', 'ssr'])
      fs.rmSync(path.join(ROOT, '.cache', dir, name), { recursive: true, force: true })
    const key = outputFolderKey(outDir)
    fs.rmSync(path.join(OUTPUT_RECORDS, `${key}.json`), { force: true })
    if (fs.existsSync(SEARCH_CACHE))
      for (const f of fs.readdirSync(SEARCH_CACHE))
        if (f.startsWith(`${key}.`)) fs.rmSync(path.join(SEARCH_CACHE, f), { force: true })
  }
}
