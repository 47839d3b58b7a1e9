import type { Docs } from './load-index.ts'
import { DOC_TEXT, DOC_TITLE } from '../../src/shared/search/documents.ts'
import type { Matched } from './match.ts'
import type { Need } from './query-plan.ts'

/** A ranked match. */
export interface Hit {
  id: number
  score: number
}

/** The `k` smallest of `items` under `before`, sorted; a bounded heap, so a long tail costs little. */
export function smallest<T>(items: readonly T[], k: number, before: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.slice().sort(before).slice(0, k)
  // Max-heap (by `before`) of the best k so far.
  const heap: T[] = []
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (before(heap[parent]!, heap[i]!) >= 0) return
      ;[heap[parent], heap[i]] = [heap[i]!, heap[parent]!]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const left = i * 2 + 1
      const right = left + 1
      let worst = i
      if (left < heap.length && before(heap[left]!, heap[worst]!) > 0) worst = left
      if (right < heap.length && before(heap[right]!, heap[worst]!) > 0) worst = right
      if (worst === i) return
      ;[heap[worst], heap[i]] = [heap[i]!, heap[worst]!]
      i = worst
    }
  }
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      up(heap.length - 1)
    } else if (k > 0 && before(item, heap[0]!) < 0) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort(before)
}

/** What a ranking tells about the query beyond its hits. */
export interface Ranking {
  hits: Hit[]
  /**
   * Pages that hold every part the query needs, as typed or by a synonym (or by the correction of
   * a word no page holds as typed): what every-term matching finds. When there are at least
   * FALLBACK_BELOW of them, only they are ranked.
   */
  strictPages: number
  /** Of those, the pages that need no correction at all: what "did you mean" compares. */
  typoFreePages: number
  /** Pages ranked (all of them, not only those hits were taken from). */
  pages: number
  /** Share of the needed parts that the best page holds as typed (1 for a page that holds them all). */
  coverage: number
  /** Whether the best page's best hit is its title or a heading rather than its text. */
  titled: boolean
}

/** Every-term matching finding fewer pages than this ranks the pages that hold most of the query instead. */
export const FALLBACK_BELOW = 8
/** Hits of one page among the first `limit` while other pages wait for a place. */
export const HITS_PER_PAGE = 2

/** How many parts a query needs before a post whose title holds them all, as typed, counts as named (see rankHits). */
const NAMED_PARTS = 3

/** Index of the lowest set bit of `v`. */
const bitOf = (v: number) => 31 - Math.clz32(v & -v)

const bitCount = (n: number) => {
  let count = 0
  for (let v = n >>> 0; v; v &= v - 1) count++
  return count
}

/** How much of the query parts in `held` make: per need, the parts held, up to its need. */
function coverageOf(held: number, needs: readonly Need[]): number {
  let sum = 0
  for (const { mask, need } of needs) sum += Math.min(bitCount(held & mask), need)
  return sum
}

/** How much more a part counts in a page's title, or in one of its headings, than only in its text. */
const TITLED = 2
const HEADED = 1.5

/**
 * Coverage weighed by how rare each part is among the pages, and by where a page holds it: a part
 * few pages hold (microphone, claude) says more about what the reader wants than one most pages
 * hold (up, 国内), and more in the page's title or a heading than in its text. A part weighs
 * log(1 + pages / pages holding it), times TITLED or HEADED; per need, the heaviest parts held
 * count, up to its need. Ranks the pages when too few hold the whole query (see rankHits). `only`
 * limits the pages weighed (the others stay 0); `headedOf` may be empty, for titles alone.
 */
