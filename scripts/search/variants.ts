import traditionalToSimplified from 'opencc-js/dict/TSCharacters'
import { hasCjk } from '../../src/shared/search/tokenize.ts'

/**
 * The traditional characters a reader may type for characters an index holds (翻譯 for 翻译), from
 * OpenCC's character table, as one string of pairs: traditional, then simplified (see
 * VariantsFile). Only pairs whose simplified character the index holds and whose traditional one
 * it does not: folding anything else could only lose matches. Empty when there are none.
 */
export function characterVariants(terms: Iterable<string>): string {
  const held = new Set<string>()
  for (const term of terms) if (hasCjk(term)) for (const char of term) held.add(char)
  let pairs = ''
  for (const entry of traditionalToSimplified.split('|')) {
    const [traditional, simplified] = entry.split(' ')
    if (traditional && simplified && held.has(simplified) && !held.has(traditional))
      pairs += traditional + simplified
  }
  return pairs
}
