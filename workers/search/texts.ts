import type { SerializedSection } from '../../src/shared/search/format.ts'
import { fetchText, sameOriginUrl, SearchIndexError } from './fetch-json.ts'
import { checkVersion, type PageInfo, type TextsDownload } from './load-index.ts'

/**
 * Section texts come from the index's texts file when the site has one (one download for every
 * page, fetched after the index), else from the pages' data chunks (`assets/p/*.js`), the small ES
 * modules client navigation imports and the service worker precaches anyway. The index itself
 * keeps no copy of the text.
 */

/** A part of a page's HTML: the id of the h1–h3 that opens it (`''` for the intro), that heading's text, and the text up to the next one. */
type HtmlPart = [id: string, heading: string, text: string]

/**
 * The page object of a data chunk's source, without running it: `import sidebar from "./x.js"`
 * lines off, `export default ` off, the sidebar (a variable, the only part that is not JSON) null.
 * Throws when the text is not such a module.
 */
export function parseDataChunk(source: string, url: URL): unknown {
  const body = source.replace(/^(?:import [\w$]+ from "[^"\n]*";?\s*\n)*/u, '')
  if (!body.startsWith('export default ')) throw new SearchIndexError(`[search] ${url.pathname}: not a page data chunk`)
  // `"sidebar":sidebar` can only be the key outside any string: inside one, its quotes are escaped.
  const json = body.slice('export default '.length).replace(/"sidebar":sidebar\b/gu, '"sidebar":null').trim().replace(/;$/u, '')
  try {
    return JSON.parse(json)
  } catch (cause) {
    throw new SearchIndexError(`[search] ${url.pathname}: not a page data chunk`, { cause })
  }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
}

/** Decodes character references: numeric ones, and the named ones HTML in Markdown commonly uses (others stay as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,31}));/gu, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole
    const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16)
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
  })
}

/** Tags that do not separate words; every other tag stands for a space. */
const INLINE_TAGS = new Set('a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(' '))

/**
 * Plain text of an HTML fragment of a rendered page, as the build's Markdown text would read: the
 * heading links (`#`), copy buttons of code blocks and footnote marks left out, image alt texts
 * kept, tags gone, character references decoded, whitespace collapsed.
 */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/gu, ' ')
    .replace(/<(script|style|template|button)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, ' ')
    .replace(/<a\b[^>]*\s(?:class="hash-link"|data-footnote-ref\b|data-footnote-backref\b)[^>]*>[\s\S]*?<\/a\s*>/giu, '')
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/giu, ' $1 ')
    .replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/gu, (_, tag: string) => (INLINE_TAGS.has(tag.toLowerCase()) ? '' : ' '))
  return decodeEntities(text)
    .replace(/\s+/gu, ' ')
    .trim()
}

const FOOTNOTES = /<section\b[^>]*\bdata-footnotes\b[^>]*>([\s\S]*?)<\/section\s*>/giu
const FOOTNOTE_REF = /<a\b[^>]*\bdata-footnote-ref\b[^>]*>/giu

/**
 * Cuts a page's HTML at every h1–h3 with an id (the headings the build opens search sections at;
 * h4 and deeper stay inside their section). Footnotes, which the HTML gathers at the end, go with
 * the part that first refers to them.
 */
export function htmlParts(html: string): HtmlPart[] {
  const notes = new Map<string, string>()
  const body = html.replace(FOOTNOTES, (_, list: string) => {
    for (const item of list.split(/(?=<li\s+id="user-content-fn-)/u)) {
      const id = /^<li\s+id="user-content-fn-([^"]*)"/u.exec(item)?.[1]
      if (id !== undefined) notes.set(decodeEntities(id), htmlText(item))
    }
    return ''
  })
  const parts: HtmlPart[] = []
  const heading = /<h([1-3])\s+id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1\s*>/giu
  let id = ''
  let title = ''
  let from = 0
  const close = (to: number) => {
    const part = body.slice(from, to)
    const texts = [htmlText(part)]
    for (const [ref] of part.matchAll(FOOTNOTE_REF)) {
      const target = /\bhref="#user-content-fn-([^"]*)"/u.exec(ref)?.[1]
      const note = target === undefined ? undefined : notes.get(decodeEntities(target))
      if (note === undefined) continue
      texts.push(note)
      notes.delete(decodeEntities(target!))
    }
    parts.push([id, title, texts.filter(Boolean).join(' ')])
  }
  for (let match = heading.exec(body); match; match = heading.exec(body)) {
    close(match.index)
    id = decodeEntities(match[2]!)
    title = htmlText(match[3]!)
    from = heading.lastIndex
  }
  close(body.length)
  return parts
}

