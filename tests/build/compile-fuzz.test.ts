import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { expect, it } from 'vitest'
import { compileBytes } from '../../scripts/content/compile-file.ts'
import { loadFacts } from '../../scripts/content/facts.ts'
import { listSources } from '../../scripts/content/sources.ts'
import { ROOT } from '../../scripts/site-build.ts'
import { fuzzSeed } from '../support/fuzz-seed.ts'
import { applyAll, mutations } from '../support/markdown-mutations.ts'

type Node = DefaultTreeAdapterMap['childNode']
const sources = listSources(path.join(ROOT, 'content'))
const originals = sources.map((s) => fs.readFileSync(s.abs))
const { facts } = loadFacts(path.join(ROOT, 'content/facts.yml'))

/** Elements the renderer writes, plus the raw HTML safe list. */
const ELEMENTS = new Set(
  'p a h1 h2 h3 h4 h5 h6 ul ol li strong em del code pre span div button table thead tbody tr th td input img blockquote hr br sup sub section details summary kbd mark'.split(
    ' ',
  ),
)

/** Every element and URL of clean output is one the content policy allows. */
function unsafeParts(html: string): string[] {
  const out: string[] = []
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (!('tagName' in n)) continue
      if (!ELEMENTS.has(n.tagName)) out.push(`<${n.tagName}>`)
      for (const a of n.attrs) {
        if (/^on/iu.test(a.name)) out.push(`${n.tagName}[${a.name}]`)
        const scheme = a.value
          .trim()
          .match(/^([a-z][\w+.-]*):/iu)?.[1]
          ?.toLowerCase()
        const elsewhere = scheme
          ? !['http', 'https', 'mailto'].includes(scheme)
          : /^\s*[/\\]{2}/u.test(a.value)
        if ((a.name === 'href' || a.name === 'src') && elsewhere)
          out.push(`${n.tagName}[${a.name}=${a.value}]`)
      }
      walk(n.childNodes)
    }
  }
  walk(parseFragment(html).childNodes)
  return out
}

it('1,000 mutations of real pages end in a clean compile or in file:line:col errors, never a throw', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: sources.length - 1 }), mutations, (i, ms) => {
      const source = sources[i]!
      const bytes = applyAll(originals[i]!, ms)
      const lines = bytes.toString('utf8').split('\n').length
      const compiled = compileBytes(source, bytes, '/', facts)
      for (const p of compiled.problems) {
        expect(p.file).toBe(source.abs)
        expect(
          Number.isInteger(p.line) && p.line! >= 1 && p.line! <= lines + 1,
          `line ${p.line} of ${lines}: ${p.message}`,
        ).toBe(true)
        expect(
          Number.isInteger(p.column) && p.column! >= 1,
          `column ${p.column}: ${p.message}`,
        ).toBe(true)
        expect(p.message.trim()).not.toBe('')
      }
      if (!compiled.problems.length) expect(unsafeParts(compiled.render.html)).toEqual([])
    }),
    { seed: fuzzSeed(), numRuns: 1000 },
  )
}, 120_000)
