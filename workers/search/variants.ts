import { SEARCH_INDEX_VERSION } from '../../src/shared/search/index-format.ts'
import { hasCjk } from '../../src/shared/search/tokenize.ts'
import { fetchJson, SearchIndexError } from './fetch-json.ts'

/** Turns a query's traditional characters into the simplified ones its index holds. */
export type Fold = (query: string) => string

/** The fold of a VariantsFile's `pairs` (traditional, then simplified, character by character). */
export function foldOf(pairs: string): Fold {
  const map = new Map<string, string>()
  const chars = Array.from(pairs)
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i]!, chars[i + 1]!)
  return (query) => {
    if (!hasCjk(query)) return query
    let out = ''
    for (const char of query) out += map.get(char) ?? char
    return out
  }
}

/** Fetches a VariantsFile and makes its fold; a file of another version or shape is refused. */
export async function loadVariants(url: URL): Promise<Fold> {
  const value = (await fetchJson(url)) as { v?: unknown; pairs?: unknown } | null
  if (value?.v !== SEARCH_INDEX_VERSION || typeof value.pairs !== 'string')
    throw new SearchIndexError(`[search] ${url.pathname}: not the character variants of this index`)
  return foldOf(value.pairs)
}

/** How long a query waits at most for its index's variants still on their way (they are a few KB). */
export const VARIANTS_WAIT_MS = 300

/**
 * `query` folded by `variants` (see VariantsFile): at once when it holds no CJK character or the
 * index has none, after the variants are in (VARIANTS_WAIT_MS at most) otherwise. A missing or
 * broken file leaves the query as typed.
 */
export async function foldQuery(variants: Promise<Fold> | null, query: string): Promise<string> {
  if (!variants || !hasCjk(query)) return query
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), VARIANTS_WAIT_MS)),
  )
  const fold = await Promise.race([variants.catch(() => null), late]).finally(() =>
    clearTimeout(timer),
  )
  return fold ? fold(query) : query
}