/**
 * The text of each of a page's sections (as listed in the index) from the parts of its HTML. A part
 * whose heading is not the next section's (a heading nested in a note, say) stays with the section
 * before, heading text included, as the build reads it.
 */
export function sectionTexts(sections: readonly SerializedSection[], parts: readonly HtmlPart[]): string[] {
  const texts = sections.map(() => '')
  const at = new Map<string, number>()
  sections.forEach(([hash], i) => {
    if (i > 0 && hash.startsWith('#') && !at.has(hash.slice(1))) at.set(hash.slice(1), i)
  })
  let current = 0
  if (texts.length === 0) return texts
  parts.forEach(([id, heading, text], n) => {
    const section = n === 0 ? 0 : at.get(id)
    if (section !== undefined && section >= current) {
      current = section
      texts[current] = text
    } else {
      texts[current] = [texts[current], heading, text].filter(Boolean).join(' ')
    }
  })
  return texts
}

/**
 * A search waits this long at most for a texts file still on its way, then reads the data chunks of
 * its hits instead: on a fast link the file is in before the reader has typed a word; on a slow one
 * the first results should not wait for all of the site's text.
 */
export const TEXTS_WAIT_MS = 300

/** The texts of a texts file (see TextsFile), checked against the pages of the index that names it. */
export function checkTexts(value: unknown, pages: readonly PageInfo[], url: URL): string[][] {
  const { texts } = checkVersion(value, url)
  const aligned =
    Array.isArray(texts) &&
    texts.length === pages.length &&
    texts.every((list: unknown, i) => Array.isArray(list) && list.length === pages[i]!.sections.length && list.every((text) => typeof text === 'string'))
  if (!aligned) throw new SearchIndexError(`[search] ${url.pathname}: not the texts of this index`)
  return texts as string[][]
}

/** Resolves when `pending` settles or after `ms`, whichever comes first; never rejects. */
function settledWithin(pending: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([pending.then(() => undefined, () => undefined), timeout]).finally(() => clearTimeout(timer))
}

/** Downloads started ahead of use that are kept unparsed at most; the oldest are dropped beyond. */
const MAX_DOWNLOADS = 512

/**
 * Downloads ahead in flight at once. Browsers open about six connections per host: keeping two
 * free lets the chunks of the results on screen start at once, however long the queue ahead is.
 */
const AHEAD_IN_FLIGHT = 4

/**
 * Downloads ahead wait until this long after the last search. Each request costs CPU in the
 * browser as well as here; on a 2-core phone a burst of them while the reader types slows the
 * page's own rendering of the results (main-thread tasks over 50 ms at 4× CPU slowdown). What
 * a search shows is fetched at once all the same.
 */
export const QUIET_MS = 300

/**
 * Holds the texts files loaded with loadTexts(); for other pages, fetches data chunks on first use
 * and keeps the parts of their HTML. A failed fetch is forgotten, so it is tried again on the next
 * search. prefetch() queues chunk downloads ahead of use, a few at a time, and leaves parsing to
 * first use; a chunk wanted before its turn is fetched at once.
 */
