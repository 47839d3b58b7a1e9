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

/**
 * Fetches a search file (or with `kind` 'javascript', a data chunk) as text, rejecting anything of
 * another type: a host's SPA fallback serves index.html with status 200 for a missing file, which
 * is the most reported failure of docusaurus-search-local (#42, #206, #318). Fails after
 * FETCH_TIMEOUT_MS without the whole answer.
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
      response = await fetch(url, { signal: controller.signal })
    } catch (cause) {
      throw failed(cause)
    }
    if (!response.ok) throw new SearchIndexError(`${where}: HTTP ${response.status}`)
    const type = response.headers.get('content-type') ?? ''
    const what = WHAT[kind]
    if (/html/i.test(type)) throw new SearchIndexError(`${where}: got an HTML page instead of ${what} (a missing file answered by the SPA fallback?)`)
    const expected = EXPECTED[kind]
    if (type !== '' && !expected.type.test(type)) throw new SearchIndexError(`${where}: expected ${expected.name}, got ${type}`)
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw failed(cause)
    }
    if (/^\s*</.test(text)) throw new SearchIndexError(`${where}: got HTML instead of ${what} (a missing file answered by the SPA fallback?)`)
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
