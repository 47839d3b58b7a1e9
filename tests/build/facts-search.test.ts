import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildContentIndexes, relevanceOf } from '../../scripts/search/relevance.ts'
import { ROOT } from '../../scripts/site-build.ts'

const FIXTURE = path.join(ROOT, 'tests/fixtures/content/site-basic')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-facts-search-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe(':fact[name] in the search index', () => {
  it('makes a page findable by a value that only the facts file holds, in each locale', async () => {
    const content = path.join(work, 'site')
    fs.cpSync(FIXTURE, content, { recursive: true })
    fs.writeFileSync(
      path.join(content, 'facts.yml'),
      'store-code:\n  value:\n    zh-Hans: 斑马码\n    en: zebracode\n  source: test\nshared-id:\n  value: quokkaid42\n  source: test\n',
    )
    const append = (rel: string, text: string) =>
      fs.appendFileSync(path.join(content, rel), `\n${text}\n`)
    append('zh-Hans/docs/services.md', '商店编号是 :fact[store-code]，扩展编号 :fact[shared-id]。')
    append(
      'en/docs/services.md',
      'The store code is :fact[store-code] and the extension id :fact[shared-id].',
    )
    // The values are nowhere in the Markdown: only the directive can put them in the index.
    for (const rel of ['zh-Hans/docs/services.md', 'en/docs/services.md'])
      expect(fs.readFileSync(path.join(content, rel), 'utf8')).not.toMatch(
        /斑马码|zebracode|quokkaid42/u,
      )

    const site = await buildContentIndexes(content)
    const result = await relevanceOf(
      [
        { locale: 'zh-Hans', class: 'body', query: '斑马码', expect: ['/docs/services'] },
        { locale: 'en', class: 'body', query: 'zebracode', expect: ['/en/docs/services'] },
        { locale: 'zh-Hans', class: 'body', query: 'quokkaid42', expect: ['/docs/services'] },
        { locale: 'en', class: 'body', query: 'quokkaid42', expect: ['/en/docs/services'] },
      ],
      site,
    )
    expect(result.ranks.map((r) => `${r.query.locale} ${r.query.query} ${r.rank}`)).toEqual([
      'zh-Hans 斑马码 1',
      'en zebracode 1',
      'zh-Hans quokkaid42 1',
      'en quokkaid42 1',
    ])
  }, 60_000)
})