export function createTextStore() {
  /** Section texts from texts files, and the texts files still on their way, by page. */
  const whole = new WeakMap<PageInfo, string[]>()
  const wholePending = new WeakMap<PageInfo, Promise<unknown>>()
  const chunks = new Map<string, Promise<HtmlPart[]>>()
  const downloads = new Map<string, Promise<string>>()
  const queue = new Map<string, URL>()
  let inFlight = 0
  let quietFrom = 0
  let wake: ReturnType<typeof setTimeout> | undefined

  /** Keeps `pending` under `key` until it fails. */
  function keep<T>(map: Map<string, Promise<T>>, key: string, pending: Promise<T>): Promise<T> {
    map.set(key, pending)
    pending.catch(() => map.get(key) === pending && map.delete(key))
    return pending
  }

  /** Starts queued downloads while fewer than AHEAD_IN_FLIGHT run, once searching has paused. */
  function pump(): void {
    const wait = quietFrom - Date.now()
    if (wait > 0) {
      wake ??= setTimeout(() => {
        wake = undefined
        pump()
      }, wait)
      return
    }
    while (inFlight < AHEAD_IN_FLIGHT && queue.size > 0) {
      const [key, url] = queue.entries().next().value!
      queue.delete(key)
      inFlight++
      const download = keep(downloads, key, fetchText(url, 'javascript'))
      download.catch(() => undefined).finally(() => {
        inFlight--
        pump()
      })
      if (downloads.size > MAX_DOWNLOADS) downloads.delete(downloads.keys().next().value!)
    }
  }

  /** The URL of a page's data chunk: built from the index file's URL and checked parts of the index, never from page input; held to the page's origin all the same. */
  function chunkUrl(page: PageInfo): URL | null {
    if (!page.chunk) return null
    try {
      return sameOriginUrl(page.chunk, page.indexFile.href)
    } catch {
      return null
    }
  }

  function load(url: URL): Promise<HtmlPart[]> {
    const key = url.href
    const known = chunks.get(key)
    if (known) return known
    queue.delete(key)
    const download = downloads.get(key)
    downloads.delete(key)
    // A download that failed is tried again, once, now that the text is wanted.
    const source = download ? download.catch(() => fetchText(url, 'javascript')) : fetchText(url, 'javascript')
    const parts = source.then((text) => {
      const page = parseDataChunk(text, url) as { html?: unknown } | null
      if (typeof page?.html !== 'string') throw new SearchIndexError(`[search] ${url.pathname}: the page data has no HTML`)
      return htmlParts(page.html)
    })
    return keep(chunks, key, parts)
  }

  return {
    /** Holds downloads ahead back until QUIET_MS from now: a search is running. */
    searching(): void {
      quietFrom = Date.now() + QUIET_MS
    },

    /**
     * Takes the texts file of `pages` (the pages of the index that names it, in order) as it comes
     * in. It rejects when the file cannot be had or does not fit the pages; their data chunks then
     * serve instead.
     */
    loadTexts({ url, data }: TextsDownload, pages: readonly PageInfo[]): Promise<void> {
      // No longer pending by the time anyone sees the outcome, so a fallback can queue the chunks.
      const loading: Promise<void> = data
        .then((value) => {
          const texts = checkTexts(value, pages, url)
          pages.forEach((page, i) => whole.set(page, texts[i]!))
        })
        .finally(() => pages.forEach((page) => wholePending.get(page) === loading && wholePending.delete(page)))
      for (const page of pages) wholePending.set(page, loading)
      return loading
    },

    /**
     * The section texts of a page, aligned with `page.sections`, or null when neither a texts file
     * nor its data chunk can be had (offline, say).
     */
    async pageTexts(page: PageInfo): Promise<string[] | null> {
      const pending = wholePending.get(page)
      if (pending) await settledWithin(pending, TEXTS_WAIT_MS)
      const known = whole.get(page)
      if (known) return known
      const url = chunkUrl(page)
      if (!url) return null
      try {
        return sectionTexts(page.sections, await load(url))
      } catch {
        return null
      }
    },

    /**
     * Queues downloads of the data chunks of `pages`, ahead of those queued before: the latest
     * search knows best what comes next. A failed download is simply fetched again on use.
     */
    prefetch(pages: readonly PageInfo[]): void {
      const wanted = new Map<string, URL>()
      for (const page of pages) {
        if (whole.has(page) || wholePending.has(page)) continue
        const url = chunkUrl(page)
        if (url && !chunks.has(url.href) && !downloads.has(url.href)) wanted.set(url.href, url)
      }
      for (const [key, url] of queue) if (!wanted.has(key)) wanted.set(key, url)
      queue.clear()
      for (const [key, url] of wanted) queue.set(key, url)
      pump()
    },
  }
}

export type TextStore = ReturnType<typeof createTextStore>
