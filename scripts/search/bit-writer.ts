import { BASE64URL } from '../../src/shared/search/index-format.ts'

/**
 * Writes the bit streams of the index (read back by workers/search/bit-reader.ts): fixed-width
 * numbers, Elias gamma codes and binary interpolative codes of sorted sets, as base64url text.
 */
export class BitWriter {
  /** Character codes written so far (grown by doubling). */
  private codes = new Uint8Array(1024)
  private length = 0
  private acc = 0
  private size = 0

  private push(sixBits: number): void {
    if (this.length === this.codes.length) {
      const grown = new Uint8Array(this.codes.length * 2)
      grown.set(this.codes)
      this.codes = grown
    }
    this.codes[this.length++] = BASE64URL.charCodeAt(sixBits)
  }

  /** Bits written so far. */
  get bitLength(): number {
    return this.length * 6 + this.size
  }

  /** Writes the low `width` bits of `value` (an integer below 2³¹), most significant first. */
  bits(value: number, width: number): void {
    while (width > 0) {
      const take = Math.min(6 - this.size, width)
      width -= take
      this.acc = (this.acc << take) | ((value >>> width) & ((1 << take) - 1))
      this.size += take
      if (this.size === 6) {
        this.push(this.acc)
        this.acc = 0
        this.size = 0
      }
    }
  }

  /** Elias gamma code of an integer ≥ 1: small numbers are short (1 is a single bit). */
  gamma(value: number): void {
    const width = 32 - Math.clz32(value)
    this.bits(0, width - 1)
    this.bits(value, width)
  }

  /** `value` in [0, range) with the fewest bits a uniform choice needs (truncated binary). */
  uniform(value: number, range: number): void {
    if (range <= 1) return
    const width = 32 - Math.clz32(range - 1)
    const short = 2 ** width - range
    if (value < short) this.bits(value, width - 1)
    else this.bits(value + short, width)
  }

  /** Sorted distinct integers within [low, high], binary interpolative code (size is written elsewhere). */
  interpolative(
    values: ArrayLike<number>,
    low: number,
    high: number,
    from = 0,
    to = values.length,
  ): void {
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
    const text = Buffer.from(this.codes.buffer, 0, this.length).toString('latin1')
    return this.size ? text + BASE64URL[this.acc << (6 - this.size)]! : text
  }
}
