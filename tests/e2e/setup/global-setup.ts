import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { buildSite, ROOT } from '../../../scripts/site-build.ts'
import { createStaticServer } from '../../../scripts/serve/static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site built at base `/`, e.g. `http://127.0.0.1:41234`. */
    siteOrigin: string
    /** Origin of the same site built under base `/sub/` (served at `<origin>/sub/`). */
    subOrigin: string
    /** Folder of the main build. */
    distDir: string
  }
}

export const DIST = path.join(ROOT, 'dist-e2e')
export const DIST_SUB = path.join(ROOT, 'dist-e2e-sub')

/**
 * Builds both sites once per run. `E2E_REUSE=1` reuses existing builds, for quick local reruns of a
 * single test file after a build.
 */
export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_REUSE === '1' && fs.existsSync(DIST) && fs.existsSync(DIST_SUB)
  if (!reuse) {
    await buildSite({ outDir: DIST, quiet: true })
    await buildSite({ outDir: DIST_SUB, quiet: true, overrides: { baseUrl: '/sub/' } })
  }
  const servers = [
    createStaticServer({ dir: DIST }),
    createStaticServer({ dir: DIST_SUB, base: '/sub/' }),
  ]
  const origins = await Promise.all(
    servers.map(
      (s) =>
        new Promise<string>((resolve) => {
          s.listen(0, '127.0.0.1', () =>
            resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`),
          )
        }),
    ),
  )
  project.provide('siteOrigin', origins[0]!)
  project.provide('subOrigin', origins[1]!)
  project.provide('distDir', DIST)
  return async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
  }
}
