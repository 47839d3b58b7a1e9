import { BASE64URL } from '../../src/shared/search/index-format.ts'

/** The text streams of the index the build writes (read back by workers/search/streams.ts). */

/**
 * Base64url VLQ: five bits of a number per character, low bits first, plus 32 while more follow.
 * Most document frequencies and rank gaps take one character. Dictionaries and counts use it rather
 * than bit codes: the worker decodes every one of them at load, while its code is still cold, and a
 * loop over characters is several times faster there than bit-level decoding. Gzip takes most of
 * the difference in size back.
 */
export function encodeVlq(values: Iterable<number>): string {
  let out = ''
  for (let value of values) {
    do {
      const digit = value & 31
      value = Math.floor(value / 32)
      out += BASE64URL[value > 0 ? digit | 32 : digit]
    } while (value > 0)
  }
  return out
}

/** Front-codes sorted terms (see TermShard.words). Terms must not contain a line break. */
export function encodeWords(terms: readonly string[]): string {
  let previous = ''
  return terms
    .map((term) => {
      let shared = 0
      while (
        shared < 35 &&
        shared < previous.length &&
        term.charCodeAt(shared) === previous.charCodeAt(shared)
      )
        shared++
      previous = term
      return shared.toString(36) + term.slice(shared)
    })
    .join('\n')
}
