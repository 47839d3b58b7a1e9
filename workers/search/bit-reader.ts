import { BASE64URL } from '../../src/shared/search/format.ts'

/** Character code → 6-bit value, -1 for any other character. */
const VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < BASE64URL.length; i++) VALUE[BASE64URL.charCodeAt(i)] = i

/** Reads the bit streams written by scripts/search/bit-writer.ts. Throws on a truncated or foreign stream. */
export class BitReader {
  private readonly text: string
  private at = 0
  private acc = 0
  private size = 0

  constructor(text: string) {
    this.text = text
  }

  private refill(): void {
    const code = this.text.charCodeAt(this.at++)
    const value = code < 128 ? VALUE[code]! : -1
    if (value < 0) throw new Error('[search] Corrupt index: bit stream ended early or holds a foreign character')
    this.acc = value
    this.size = 6
  }

  private bit(): number {
    if (this.size === 0) this.refill()
    this.size--
    return (this.acc >> this.size) & 1
  }

  /** `width` bits as an unsigned number, taking whole characters at a time where it can. */
  bits(width: number): number {
    let value = 0
    while (width > 0) {
      if (this.size === 0) this.refill()
      const take = Math.min(width, this.size)
      this.size -= take
      value = value * (1 << take) + ((this.acc >> this.size) & ((1 << take) - 1))
      width -= take
    }
    return value
  }

  gamma(): number {
    let zeros = 0
    while (this.bit() === 0) {
      if (++zeros > 40) throw new Error('[search] Corrupt index: gamma code too long')
    }
    return 2 ** zeros + this.bits(zeros)
  }

  uniform(range: number): number {
    if (range <= 1) return 0
    const width = Math.ceil(Math.log2(range))
    const short = 2 ** width - range
    const value = this.bits(width - 1)
    return value < short ? value : value * 2 + this.bit() - short
  }

  /** Reads `count` sorted integers within [low, high] into `out` (in order). */
  interpolative(count: number, low: number, high: number, out: number[]): void {
    if (count <= 0) return
    if (high - low + 1 < count) throw new Error('[search] Corrupt index: posting list out of range')
    const mid = count >> 1
    const min = low + mid
    const max = high - (count - mid - 1)
    const value = min + this.uniform(max - min + 1)
    this.interpolative(mid, low, value - 1, out)
    out.push(value)
    this.interpolative(count - mid - 1, value + 1, high, out)
  }
}
