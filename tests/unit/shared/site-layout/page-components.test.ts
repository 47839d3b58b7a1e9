import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_COMPONENTS } from '../../../../src/shared/site-layout/page-components.ts'

const ROOT = path.resolve(import.meta.dirname, '../../../..')

/** Files (from the root) a Vite glob of `*` within segments matches. */
function expand(glob: string): string[] {
  let paths = ['']
  for (const segment of glob.split('/')) {
    if (!segment.includes('*')) {
      paths = paths
        .map((p) => path.posix.join(p, segment))
        .filter((p) => fs.existsSync(path.join(ROOT, p)))
      continue
    }
    const pattern = new RegExp(
      `^${segment
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/gu, '\\$&'))
        .join('[^/]*')}$`,
      'u',
    )
    paths = paths.flatMap((p) =>
      fs
        .readdirSync(path.join(ROOT, p))
        .filter((name) => pattern.test(name))
        .map((name) => path.posix.join(p, name)),
    )
  }
  return paths
}

describe('shared/site-layout/page-components', () => {
  it('names an existing component with a default export for every kind of page, one file per kind', () => {
    const files = Object.values(PAGE_COMPONENTS)
    expect(new Set(files).size).toBe(files.length)
    for (const file of files)
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toMatch(/^export default /mu)
  })

  it('is exactly what the router finds with its glob, so no kind lacks a chunk and no chunk is unused', () => {
    const routes = fs.readFileSync(path.join(ROOT, 'src/router/routes.ts'), 'utf8')
    const globs = [...routes.matchAll(/import\.meta\.glob[^(]*\(\[([^\]]*)\]/gu)].flatMap((m) =>
      [...m[1]!.matchAll(/'([^']+)'/gu)].map((g) => g[1]!),
    )
    expect(globs.length).toBeGreaterThan(0)
    const found = globs.flatMap((glob) => expand(path.posix.join('src/router', glob)))
    expect(found.sort()).toEqual(Object.values(PAGE_COMPONENTS).sort())
  })
})
