import { BASE64URL } from '../../src/shared/search/format.ts'

/**
 * Writes the bit streams of the index (read back by workers/search/bit-reader.ts): fixed-width
 * numbers, Elias gamma codes and binary interpolative codes of sorted sets, as base64url text.
 */
export class BitWriter {
  private readonly chars: string[] = []
  private acc = 0
  private size = 0

  /** Writes the low `width` bits of `value`, most significant first. */
  bits(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | (Math.floor(value / 2 ** i) & 1)
      if (++this.size === 6) {
        this.chars.push(BASE64URL[this.acc]!)
        this.acc = 0
        this.size = 0
      }
    }
  }

  /** Elias gamma code of an integer ≥ 1: small numbers are short (1 is a single bit). */
  gamma(value: number): void {
    const width = Math.floor(Math.log2(value)) + 1
    this.bits(0, width - 1)
    this.bits(value, width)
  }

  /** `value` in [0, range) with the fewest bits a uniform choice needs (truncated binary). */
  uniform(value: number, range: number): void {
    if (range <= 1) return
    const width = Math.ceil(Math.log2(range))
    const short = 2 ** width - range
    if (value < short) this.bits(value, width - 1)
    else this.bits(value + short, width)
  }

  /** Sorted distinct integers within [low, high], binary interpolative code (size is written elsewhere). */
  interpolative(values: readonly number[], low: number, high: number, from = 0, to = values.length): void {
    if (from >= to) return
    const mid = (from + to) >> 1
    const value = values[mid]!
    // The middle value has (mid - from) smaller and (to - mid - 1) larger neighbours, which bounds it.
    const min = low + (mid - from)
    const max = high - (to - mid - 1)
    this.uniform(value - min, max - min + 1)
    this.interpolative(values, low, value - 1, from, mid)
    this.interpolative(values, value + 1, high, mid + 1, to)
  }

  /** The stream as text, zero-padded to whole characters. */
  toString(): string {
    const tail = this.size ? BASE64URL[this.acc << (6 - this.size)]! : ''
    return this.chars.join('') + tail
  }
}
