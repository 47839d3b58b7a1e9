import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { afterAll, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'
import { fuzzSeed } from '../support/fuzz-seed.ts'
import { applyAll, mutations } from '../support/markdown-mutations.ts'

const run = promisify(execFile)
const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-build-fuzz-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const pages = (fs.readdirSync(FIXTURE, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.md'))
  .sort()
/** What a failed build may print: `file:line:col message`, an indented hint, or the build's own log lines. */
const ALLOWED_LINE = /^(?:\S+:\d+:\d+ \S.*| {4}hint: .*|\[build\] .*|npm warn .*)$/u

let n = 0
it('a handful of full builds of edited copies each end in a site or in file:line:col errors, never a stack trace', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...pages), mutations), { minLength: 1, maxLength: 3 }),
      async (edits) => {
        const content = path.join(work, `site-${++n}`)
        const out = path.join(work, `dist-${n}`)
        fs.cpSync(FIXTURE, content, { recursive: true })
        for (const [page, ms] of edits)
          fs.writeFileSync(
            path.join(content, page),
            applyAll(fs.readFileSync(path.join(content, page)), ms),
          )
        const result = await run(TSX, ['scripts/build.ts', '--content', content, '--out', out], {
          cwd: ROOT,
        }).then(
          () => ({ code: 0, output: '' }),
          (e: { code: number; stdout: string; stderr: string }) => ({
            code: e.code,
            output: `${e.stdout}${e.stderr}`,
          }),
        )
        if (result.code === 0) {
          expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true)
          return
        }
        const lines = result.output.split('\n').filter((l) => l.trim())
        expect(lines.filter((l) => !ALLOWED_LINE.test(l))).toEqual([])
        expect(lines.some((l) => /^\S+:\d+:\d+ /u.test(l))).toBe(true)
        expect(result.output).not.toMatch(/^\[build\] \w*Error\b/mu)
        expect(fs.existsSync(out)).toBe(false)
      },
    ),
    { seed: fuzzSeed(), numRuns: 4, endOnFailure: true },
  )
}, 240_000)