function weighedCoverage(
  anyOf: readonly number[],
  titledOf: readonly number[],
  headedOf: readonly number[],
  needs: readonly Need[],
  pages: number,
  only?: readonly number[],
): Float64Array {
  const holders = new Int32Array(32)
  for (const held of anyOf) for (let v = held >>> 0; v; v &= v - 1) holders[bitOf(v)]!++
  const weights = new Float64Array(32)
  for (let bit = 0; bit < 32; bit++)
    if (holders[bit]) weights[bit] = Math.log(1 + pages / holders[bit]!)
  const out = new Float64Array(anyOf.length)
  const held = new Float64Array(32)
  for (let k = 0, end = only ? only.length : anyOf.length; k < end; k++) {
    const s = only ? only[k]! : k
    let sum = 0
    for (const { mask, need } of needs) {
      let n = 0
      for (let v = (anyOf[s]! & mask) >>> 0; v; v &= v - 1) {
        const index = bitOf(v)
        const bit = 1 << index
        held[n++] =
          weights[index]! * (titledOf[s]! & bit ? TITLED : (headedOf[s] ?? 0) & bit ? HEADED : 1)
      }
      // Ascending: the heaviest `need` are the last.
      const counted =
        n > need
          ? held
              .subarray(0, n)
              .sort()
              .subarray(n - need)
          : held.subarray(0, n)
      for (const w of counted) sum += w
    }
    out[s] = sum
  }
  return out
}

/** Per document list: per-page work arrays. */
interface Layout {
  stamp: Int32Array
  slot: Int32Array
}

const layouts = new WeakMap<Docs, Layout>()
/** Bumped by every use of a layout's page arrays; `stamp[page] === layoutStamp` means "set in this use". */
let layoutStamp = 0

function layoutOf(docs: Docs): Layout {
  let layout = layouts.get(docs)
  if (!layout) {
    const pages = docs.count ? docs.page[docs.count - 1]! + 1 : 0
    let most = pages
    for (let id = 0; id < docs.count; id++) if (docs.page[id]! >= most) most = docs.page[id]! + 1
    layout = { stamp: new Int32Array(most), slot: new Int32Array(most) }
    layouts.set(docs, layout)
  }
  if (layoutStamp > 2 ** 30) {
    layoutStamp = 0
    layout.stamp.fill(0)
  }
  return layout
}

/**
 * The first `limit` hits in result order. Pages are ranked by how many of the parts the query
 * needs they hold (coverage), then by how few of those only a typo's correction holds, then docs
 * before blog posts (unless a post's title holds a query of NAMED_PARTS parts or more word for
 * word), then by their best hit: the one that holds most of the query by itself (a
 * section also holds the rare parts its page's title holds, see lentParts), then title before headings
 * before text, then (for a title or heading) how much of the query it names in the reader's own
 * words rather than by a glossary synonym, then by how many of a Chinese run's bigrams the page
 * holds (the words side by side), then (among pages that each hold the whole query) by how rare
 * the query's words their titles hold are, then lunr's score. When at least FALLBACK_BELOW pages hold every needed part, only those
 * are ranked; otherwise also the pages that hold at least half as many parts as the best one, or
 * half its weight, and coverage counts each part by its weight (see weighedCoverage). A page's
 * hits stay together, the one holding most of the query first (then title, headings, text); it
 * takes at most HITS_PER_PAGE places while other pages wait for one.
 *
 * `more` hits beyond the first `limit` (for downloading ahead) follow them, placed the same way
 * among what is left: the first `limit` are those rankHits(…, limit) gives, so asking for more
 * never lets one page take more of the places shown.
 *
 * Typed arrays and one pass over the matches: a common word on a large site matches tens of
 * thousands of documents, and this runs on every keystroke.
 */
