import { SearchIndexError } from './fetch-json.ts'

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
