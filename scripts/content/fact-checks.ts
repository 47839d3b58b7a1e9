import path from 'node:path'
import type { Locale } from '../../src/shared/config/schema.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { FactTable } from './facts.ts'
import { findMentionsInText, type Mention } from './markdown/mentions.ts'

/** What the checks need of a compiled file. */
export interface MentionSource {
  source: { abs: string; locale: Locale; kind: 'doc' | 'blog'; rel: string }
  render: { mentions: Mention[]; yaml: string | null; yamlLine: number }
}

/** The changelog: the overview and one page per major version. */
export const isChangelog = (f: MentionSource): boolean =>
  f.source.kind === 'doc' && (f.source.rel === 'log.md' || f.source.rel.startsWith('log/'))

/**
 * The product's own pages, where every yuan amount must come from the facts file: pricing, buying,
 * VIP, codes, invites, business, translation points, and every post.
 */
const PRODUCT_DOCS =
  /^(?:pricing(?:\/|\.md$)|before-buy\.md$|paypal\.md$|vip\.md$|vc\.md$|invite\.md$|business\.md$|services\/tp\.md$)/u
export const isProductPage = (f: MentionSource): boolean =>
  f.source.kind === 'blog' || PRODUCT_DOCS.test(f.source.rel)

/** Mentions in the body and in the front matter (where `:fact[…]` does not work). */
function mentionsOf(f: MentionSource): (Mention & { inFrontMatter?: true })[] {
  const front =
    f.render.yaml === null
      ? []
      : findMentionsInText(f.render.yaml, f.render.yamlLine, 1).map((m) => ({
          ...m,
          inFrontMatter: true as const,
        }))
  return [...front, ...f.render.mentions]
}

const rel = (file: string) => path.relative(process.cwd(), file)

/** Every version the changelog of each locale names, x-versions (`10.14.x`) included. */
export function changelogVersions(files: readonly MentionSource[]): Map<Locale, Set<string>> {
  const out = new Map<Locale, Set<string>>()
  for (const f of files.filter(isChangelog)) {
    const set = out.get(f.source.locale) ?? new Set<string>()
    for (const m of mentionsOf(f)) if (m.kind === 'version') set.add(m.value)
    out.set(f.source.locale, set)
  }
  return out
}

const minorOf = (v: string) => v.split('.').slice(0, 2).join('.')

/** A version is named when the changelog names it; `10.14.x` is named when any 10.14 release is. */
function named(version: string, known: ReadonlySet<string>): boolean {
  if (known.has(version)) return true
  return version.endsWith('.x') && [...known].some((k) => minorOf(k) === minorOf(version))
}

/** The changelog's versions closest to `version`: the same minor line, else the same major. */
function nearest(version: string, known: ReadonlySet<string>): string[] {
  const all = [...known].filter((k) => !k.endsWith('.x'))
  const sameMinor = all.filter((k) => minorOf(k) === minorOf(version))
  const pool = sameMinor.length
    ? sameMinor
    : all.filter((k) => k.split('.')[0] === version.split('.')[0])
  const num = (v: string) => v.split('.').map((p) => Number(p) || 0)
  return pool
    .sort((a, b) => {
      const [x, y] = [num(a), num(b)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
    })
    .slice(-4)
}

/** Every version number a page names (7.0.0 and later) must be one its locale's changelog names. */
export function checkVersions(files: readonly MentionSource[], problems: ContentProblem[]): void {
  const versions = changelogVersions(files)
  for (const f of files) {
    if (isChangelog(f)) continue
    const known = versions.get(f.source.locale) ?? new Set<string>()
    for (const m of mentionsOf(f)) {
      if (m.kind !== 'version' || named(m.value, known)) continue
      const near = nearest(m.value, known)
      problems.push({
        file: f.source.abs,
        line: m.line,
        column: m.column,
        message: `version ${m.value}${m.fact ? ` (from :fact[${m.fact}])` : ''} is not in the changelog`,
        hint: `name a version that content/${f.source.locale}/docs/log/ lists${near.length ? ` (nearest: ${near.join(', ')})` : ''}, or add the release to the changelog first`,
      })
    }
  }
}

/** Names of facts whose value shows the same amount as `price`, for the hint. */
function factsWithAmount(price: string, facts: FactTable, locale: Locale): string[] {
  const amount = price.match(/\d[\d,]*(?:\.\d+)?/u)?.[0]?.replace(/,/gu, '')
  if (!amount) return []
  return Object.entries(facts.values)
    .filter(([, v]) =>
      (v[locale].match(/\d[\d,]*(?:\.\d+)?/gu) ?? []).some((n) => n.replace(/,/gu, '') === amount),
    )
    .map(([name]) => name)
}

/** Every yuan amount on the product's own pages must be written by `:fact[…]` from the facts file. */
export function checkPrices(
  files: readonly MentionSource[],
  facts: FactTable,
  problems: ContentProblem[],
): void {
  const where = facts.file ? rel(facts.file) : 'content/facts.yml'
  for (const f of files) {
    if (!isProductPage(f)) continue
    for (const m of mentionsOf(f)) {
      if (m.kind !== 'price' || m.fact) continue
      const same = factsWithAmount(m.value, facts, f.source.locale)
      problems.push({
        file: f.source.abs,
        line: m.line,
        column: m.column,
        message: `price "${m.value}" is not written from the facts file`,
        hint: m.inFrontMatter
          ? 'front matter cannot use :fact[…]: describe the page without the amount'
          : same.length
            ? `write ${same.map((n) => `:fact[${n}]`).join(' or ')} instead of the number`
            : `add the price with its source to ${where} and write :fact[name], or leave the number out and point to where the reader sees the current price`,
      })
    }
  }
}
