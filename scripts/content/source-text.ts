import type { ContentProblem } from '../lib/errors.ts'
import { positionAt } from './frontmatter.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The text of a file, and a problem at the first byte sequence that is not UTF-8 (read as U+FFFD). */
export function decodeSource(
  bytes: Uint8Array,
  file: string,
): { text: string; problem: ContentProblem | null } {
  try {
    return { text: utf8.decode(bytes), problem: null }
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes)
    // The first U+FFFD that the file did not hold as such (EF BF BD) marks the bad bytes.
    let bad = text.indexOf('\uFFFD')
    while (bad !== -1) {
      const byte = Buffer.byteLength(text.slice(0, bad))
      if (!(bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd)) break
      bad = text.indexOf('\uFFFD', bad + 1)
    }
    const at = positionAt(text, Math.max(bad, 0))
    return {
      text,
      problem: {
        file,
        ...at,
        message: 'the file is not valid UTF-8 here',
        hint: 'save the file as UTF-8',
      },
    }
  }
}
