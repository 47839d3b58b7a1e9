import { z } from 'zod'

import { LOCALES, type Locale } from './locales.ts'

// Re-exported for node code; browser code imports locales.ts directly, which keeps zod out of the bundle.
export { LOCALES, type Locale }

/** A string given once per locale. */
export const localizedText = z.strictObject({
  'zh-Hans': z.string().min(1),
  en: z.string().min(1),
})

const internalPath = z
  .string()
  .regex(/^\/[^/]/u, 'an internal path starts with "/" and names a page, e.g. "/docs/faqs/"')
  .or(z.literal('/'))

/** A link in the navbar or footer: either an internal route (`to`) or an external URL (`href`). */
const linkItem = z.union([
  z.strictObject({
    label: localizedText,
    /** Route path without base or locale prefix, e.g. `/docs/histroy#2013-05-18`. */
    to: internalPath,
  }),
  z.strictObject({
    label: localizedText,
    /** Absolute URL of another site; opens in a new tab. */
    href: z.url(),
  }),
])
export type LinkItem = z.infer<typeof linkItem>

const localeConfig = z.strictObject({
  /** Name shown in the locale dropdown, e.g. `简体中文`. */
  label: z.string().min(1),
  /** Value of `<html lang>`. */
  htmlLang: z.string().min(2),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  calendar: z.string().default('gregory'),
  /** Path segment of a non-default locale, e.g. `en` for `/en/`. */
  path: z.string().regex(/^[a-z-]+$/iu),
})

/** Analytics adapter: page views are POSTed as JSON to `endpoint`. Off unless configured. */
const analytics = z.strictObject({
  endpoint: z.url(),
  /** Extra origin(s) the CSP must allow for this adapter (defaults to the endpoint's origin). */
  origins: z.array(z.url()).optional(),
})

/** Ads adapter: a script URL and the slot element id. Off unless configured. */
const ads = z.strictObject({
  script: z.url(),
  slotId: z.string().min(1),
})

export const siteConfigSchema = z.strictObject({
  /** Site name, used in `<title>` and the navbar. */
  title: localizedText,
  /** One-line pitch shown on the home page and in meta descriptions of pages that lack one. */
  tagline: localizedText,
  /** Facts about the extension that the home page and history show. */
  product: z.strictObject({
    /** Latest released version shown on the site. @example "11.6.0" */
    latestVersion: z.string().regex(/^\d+\.\d+\.\d+$/u, 'expected a version like 11.6.0'),
    /** Date of the first release. */
    firstRelease: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'expected a date like 2013-05-18'),
    /** Years of maintenance the site states. */
    years: z.number().int().min(1),
  }),
  /** Origin of the production site, without a trailing slash, e.g. `https://hcfy.ai`. */
  url: z.url().refine((u) => !u.endsWith('/'), 'drop the trailing "/" from url'),
  /** Path the site is served under; starts and ends with "/". @example "/" or "/sub/" */
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/]+\/)*$/u, 'baseUrl must start and end with "/", e.g. "/" or "/docs-site/"'),
  /** true adds a trailing slash to every internal link, false removes it, undefined leaves links as written. */
  trailingSlash: z.boolean().optional(),
  locales: z.strictObject({
    default: z.enum(LOCALES),
    /**
     * A doc missing in a locale is served from the default locale under that locale's URL, marked as
     * untranslated: `warn` says so in the build output, `error` fails the build instead.
     */
    onUntranslated: z.enum(['warn', 'error']).default('warn'),
    config: z.strictObject({ 'zh-Hans': localeConfig, en: localeConfig }),
  }),
  colorMode: z.strictObject({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(false),
  }),
  navbar: z.strictObject({
    hideOnScroll: z.boolean().default(false),
    items: z.array(linkItem).min(1),
  }),
  footer: z.strictObject({
    groups: z
      .array(z.strictObject({ title: localizedText, items: z.array(linkItem).min(1) }))
      .min(1),
    copyright: localizedText,
  }),
  announcementBar: z
    .strictObject({
      /** Changing the id shows the bar again to readers who dismissed it. */
      id: z.string().min(1),
      content: localizedText,
      to: internalPath,
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine(
      (t) => t.minHeadingLevel <= t.maxHeadingLevel,
      'minHeadingLevel must not exceed maxHeadingLevel',
    ),
  blog: z.strictObject({
    postsPerPage: z.number().int().min(1).default(10),
    title: localizedText,
    description: localizedText,
  }),
  search: z.strictObject({
    /** Results shown in the navbar dropdown. */
    maxResults: z.number().int().min(1).max(50).default(8),
    /** Characters of context in a result snippet. */
    snippetLength: z.number().int().min(10).max(300).default(50),
    /** Mark the search terms on the page a result opens. */
    highlightOnTarget: z.boolean().default(true),
  }),
  offline: z
    .strictObject({
      /**
       * A site whose pages weigh at most this much is saved whole for offline reading on a good
       * connection; a larger one lets the reader choose what to save (a section, or everything).
       */
      autoSaveUpToMB: z.number().positive().default(40),
    })
    .default({ autoSaveUpToMB: 40 }),
  /** Third-party services. Both are off unless configured, and the CSP allows only their origins. */
  analytics: analytics.optional(),
  ads: ads.optional(),
})

export type SiteConfigInput = z.input<typeof siteConfigSchema>
export type SiteConfig = z.output<typeof siteConfigSchema>
