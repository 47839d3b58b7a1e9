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

/**
 * Fetches a search file as text, rejecting anything that is not JSON: a host's SPA fallback serves
 * index.html with status 200 for a missing file, which is the most reported failure of
 * docusaurus-search-local (#42, #206, #318).
 */
export async function fetchText(url: URL): Promise<string> {
  const where = `[search] ${url.pathname}`
  let response: Response
  try {
    response = await fetch(url)
  } catch (cause) {
    throw new SearchIndexError(`${where}: the request failed (offline?)`, { cause })
  }
  if (!response.ok) throw new SearchIndexError(`${where}: HTTP ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  if (/html/i.test(type)) throw new SearchIndexError(`${where}: got an HTML page instead of the index (a missing file answered by the SPA fallback?)`)
  if (type !== '' && !/json/i.test(type)) throw new SearchIndexError(`${where}: expected application/json, got ${type}`)
  const text = await response.text()
  if (/^\s*</.test(text)) throw new SearchIndexError(`${where}: got HTML instead of the index (a missing file answered by the SPA fallback?)`)
  return text
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
