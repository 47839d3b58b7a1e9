/** A search file could not be used; the message says which file and why. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError'
}

/**
 * Resolves `url` against `base` (the page by default) and refuses any other origin before anything
 * is fetched: a search page may take part of the index URL from its query string, and
 * `//evil.example/` must never become a request. Same check and message as docusaurus-search-local.
 */
export function sameOriginUrl(url: string, base: string = self.location.href): URL {
  let resolved: URL
  try {
    resolved = new URL(url, base)
  } catch {
    throw new Error('Unexpected version url')
  }
  if (resolved.origin !== self.location.origin) throw new Error('Unexpected version url')
  return resolved
}

/** What a fetched file must be: a search file (JSON) or a page's data chunk (an ES module of JSON). */
export type FileKind = 'json' | 'javascript'

const WHAT: Record<FileKind, string> = { json: 'the index', javascript: 'the page data' }
const EXPECTED: Record<FileKind, { type: RegExp; name: string }> = {
  json: { type: /json/i, name: 'application/json' },
  javascript: { type: /javascript|ecmascript/i, name: 'text/javascript' },
}

/**
 * A request for a search file or a data chunk that has not delivered all of it after this long is
 * given up: a connection that accepts and never answers must not leave the search "loading"
 * forever. The search UI then shows the failure with Retry.
 */
export const FETCH_TIMEOUT_MS = 10_000

/** A name that ends with a content hash (`zh-Hans.p3.fc9ffdf4.json`, `…-3f2a9c1b.js`): what it serves never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8}\.(?:json|js)$/u

/** How long a finding that the origin has no caches at all holds (the service worker may be installing). */
const NO_COPY_RECHECK_MS = 5_000

/** The last asking: its answer, whether it said no, and when. */
let copyExists: { found: Promise<boolean>; none: boolean; at: number } | null = null

/**
 * Whether the origin has any cache, asked once (and again a while after a no): without one, every
 * lookup would only add a round trip to Cache Storage before each download (a first visit, a
 * browser that keeps no service worker).
 */
function offlineCopyExists(): Promise<boolean> {
  const now = Date.now()
  if (!copyExists || (copyExists.none && now - copyExists.at > NO_COPY_RECHECK_MS)) {
    const asked = {
      found: caches.keys().then(
        (names) => names.length > 0,
        () => false,
      ),
      none: false,
      at: now,
    }
    void asked.found.then((found) => {
      asked.none = !found
    })
    copyExists = asked
  }
  return copyExists.found
}

/**
 * A content-hashed file from the site's offline copy, read straight from Cache Storage. The service
 * worker would answer with the same copy, but each request through it costs a hop to its thread,
 * and a start of the worker when the browser has stopped it (a reader coming back days later); a
 * large site's search files are in the copy from the first visit. Null when the copy lacks the
 * file or storage cannot be read (blocked, private mode): the network serves then.
 */
async function fromOfflineCopy(url: URL): Promise<Response | null> {
  try {
    if (!(await offlineCopyExists())) return null
    const hit = await caches.match(url.href)
    return hit?.ok ? hit : null
  } catch {
    return null
  }
}

/**
 * Fetches a search file (or with `kind` 'javascript', a data chunk) as text, rejecting anything of
 * another type: a host's SPA fallback serves index.html with status 200 for a missing file, which
 * is the most reported failure of docusaurus-search-local (#42, #206, #318). Fails after
 * FETCH_TIMEOUT_MS without the whole answer. A content-hashed file comes from the offline copy
 * when it is there (see fromOfflineCopy).
 */
export async function fetchText(url: URL, kind: FileKind = 'json'): Promise<string> {
  const where = `[search] ${url.pathname}`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS)
  const failed = (cause: unknown) =>
    controller.signal.aborted
      ? new SearchIndexError(`${where}: no answer within ${FETCH_TIMEOUT_MS / 1000} s`, { cause })
      : new SearchIndexError(`${where}: the request failed (offline?)`, { cause })
  try {
    let response: Response
    try {
      // Without Cache Storage (or for a name without a hash) the request starts at once.
      const copy =
        typeof caches !== 'undefined' && HASHED_NAME.test(url.pathname)
          ? await fromOfflineCopy(url)
          : null
      response = copy ?? (await fetch(url, { signal: controller.signal }))
    } catch (cause) {
      throw failed(cause)
    }
    if (!response.ok) throw new SearchIndexError(`${where}: HTTP ${response.status}`)
    const type = response.headers.get('content-type') ?? ''
    const what = WHAT[kind]
    if (/html/i.test(type))
      throw new SearchIndexError(
        `${where}: got an HTML page instead of ${what} (a missing file answered by the SPA fallback?)`,
      )
    const expected = EXPECTED[kind]
    if (type !== '' && !expected.type.test(type))
      throw new SearchIndexError(`${where}: expected ${expected.name}, got ${type}`)
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw failed(cause)
    }
    if (/^\s*</.test(text))
      throw new SearchIndexError(
        `${where}: got HTML instead of ${what} (a missing file answered by the SPA fallback?)`,
      )
    return text
  } finally {
    clearTimeout(timer)
  }
}

/** Parses a search file fetched with fetchText. */
export function parseJson(text: string, url: URL): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new SearchIndexError(`[search] ${url.pathname}: not valid JSON`, { cause })
  }
}

/** Fetches a search file and parses it (see fetchText). */
export async function fetchJson(url: URL): Promise<unknown> {
  return parseJson(await fetchText(url), url)
}
