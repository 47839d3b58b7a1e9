import { BASE64URL } from '../../src/shared/search/index-format.ts'

/** Character code → 6-bit value, -1 for any other character. */
const VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < BASE64URL.length; i++) VALUE[BASE64URL.charCodeAt(i)] = i

/** Where decoded integers go: a plain array or a typed array. */
export type IntSink = { [index: number]: number }

const corrupt = (why: string) => new Error(`[search] Corrupt index: ${why}`)

/**
 * Reads the bit streams written by scripts/search/bit-writer.ts, from any bit offset. Throws on a
 * truncated or foreign stream. Keeps up to 29 unread bits in a 32-bit accumulator, so most reads
 * take no loop at all; this is the hot path of a query's first use of a term.
 */
export class BitReader {
  private readonly text: string
  private at = 0
  /** The low `size` bits are unread; higher bits are always zero. */
  private acc = 0
  private size = 0

  constructor(text: string, bitOffset = 0) {
    this.text = text
    this.seek(bitOffset)
  }

  /** Continues reading at bit `offset` of the stream. */
  seek(offset: number): void {
    this.at = Math.floor(offset / 6)
    this.acc = 0
    this.size = 0
    const skip = offset - this.at * 6
    if (skip > 0) {
      this.refill()
      this.size -= skip
      this.acc &= (1 << this.size) - 1
    }
  }

  private refill(): void {
    const code = this.text.charCodeAt(this.at++)
    // Past the end, charCodeAt gives NaN, which fails the test as well.
    const value = code < 128 ? VALUE[code]! : -1
    if (value < 0) throw corrupt('bit stream ended early or holds a foreign character')
    this.acc = (this.acc << 6) | value
    this.size += 6
  }

  /** `width` bits (at most 53) as an unsigned number. */
  bits(width: number): number {
    if (width > 24) {
      const high = this.bits(width - 24)
      return high * 16_777_216 + this.bits(24)
    }
    while (this.size < width) this.refill()
    this.size -= width
    const value = this.acc >>> this.size
    this.acc &= (1 << this.size) - 1
    return value
  }

  /** Elias gamma code of an integer ≥ 1. */
  gamma(): number {
    let zeros = 0
    for (;;) {
      if (this.size === 0) this.refill()
      if (this.acc === 0) {
        zeros += this.size
        this.size = 0
        if (zeros > 40) throw corrupt('gamma code too long')
        continue
      }
      // Unread bits above the highest 1 are the code's leading zeros; the 1 itself is dropped too.
      const length = 32 - Math.clz32(this.acc)
      zeros += this.size - length
      this.size = length - 1
      this.acc &= (1 << this.size) - 1
      break
    }
    if (zeros > 40) throw corrupt('gamma code too long')
    return zeros === 0 ? 1 : 2 ** zeros + this.bits(zeros)
  }

  /** A value in [0, range) written with BitWriter#uniform. */
  uniform(range: number): number {
    if (range <= 1) return 0
    const width = 32 - Math.clz32(range - 1)
    const short = 2 ** width - range
    const value = this.bits(width - 1)
    return value < short ? value : value * 2 + this.bits(1) - short
  }

  /** Reads `count` sorted distinct integers within [low, high] into `out[at…at + count)`. */
  interpolative(count: number, low: number, high: number, out: IntSink, at = 0): void {
    if (count <= 0) return
    if (high - low + 1 <= count) {
      if (high - low + 1 < count) throw corrupt('posting list out of range')
      // Every value is taken: the writer spent no bits on them.
      for (let i = 0; i < count; i++) out[at + i] = low + i
      return
    }
    const mid = count >> 1
    const min = low + mid
    const range = high - (count - mid - 1) - min + 1
    // uniform(range), inlined: this runs once per decoded value, often while the code is still cold.
    let value = min
    if (range > 1) {
      const width = 32 - Math.clz32(range - 1)
      const short = 2 ** width - range
      let got =
        width - 1 <= 24 && this.size >= width - 1 ? this.take(width - 1) : this.bits(width - 1)
      if (got >= short) got = got * 2 + this.bits(1) - short
      value += got
    }
    this.interpolative(mid, low, value - 1, out, at)
    out[at + mid] = value
    this.interpolative(count - mid - 1, value + 1, high, out, at + mid + 1)
  }

  /** `width` bits that are already in the accumulator. */
  private take(width: number): number {
    this.size -= width
    const value = this.acc >>> this.size
    this.acc &= (1 << this.size) - 1
    return value
  }
}
