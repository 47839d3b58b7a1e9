import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'

const run = promisify(execFile)
const TSC = path.join(ROOT, 'node_modules/.bin/tsc')

/**
 * Type-checks the program of `project` with one more file that uses `code`; returns the compiler's
 * output. The probe and its tsconfig (which extends the project's, so it keeps the project's files
 * and options) live under `.cache/`: a probe written into the source folders would be seen by
 * builds and structure tests running at the same time.
 */
async function checkWith(project: string, code: string): Promise<string> {
  fs.mkdirSync(path.join(ROOT, '.cache'), { recursive: true })
  const dir = fs.mkdtempSync(path.join(ROOT, '.cache', 'wall-probe-'))
  const probe = `zz-wall-probe-${process.pid}.ts`
  fs.writeFileSync(path.join(dir, probe), `${code}\n`)
  const base = path
    .relative(dir, path.join(ROOT, project, 'tsconfig.json'))
    .split(path.sep)
    .join('/')
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: base, files: [probe] }),
  )
  try {
    await run(TSC, ['-p', dir], { cwd: ROOT })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The compilers keep the runtimes apart: each folder's program has only its runtime's globals, so a
 * browser global in build code, or a page global in a worker, does not type-check.
 */
describe('compiler walls', () => {
  it('rejects the DOM in the Node build', { timeout: 120_000 }, async () => {
    expect(await checkWith('scripts', 'export const title: string = document.title')).toMatch(
      /zz-wall-probe-\d+\.ts.*Cannot find name 'document'/u,
    )
  })

  it('rejects the DOM and Node in neutral shared code', { timeout: 120_000 }, async () => {
    const out = await checkWith(
      'src/shared',
      "import fs from 'node:fs'\nexport const title: string = document.title + String(fs)",
    )
    expect(out).toMatch(/Cannot find name 'document'/u)
    expect(out).toMatch(/node:fs/u)
  })

  it('rejects page globals in the service worker', { timeout: 120_000 }, async () => {
    expect(await checkWith('workers', 'export const title: string = document.title')).toMatch(
      /Cannot find name 'document'/u,
    )
  })

  it('type-checks each project with a probe that keeps to its runtime', {
    timeout: 120_000,
  }, async () => {
    for (const project of ['scripts', 'src/shared', 'workers'])
      expect(await checkWith(project, 'export const n: number = [1, 2].length')).toBe('')
  })
})
