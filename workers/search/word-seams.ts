/**
 * Where a query's run of Chinese characters changes from one word to the next. The index holds
 * bigrams, which need no dictionary; a query is read with one: the platform's word segmenter (ICU's,
 * in browsers and in Node alike). A bigram across such a seam (译完 of 翻译完, 能导 of 能导出) is no
 * word the reader means, so no page needs to hold it; pages that do, holding the words side by
 * side, still rank higher.
 *
 * Only a seam beside a word of two or more characters counts. The segmenter's dictionary lacks most
 * of the site's own words and cuts them into single characters (截/图, 划/词, 密/钥): two single
 * characters side by side are read as one word it does not know.
 */

let segmenter: Intl.Segmenter | null | undefined

function zhSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    try {
      segmenter =
        typeof Intl.Segmenter === 'function'
          ? new Intl.Segmenter('zh', { granularity: 'word' })
          : null
    } catch {
      segmenter = null
    }
  }
  return segmenter
}

/**
 * For each pair of neighbours in `chars` (one character each, as folded for the index), whether
 * they stand on two sides of a word seam (see above). All false where no segmenter is available.
 */
export function wordSeams(chars: readonly string[]): boolean[] {
  const seams = new Array<boolean>(Math.max(0, chars.length - 1)).fill(false)
  const words = chars.length > 2 ? zhSegmenter() : null
  if (!words) return seams
  // The word each character falls in, and that word's length in characters.
  const wordOf = new Int32Array(chars.length)
  const lengths: number[] = []
  let at = 0
  for (const { segment } of words.segment(chars.join(''))) {
    let used = 0
    while (used < segment.length && at < chars.length) {
      wordOf[at] = lengths.length
      used += chars[at]!.length
      at++
    }
    lengths.push(0)
  }
  for (let i = 0; i < chars.length; i++) lengths[wordOf[i]!]!++
  for (let i = 0; i + 1 < chars.length; i++) {
    const left = wordOf[i]!
    const right = wordOf[i + 1]!
    seams[i] = left !== right && (lengths[left]! > 1 || lengths[right]! > 1)
  }
  return seams
}
