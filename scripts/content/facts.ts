import fs from 'node:fs'
import { z } from 'zod'
import { LOCALES, localizedText, type Locale } from '../../src/shared/config/schema.ts'
import type { ContentProblem } from '../lib/errors.ts'
import { escapeRegExp } from '../lib/regexp.ts'
import { loadYamlMap } from './config.ts'

/** A fact's name as pages write it in `:fact[name]`: lower-case words joined by hyphens. */
export const FACT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u

const factSchema = z.strictObject({
  /** What the page shows: one text for both locales, or one per locale. */
  value: z.union([z.string().min(1), z.number(), localizedText]),
  /** Where the fact comes from (a changelog entry, an issue, a price list), so it can be re-checked. */
  source: z.string().min(1),
  /** What the value means and how old it is, for whoever edits the file. */
  note: z.string().optional(),
  /** The value rests on a single weak source: pages must say so around it. */
  uncertain: z.boolean().optional(),
})

/** Every fact by name, its value already resolved per locale. Plain data, so worker threads can receive it. */
export interface FactTable {
  /** The file the facts came from, for hints; null when the content folder has none. */
  file: string | null
  values: Record<string, Record<Locale, string>>
  /** The facts file is not valid YAML: its own error is reported, and names used in pages go unchecked. */
  unreadable?: true
}

export const NO_FACTS: FactTable = { file: null, values: {} }

/** Loads and validates the facts file; a content folder without one has no facts. */
export function loadFacts(file: string): { facts: FactTable; problems: ContentProblem[] } {
  if (!fs.existsSync(file)) return { facts: NO_FACTS, problems: [] }
  const { data, problems } = loadYamlMap(file, factSchema, 'fact')
  if (!data) return { facts: { file, values: {}, unreadable: true }, problems }
  const text = fs.readFileSync(file, 'utf8')
  const values: FactTable['values'] = {}
  for (const [name, fact] of Object.entries(data)) {
    if (!FACT_NAME.test(name)) {
      const at = text.search(new RegExp(`^${escapeRegExp(name)}\\s*:`, 'mu'))
      const line = at < 0 ? 1 : text.slice(0, at).split('\n').length
      problems.push({
        file,
        line,
        column: 1,
        message: `fact name "${name}" is not allowed`,
        hint: 'use lower-case letters, digits and hyphens, e.g. vip-price-lifetime',
      })
      continue
    }
    const v = fact.value
    values[name] = Object.fromEntries(
      LOCALES.map((l) => [l, typeof v === 'object' ? v[l] : String(v)]),
    ) as Record<Locale, string>
  }
  return { facts: { file, values }, problems }
}
