import { z } from 'zod'

const headingLevel = z.number().int().min(2).max(6)
/** YAML turns `2025-06-14` into a Date; a quoted string is accepted too. */
const dateValue = z.union([
  z.date(),
  z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/u,
      'expected a date like 2025-06-14',
    ),
])
const docId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*$/u, 'expected a doc id such as "faqs/deepl-limit"')

/** Front matter of a docs page. Unknown keys are errors, so a typo never passes silently. */
export const docFrontMatter = z.strictObject({
  /** The page's h1 and `<title>`. */
  title: z.string().min(1),
  /** Meta description and search summary. */
  description: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  /** Accepted for Docusaurus compatibility; order comes from `sidebars.ts`. */
  sidebar_position: z.number().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  last_update: z
    .strictObject({ date: dateValue.optional(), author: z.string().min(1).optional() })
    .optional(),
  /** Numbers are accepted too (`- 2013`), since YAML reads a bare year as a number. */
  keywords: z.array(z.union([z.string().min(1), z.number().transform(String)])).optional(),
  /**
   * How readers describe the problem this page solves, in their own words and in the page's
   * language (symptoms, money questions, device changes): searched like a heading, never shown.
   */
  reader_phrases: z.array(z.string().trim().min(2).max(80)).max(40).optional(),
  /** `false` leaves the page out of the search index. */
  search: z.boolean().optional(),
  /** Not built at all. */
  draft: z.boolean().optional(),
  /** Built, but not linked from sidebars, lists, the sitemap or search. */
  unlisted: z.boolean().optional(),
  pagination_prev: docId.nullable().optional(),
  pagination_next: docId.nullable().optional(),
})
export type DocFrontMatter = z.output<typeof docFrontMatter>

/** Front matter of a blog post. */
export const blogFrontMatter = z.strictObject({
  title: z.string().min(1),
  /** Overrides the date in the file name. */
  date: dateValue.optional(),
  /** Overrides the slug in the file name. */
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/u, 'expected a slug of lowercase letters, digits and "-"')
    .optional(),
  authors: z.array(z.string().min(1)).optional(),
  tags: z.array(z.string().min(1)).optional(),
  description: z.string().min(1).optional(),
  image: z.string().min(1).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
})
export type BlogFrontMatter = z.output<typeof blogFrontMatter>

/** How to fix the front matter fields whose schema errors alone would not say it. */
export const FRONT_MATTER_HINTS = {
  title: 'add a line `title: …` to the front matter',
  toc_min_heading_level: 'use a heading level from 2 to 6',
  toc_max_heading_level: 'use a heading level from 2 to 6',
}
