/** One measured figure and the budget it must meet (if any). */
export interface Figure {
  section: string
  name: string
  value: number
  unit: string
  /** The figure passes when `value <= max` (or `>= min`). */
  max?: number
  min?: number
  /** Extra context printed after the value, e.g. the runs the median came from. */
  note?: string
}

const DECIMALS: Record<string, number> = { KB: 2, MB: 2, GiB: 2, s: 2, ms: 1, ratio: 3 }
const fmt = (v: number, unit: string) => (unit in DECIMALS ? v.toFixed(DECIMALS[unit]) : String(v))

export function passes(f: Figure): boolean {
  return (f.max === undefined || f.value <= f.max) && (f.min === undefined || f.value >= f.min)
}

/** Prints the figures as a table and returns true when every budget is met. */
export function printReport(figures: readonly Figure[]): boolean {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${fmt(f.value, f.unit)} ${f.unit}`,
    f.max !== undefined
      ? `≤ ${f.max} ${f.unit}`
      : f.min !== undefined
        ? `≥ ${f.min} ${f.unit}`
        : '—',
    f.max === undefined && f.min === undefined ? '' : passes(f) ? 'ok' : 'OVER BUDGET',
    f.note ?? '',
  ])
  const head = ['section', 'figure', 'value', 'budget', 'result', 'note']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
  return figures.every(passes)
}

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** The value at quantile q (0..1), nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!
}
