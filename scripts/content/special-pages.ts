import fs from 'node:fs'
import { z } from 'zod'
import {
  LOCALES,
  localizedText,
  type Locale,
  type SiteConfig,
} from '../../src/shared/config/schema.ts'
import type { HomeData, ReportData, SearchPageData } from '../../src/shared/content/types.ts'
import { allStrings } from '../../src/shared/i18n/all.ts'
import { applyTrailingSlash, localizePath } from '../../src/shared/paths.ts'
import type { ContentProblem } from '../lib/errors.ts'
import type { PostEntry } from './blog-model.ts'
import { formatDate } from './dates.ts'
import { positionAt } from './frontmatter.ts'

const reportSchema = z.strictObject({
  $comment: z.string().optional(),
  reports: z.record(
    z.string().regex(/^\d+$/u),
    z.strictObject({
      title: localizedText,
      caption: localizedText,
      generated: z.string(),
      columns: z
        .array(z.strictObject({ key: z.string(), label: localizedText, numeric: z.boolean() }))
        .min(1),
      rows: z.array(z.record(z.string(), z.union([z.number(), localizedText]))),
    }),
  ),
})

/** Home page data: `/` is canonical, `/home` is the same page under a second address. */
export function homePages(
  locale: Locale,
  config: SiteConfig,
  posts: readonly PostEntry[],
): HomeData[] {
  const root = localizePath('/', locale)
  const home = applyTrailingSlash(localizePath('/home', locale), config.trailingSlash)
  const base: HomeData = {
    kind: 'home',
    locale,
    path: root,
    title: config.title[locale],
    description: config.tagline[locale],
    alternate: null,
    latestVersion: config.product.latestVersion,
    years: config.product.years,
    since: config.product.firstRelease,
    latestPosts: posts
      .filter((p) => p.listed)
      .slice(0, 3)
      .map((p) => ({ title: p.fm.title, path: p.path, dateText: formatDate(p.date, locale) })),
  }
  return [base, { ...base, path: home, canonical: root }]
}

export function searchPage(locale: Locale, config: SiteConfig): SearchPageData {
  const path = applyTrailingSlash(localizePath('/search', locale), config.trailingSlash)
  const t = allStrings(locale)
  return {
    kind: 'search',
    locale,
    path,
    title: t.searchTheDocs,
    description: t.searchTheDocs,
    alternate: null,
    noindex: true,
  }
}

/** The inventory-by-country sample pages, one per report id in `content/data/`. */
export function reportPages(
  file: string,
  config: SiteConfig,
  problems: ContentProblem[],
): ReportData[] {
  const text = fs.readFileSync(file, 'utf8')
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    const at = Number((error as Error).message.match(/position (\d+)/u)?.[1] ?? 0)
    problems.push({
      file,
      ...positionAt(text, at),
      message: `report data is not valid JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/su, '')}`,
      hint: 'fix the JSON syntax',
    })
    return []
  }
  const parsed = reportSchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({
        file,
        line: 1,
        column: 1,
        message: `report data ${issue.path.join('.')}: ${issue.message}`,
        hint: 'see the shape of reports in content/data/inventory-by-country.json',
      })
    }
    return []
  }
  const pages: ReportData[] = []
  for (const [id, report] of Object.entries(parsed.data.reports)) {
    const paths = Object.fromEntries(
      LOCALES.map((l) => [
        l,
        applyTrailingSlash(
          localizePath(`/reportcentral/AFNInventoryReportByCountry/${id}`, l),
          config.trailingSlash,
        ),
      ]),
    ) as Record<Locale, string>
    for (const locale of LOCALES) {
      const other = LOCALES.find((l) => l !== locale)!
      const rows = report.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? v : v[locale]]),
        ),
      )
      const totals: Record<string, number> = {}
      for (const col of report.columns)
        if (col.numeric) totals[col.key] = rows.reduce((sum, r) => sum + Number(r[col.key] ?? 0), 0)
      pages.push({
        kind: 'report',
        locale,
        path: paths[locale],
        title: report.title[locale],
        description: report.caption[locale],
        alternate: { title: report.title[other], path: paths[other] },
        noindex: true,
        caption: report.caption[locale],
        columns: report.columns.map((c) => ({
          key: c.key,
          label: c.label[locale],
          numeric: c.numeric,
        })),
        rows,
        totals,
        generated: formatDate(report.generated, locale),
      })
    }
  }
  return pages
}
