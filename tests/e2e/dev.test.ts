import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../scripts/site-build.ts'
import { rawRequest } from '../support/raw-http.ts'
import { collectProblems, launchContext, waitForHydration } from './setup/browser.ts'
import { TS_PROGRAM_ARGS } from '../../scripts/lib/node-args.ts'
import { dropBuildCaches } from '../support/caches.ts'

/**
 * One step towards the Ctrl+K modal's first result for `query`: opens the modal, or enters the
 * query, or reads the result ('' until there is one). Polled, so a reload the dev server sends
 * after an edit (a watcher may report one save more than once) only costs a step.
 */
async function firstAnswer(page: Page, query: string): Promise<string> {
  const input = page.locator('dialog[open] input')
  if (!(await input.isVisible())) {
    await waitForHydration(page)
    await page.keyboard.press('Control+k')
    return ''
  }
  if ((await input.inputValue()) !== query) {
    await input.fill(query)
    return ''
  }
  return (
    (await page
      .getByRole('option')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null)) ?? ''
  )
}

const CONTENT = path.join(ROOT, '.content-dev-test')

describe('npm run dev', () => {
  let dev: ChildProcess
  let origin = ''
  beforeAll(async () => {
    // A copy of the content, so the test can edit a page and watch it reload.
    fs.rmSync(CONTENT, { recursive: true, force: true })
    fs.cpSync(path.join(ROOT, 'content'), CONTENT, { recursive: true })
    dev = spawn(
      process.execPath,
      [...TS_PROGRAM_ARGS, 'scripts/dev.ts', '--port', '0', '--content', CONTENT],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    // A free port, read back from the server's first line, so no other process can be in the way.
    origin = await new Promise<string>((resolve, reject) => {
      dev.stdout!.on('data', (chunk: Buffer) => {
        const port = /writing mode at http:\/\/localhost:(\d+)/u.exec(chunk.toString())?.[1]
        if (port) resolve(`http://127.0.0.1:${port}`)
      })
      dev.once('exit', (code) => reject(new Error(`dev server exited with ${code}`)))
    })
  }, 120_000)
  afterAll(() => {
    dev?.kill()
    dropBuildCaches(CONTENT)
    fs.rmSync(CONTENT, { recursive: true, force: true })
  })

  it('serves every kind of route, hydrated, with working search, and reloads on content edits', async () => {
    const context = await launchContext({ serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      // The first page of a fresh dev server waits for Vite to transform every module the app
      // needs, while the content compiles in the background and other browser tests share the two
      // cores: under that load it can take longer than a navigation's default 30 s.
      page.setDefaultNavigationTimeout(90_000)
      const problems = collectProblems(page)
      for (const route of [
        '/',
        '/docs/faqs/deepl-limit',
        '/en/blog',
        '/blog/2025/06/14/deepl-builtin-errors',
        '/search?q=DeepL',
      ]) {
        // Vite may still reload the page it served last (when it re-optimises dependencies on a busy
        // machine), which aborts the navigation under way: it is asked for once more.
        const res = await page.goto(origin + route).catch(async (error: Error) => {
          if (!/ERR_ABORTED/u.test(error.message)) throw error
          return page.goto(origin + route)
        })
        expect(res?.status(), route).toBe(200)
        await waitForHydration(page)
        // Until the page's modules have all arrived: on a fresh checkout Vite may still be
        // optimising dependencies the first page asked for, and reloads it when done, which would
        // cut the next navigation short.
        await page.waitForLoadState('networkidle')
        expect((await page.locator('h1').first().textContent())?.trim(), route).toBeTruthy()
      }
      // Search works in dev: the index is built from the content and served from memory.
      await page.goto(`${origin}/docs/faqs/`)
      await waitForHydration(page)
      await expect.poll(() => firstAnswer(page, '截图翻译'), { timeout: 60_000 }).not.toBe('')
      await page.keyboard.press('Escape')
      // Editing a page reloads it with the new text.
      const file = path.join(CONTENT, 'zh-Hans/docs/faqs/index.md')
      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace(/^title: .*$/mu, 'title: 常见问题（刚刚改过）'),
      )
      await expect
        .poll(() => page.locator('h1').first().textContent(), { timeout: 60_000 })
        .toContain('刚刚改过')
      // A text edit reloads the page with the new words, and search finds them.
      await page.goto(`${origin}/docs/faqs/deepl-limit`)
      await waitForHydration(page)
      const limit = path.join(CONTENT, 'zh-Hans/docs/faqs/deepl-limit.md')
      fs.appendFileSync(limit, '\n新加的一句：quokkaword 在这一页。\n')
      await expect
        .poll(() => page.locator('main').textContent(), { timeout: 60_000 })
        .toContain('quokkaword')
      await expect
        .poll(() => firstAnswer(page, 'quokkaword'), { timeout: 60_000 })
        .toContain('DeepL')
      await page.keyboard.press('Escape')
      expect(problems.filter((p) => !/favicon|status of 404/u.test(p))).toEqual([])
    } finally {
      await context.cleanup()
    }
  }, 180_000)

  it('answers malformed, traversing and non-GET requests with 400 and 405, and keeps running', async () => {
    const status = async (line: string) =>
      (await rawRequest(Number(new URL(origin).port), line))?.status
    for (const target of [
      '//',
      '///x',
      '/..%2Fpackage.json',
      '/%2e%2e/package.json',
      '/src%2F..%2F..%2Fpackage.json',
      '/%zz',
    ]) {
      expect(await status(`GET ${target} HTTP/1.1`), target).toBe(400)
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(await status(`${method} / HTTP/1.1`), method).toBe(405)
    expect(await status('GET / HTTP/1.1')).toBe(200)
    expect(dev.exitCode).toBeNull()
  }, 60_000)
})
