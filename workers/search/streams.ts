import { BASE64URL } from '../../src/shared/search/index-format.ts'

/** Reads the text streams of the index (written by scripts/search/streams.ts). */

const VLQ_VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < BASE64URL.length; i++) VLQ_VALUE[BASE64URL.charCodeAt(i)] = i

/** Inverse of encodeVlq. Throws on a foreign character, a cut-off number or one of 2³⁰ or more. */
export function decodeVlq(text: string): Int32Array {
  const out = new Int32Array(text.length)
  let count = 0
  let value = 0
  let shift = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const digit = code < 128 ? VLQ_VALUE[code]! : -1
    if (digit < 0 || shift > 25)
      throw new Error(
        '[search] Corrupt index: VLQ stream holds a foreign character or too large a number',
      )
    value += (digit & 31) * 2 ** shift
    if (digit & 32) shift += 5
    else {
      out[count++] = value
      value = 0
      shift = 0
    }
  }
  if (shift > 0) throw new Error('[search] Corrupt index: VLQ stream ends inside a number')
  return out.subarray(0, count)
}

/** Inverse of encodeWords. */
export function decodeWords(text: string): string[] {
  if (text === '') return []
  let previous = ''
  return text.split('\n').map((line) => {
    previous = previous.slice(0, parseInt(line.charAt(0), 36)) + line.slice(1)
    return previous
  })
}
