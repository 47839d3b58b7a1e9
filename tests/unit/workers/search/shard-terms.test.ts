import { describe, expect, it } from 'vitest'
import { collectDocuments } from '../../../support/search-documents.ts'
import { encodeTermShard } from '../../../../scripts/search/encode-shard.ts'
import { invertDocuments } from '../../../../scripts/search/invert.ts'
import { pageShape } from '../../../../src/shared/search/documents.ts'
import {
  POSTING_BLOCK_POSTINGS,
  postingBlocks,
} from '../../../../src/shared/search/index-format.ts'
import type { SearchSource } from '../../../../src/shared/search/types.ts'
import { ShardTerms } from '../../../../workers/search/shard-terms.ts'
import { enPages, generatedPages, random, zhPages } from './site.ts'

const astral: SearchSource = {
  path: '/docs/astral',
  title: '𠀀',
  crumbs: [],
  sections: [{ hash: '', title: '', text: '𠀀𠀁字 𠀂 ﾃｽﾄ Ωμέγα αβ node.js C++ v11.6.0' }],
}

describe('workers/search/shard-terms', () => {
  const pages = [
    ...zhPages,
    ...enPages,
    astral,
    ...generatedPages('zh-Hans', 60),
    ...generatedPages('en', 60),
  ]
  const docs = collectDocuments(pages)
  const built = invertDocuments(pages, [])
  const inverted = built.postings
  const firstText = docs.pages.reduce((n, page) => n + 1 + pageShape(page).headings, 0)
  const terms = new ShardTerms(
    encodeTermShard([...inverted.keys()].sort(), inverted, docs.terms.length, firstText),
    docs.terms.length,
    firstText,
  )
  const all = Array.from({ length: terms.size }, (_, i) => terms.termAt(i))

  it('inverts the documents as counting each term of each document, in document order, would', () => {
    const naive = new Map<string, { docs: number[]; tfs: number[] }>()
    docs.terms.forEach((list, doc) => {
      for (const term of list) {
        const p = naive.get(term) ?? naive.set(term, { docs: [], tfs: [] }).get(term)!
        if (p.docs.at(-1) === doc) p.tfs[p.tfs.length - 1]!++
        else {
          p.docs.push(doc)
          p.tfs.push(1)
        }
      }
    })
    expect(built.pages).toEqual(docs.pages)
    expect(built.lengths).toEqual(docs.terms.map((list) => list.length))
    expect(new Set(inverted.keys())).toEqual(new Set(naive.keys()))
    for (const [term, { docs: ids, tfs }] of naive)
      expect(
        { docs: [...inverted.get(term)!.docs], tfs: [...inverted.get(term)!.tfs] },
        term,
      ).toEqual({ docs: ids, tfs })
  })

  it('finds every term by its text, and nothing else', () => {
    expect(new Set(all)).toEqual(new Set(inverted.keys()))
    all.forEach((term, i) => {
      expect(terms.lookup(term), term).toBe(i)
    })
    for (const missing of ['', 'zzz', '划', '词划', '𠀁𠀀', 'node.jss', '\ud840'])
      expect(terms.lookup(missing), missing).toBe(-1)
  })

  it('decodes any term, in any order, as the build counted it', () => {
    const order = all.map((_, i) => i)
    const next = random(3)
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    // Shuffled, then in order (the cursor path), then backwards.
    const sample = order.slice(0, 2000)
    for (const local of [
      ...sample,
      ...sample.slice().sort((a, b) => a - b),
      ...sample.slice().sort((a, b) => b - a),
    ]) {
      const { docs: ids, tfs } = terms.decode(local)
      const expected = inverted.get(all[local]!)!
      expect(terms.df[local]).toBe(expected.docs.length)
      expect([...ids]).toEqual([...expected.docs])
      expect([...tfs]).toEqual([...expected.tfs])
    }
  })

  it('lists exactly the terms with a prefix, in code units as lunr does', () => {
    const prefixes = [
      '',
      'a',
      'de',
      'node',
      'v1',
      '划',
      '翻',
      '𠀀',
      '\ud840',
      'ﾃ',
      'テ',
      'ω',
      'α',
      '字',
      'zz',
      'c+',
    ]
    for (const prefix of prefixes) {
      const ranges: number[] = []
      terms.prefixRanges(prefix, ranges)
      const found: string[] = []
      let postings = 0
      for (let r = 0; r < ranges.length; r += 2) {
        postings += terms.rangePostings(ranges[r]!, ranges[r + 1]!)
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++) found.push(all[i]!)
      }
      const expected = all.filter((term) => term.startsWith(prefix))
      expect(found.sort(), prefix).toEqual(expected.sort())
      expect(postings, prefix).toBe(
        expected.reduce((n, term) => n + inverted.get(term)!.docs.length, 0),
      )
    }
  })

  it('cuts blocks after enough postings or terms', () => {
    const starts = postingBlocks([POSTING_BLOCK_POSTINGS * 3, 1, 1, POSTING_BLOCK_POSTINGS, 1])
    expect(starts).toEqual([0, 1, 4])
    expect(postingBlocks(Array.from({ length: 200 }, () => 1))).toEqual([0, 64, 128, 192])
  })
})