export function rankHits(matched: Matched, docs: Docs, limit: number, more = 0): Ranking {
  const { ids, scores, exact, fuzzy, literal, needed, needs } = matched
  const slotOfPage = layoutOf(docs)
  const docType = docs.type
  const docPage = docs.page
  const count = ids.length
  // With one part a need (no Chinese run), coverage is a bit count.
  const simple = needs.every((n) => n.need === 1 && bitCount(n.mask) === 1)
  const cover = (held: number) => (simple ? bitCount(held & needed) : coverageOf(held, needs))
  // Per match: its own coverage (what it holds as typed counts double: a typo's correction ranks
  // lower), its type, its page (-1 for a match that holds only question words, never shown).
  const own = new Int32Array(count)
  // Per title or heading match: how much of the query it names in the reader's own words, not by a glossary synonym.
  const words = new Int32Array(count)
  const type = new Uint8Array(count)
  const pageOfHit = new Int32Array(count)
  const betterHit = (a: number, b: number) =>
    own[b]! - own[a]! ||
    type[a]! - type[b]! ||
    words[b]! - words[a]! ||
    scores[b]! - scores[a]! ||
    ids[a]! - ids[b]!
  // Per page touched ("slot"): its page, the parts its hits hold as typed and at all, its best hit.
  const stamp = ++layoutStamp
  const pageOf: number[] = []
  const exactOf: number[] = []
  const anyOf: number[] = []
  const bestOf: number[] = []
  const titledOf: number[] = []
  const titleAnyOf: number[] = []
  const headedOf: number[] = []
  for (let i = 0; i < count; i++) {
    const held = exact[i]! | fuzzy[i]!
    if ((held & needed) === 0) {
      pageOfHit[i] = -1
      continue
    }
    const doc = ids[i]!
    const page = docPage[doc]!
    type[i] = docType[doc]!
    words[i] = type[i] === DOC_TEXT ? 0 : cover(literal[i]!)
    pageOfHit[i] = page
    let slot: number
    if (slotOfPage.stamp[page] === stamp) slot = slotOfPage.slot[page]!
    else {
      slot = pageOf.length
      slotOfPage.stamp[page] = stamp
      slotOfPage.slot[page] = slot
      pageOf.push(page)
      exactOf.push(0)
      anyOf.push(0)
      titledOf.push(0)
      titleAnyOf.push(0)
      headedOf.push(0)
      bestOf.push(i)
    }
    // As typed only: a title that holds a word by a typo's correction is no stronger evidence than text.
    if (type[i] === DOC_TITLE) {
      titledOf[slot]! |= exact[i]!
      titleAnyOf[slot]! |= held
    } else if (type[i] !== DOC_TEXT) headedOf[slot]! |= exact[i]!
    exactOf[slot]! |= exact[i]!
    anyOf[slot]! |= held
  }
  // A section is read under its page's title ("DeepSeek › Apply for a key"): it also holds the parts
  // its title holds that are rare in the index (see lentParts), so the DeepSeek page's key section
  // answers "deepseek api" as well as a page naming both.
  const rare = matched.lent
  for (let i = 0; i < count; i++) {
    if (pageOfHit[i]! < 0) continue
    const slot = slotOfPage.slot[pageOfHit[i]!]!
    const lent = type[i] === DOC_TITLE ? 0 : rare
    own[i] =
      cover(exact[i]! | fuzzy[i]! | (titleAnyOf[slot]! & lent)) +
      cover(exact[i]! | (titledOf[slot]! & lent))
    if (betterHit(i, bestOf[slot]!) < 0) bestOf[slot] = i
  }
  const slots = pageOf.length
  const coverage = new Int32Array(slots)
  const typos = new Int32Array(slots)
  const held = new Int32Array(slots)
  const total = needs.reduce((sum, n) => sum + n.need, 0)
  // A word no page holds as typed (chatgtp) has no better reading than its correction.
  let typedAnywhere = 0
  for (const bits of exactOf) typedAnywhere |= bits
  const onlyCorrected = needed & ~typedAnywhere
  // Pages holding the whole query with no typo, or only by the correction of such a word: whether
  // enough of them exist decides how the query is ranked, and one typo must not change that.
  const whole = new Uint8Array(slots)
  let strict = 0
  let typoFree = 0
  let most = 0
  for (let s = 0; s < slots; s++) {
    coverage[s] = cover(anyOf[s]!)
    typos[s] = coverage[s]! - cover(exactOf[s]!)
    held[s] = bitCount(anyOf[s]! & needed)
    if (coverage[s] === total && cover(exactOf[s]! | (anyOf[s]! & onlyCorrected)) === total) {
      whole[s] = 1
      strict++
      if (typos[s] === 0) typoFree++
    }
    if (coverage[s]! > most) most = coverage[s]!
  }
  const onlyStrict = strict >= FALLBACK_BELOW
  const candidates: number[] = []
  // Without enough pages holding the whole query, a page holding its rarer words ranks first. A word
  // no page holds as typed is weighed by where its correction stands: there is no better evidence
  // of it, and the page titled ChatGPT then answers "chatgtp key" before pages that say key in
  // their titles and name OpenAI somewhere.
  const titled = onlyCorrected
    ? titledOf.map((bits, s) => bits | (titleAnyOf[s]! & onlyCorrected))
    : titledOf
  const weight = onlyStrict
    ? coverage
    : weighedCoverage(anyOf, titled, headedOf, needs, slotOfPage.stamp.length)
  const floor = Math.max(1, Math.ceil(most / 2))
  let heaviest = 0
  if (!onlyStrict) for (let s = 0; s < slots; s++) if (weight[s]! > heaviest) heaviest = weight[s]!
  for (let s = 0; s < slots; s++)
    if (onlyStrict ? whole[s] : coverage[s]! >= floor || weight[s]! >= heaviest / 2)
      candidates.push(s)
  // Pages that each hold the whole query, and whose best hits tie, are told apart by their titles
  // before lunr's score: the page whose title holds the query's rarer words first (where fewer pages
  // say screenshot, "screenshot shortcut" means the screenshot page, which gives its shortcut,
  // before the page about changing shortcuts). Headings do not count here: many name a common
  // word (Fixed mode, Sentence mode).
  const placed = onlyStrict
    ? weighedCoverage(anyOf, titled, [], needs, slotOfPage.stamp.length, candidates)
    : weight
  // Docs before blog posts that hold as much of the query: posts are dated news (see IndexRoot.posts).
  // Not before a post whose title holds a long query word for word while theirs does not: the
  // reader is quoting that post ("此扩展程序可能很快将不再受支持").
  const post = docs.post
  const named = new Uint8Array(slots)
  if (total >= NAMED_PARTS)
    for (const s of candidates)
      named[s] = type[bestOf[s]!] === DOC_TITLE && cover(literal[bestOf[s]!]!) === total ? 1 : 0
  const order = (a: number, b: number) => {
    const x = bestOf[a]!
    const y = bestOf[b]!
    return (
      weight[b]! - weight[a]! ||
      typos[a]! - typos[b]! ||
      named[b]! - named[a]! ||
      post[pageOf[a]!]! - post[pageOf[b]!]! ||
      own[y]! - own[x]! ||
      type[x]! - type[y]! ||
      words[y]! - words[x]! ||
      held[b]! - held[a]! ||
      placed[b]! - placed[a]! ||
      scores[y]! - scores[x]! ||
      pageOf[a]! - pageOf[b]!
    )
  }
  const pages = smallest(candidates, limit + more, order)
  const top = pages[0]
  const ranking: Ranking = {
    hits: [],
    strictPages: strict,
    typoFreePages: typoFree,
    pages: candidates.length,
    coverage: top !== undefined && total ? cover(exactOf[top]!) / total : 0,
    titled:
      top !== undefined && type[bestOf[top]!] !== DOC_TEXT && cover(exact[bestOf[top]!]!) === total,
  }
  // The hits of the pages ranked, in one more pass (slot numbers now stand for ranks).
  const ranked = ++layoutStamp
  pages.forEach((slot, r) => {
    slotOfPage.stamp[pageOf[slot]!] = ranked
    slotOfPage.slot[pageOf[slot]!] = r
  })
  const lists: number[][] = pages.map(() => [])
  for (let i = 0; i < count; i++) {
    const page = pageOfHit[i]!
    if (page >= 0 && slotOfPage.stamp[page] === ranked) lists[slotOfPage.slot[page]!]!.push(i)
  }
  // Places: up to HITS_PER_PAGE a page, in page order, then the rest in the same order; the
  // first `limit` among the first `limit` pages, then `more` among all of them.
  const taken = pages.map(() => 0)
  const place = (places: number, pageCount: number) => {
    let left = places
    for (const cap of [HITS_PER_PAGE, Infinity]) {
      for (let r = 0; r < pageCount && left > 0; r++) {
        const take = Math.max(0, Math.min(Math.min(lists[r]!.length, cap) - taken[r]!, left))
        taken[r]! += take
        left -= take
      }
    }
  }
  place(limit, Math.min(limit, pages.length))
  const shown = taken.slice()
  if (more > 0) place(more, pages.length)
  for (const list of lists) list.sort(betterHit)
  lists.forEach((list, r) => {
    for (const i of list.slice(0, shown[r])) ranking.hits.push({ id: ids[i]!, score: scores[i]! })
  })
  lists.forEach((list, r) => {
    for (const i of list.slice(shown[r], taken[r]))
      ranking.hits.push({ id: ids[i]!, score: scores[i]! })
  })
  return ranking
}
