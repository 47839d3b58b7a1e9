import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'

const run = promisify(execFile)
const TSC = path.join(ROOT, 'node_modules/.bin/tsc')

/** Type-checks `project` with one more file in `dir` that uses `code`; returns the compiler's output. */
async function checkWith(project: string, dir: string, code: string): Promise<string> {
  const probe = path.join(ROOT, dir, `zz-wall-probe-${process.pid}.ts`)
  fs.writeFileSync(probe, `${code}\n`)
  try {
    await run(TSC, ['-p', project], { cwd: ROOT })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  } finally {
    fs.rmSync(probe, { force: true })
  }
}

/**
 * The compilers keep the runtimes apart: each folder's program has only its runtime's globals, so a
 * browser global in build code, or a page global in a worker, does not type-check.
 */
describe('compiler walls', () => {
  it('rejects the DOM in the Node build', { timeout: 120_000 }, async () => {
    expect(await checkWith('scripts', 'scripts', 'export const title: string = document.title')).toMatch(/zz-wall-probe-\d+\.ts.*Cannot find name 'document'/u)
  })

  it('rejects the DOM and Node in neutral shared code', { timeout: 120_000 }, async () => {
    const out = await checkWith('src/shared', 'src/shared', "import fs from 'node:fs'\nexport const title: string = document.title + String(fs)")
    expect(out).toMatch(/Cannot find name 'document'/u)
    expect(out).toMatch(/node:fs/u)
  })

  it('rejects page globals in the service worker', { timeout: 120_000 }, async () => {
    expect(await checkWith('workers', 'workers/sw', 'export const title: string = document.title')).toMatch(/Cannot find name 'document'/u)
  })
})
