import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, ROOT } from '../../scripts/site-build.ts'
import { snapshot } from './support/snapshot.ts'

const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
/** More links than a page carries whole (SIDEBAR_INLINE_LINKS), so its pages name a shared sidebar chunk. */
const LARGE_SIDEBAR = 130

let work: string
let content: string
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-threads-'))
  content = path.join(work, 'content')
  fs.cpSync(FIXTURE, content, { recursive: true })
  // A FAQ sidebar as large sites have, so the threads also make pages' views of a shared sidebar.
  const ids = Array.from({ length: LARGE_SIDEBAR }, (_, i) => `faqs/extra-${i}`)
  for (const [i, id] of ids.entries()) {
    fs.writeFileSync(
      path.join(content, 'zh-Hans/docs', `${id}.md`),
      `---\ntitle: 附加问题 ${i}\n---\n\n第 ${i} 个问题的回答。\n`,
    )
    fs.writeFileSync(
      path.join(content, 'en/docs', `${id}.md`),
      `---\ntitle: Extra question ${i}\n---\n\nThe answer to question ${i}.\n`,
    )
  }
  const sidebars = path.join(content, 'sidebars.ts')
  fs.writeFileSync(
    sidebars,
    fs
      .readFileSync(sidebars, 'utf8')
      .replace(
        "'faqs/deepl'",
        `'faqs/deepl', { type: 'category', label: { 'zh-Hans': '更多', en: 'More' }, items: ${JSON.stringify(ids)} }`,
      ),
  )
})
afterAll(() => {
  delete process.env.HCFY_BUILD_THREADS
  fs.rmSync(work, { recursive: true, force: true })
})

describe('a build in worker threads', () => {
  // Only sites of more than a thousand pages take the threaded path (pages and the search index),
  // where pages arrive as the data chunks the build wrote: it must read them as the browser does
  // and render the same bytes.
  it('writes the same site as building on the main thread, shared sidebar chunks included', async () => {
    // The same folder name for both: it is part of the build's generated files' paths.
    const inline = path.join(work, 'inline', 'site')
    const threaded = path.join(work, 'threaded', 'site')
    await buildSite({ contentDir: content, outDir: inline, quiet: true })
    process.env.HCFY_BUILD_THREADS = 'always'
    await buildSite({ contentDir: content, outDir: threaded, quiet: true })
    const a = snapshot(inline)
    const b = snapshot(threaded)
    expect(Object.keys(a).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(
      2 * LARGE_SIDEBAR,
    )
    expect(
      fs
        .readdirSync(path.join(threaded, 'assets/p'))
        .some((f) => /^zh-Hans-faqsSideBar-[0-9a-f]{8}\.js$/u.test(f)),
    ).toBe(true)
    expect(b).toEqual(a)
  }, 240_000)
})
