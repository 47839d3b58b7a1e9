import type { SiteConfig } from '../../src/shared/config/schema.ts'
import { contentSecurityPolicy } from '../prerender/csp.ts'
import { inlineScripts } from '../prerender/inline-scripts.ts'
import { LOCALES } from '../../src/shared/config/locales.ts'
import { hashedSearchPatterns } from '../../src/shared/site-layout/folders.ts'

/**
 * `_headers` for Cloudflare Pages and Netlify (the local server applies it the same way): the CSP as
 * a real header (the pages also carry it as a meta tag for hosts without header support), security
 * headers, immutable caching for hashed files and revalidation for everything else. Paths are
 * relative to the published folder, whatever base URL it is served under.
 *
 * Both hosts apply every rule that matches a path and join the values of a header named in several
 * of them, so `Cache-Control` is set only in rules that never match the same path: `/*` leaves it to
 * the hosts' default (`public, max-age=0, must-revalidate`, the revalidation HTML needs), and the
 * hashed files get exactly `immutable`.
 */
export function headersFile(config: SiteConfig): string {
  const csp = contentSecurityPolicy(config, inlineScripts(config).hashes)
  return [
    '/*',
    `  Content-Security-Policy: ${csp}; frame-ancestors 'self'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...HASHED_PATHS.flatMap((p) => [p, `  Cache-Control: ${IMMUTABLE}`]),
    '/sw.js',
    '  Cache-Control: no-cache, no-store',
    '',
  ].join('\n')
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * Paths whose file names carry a content hash: the assets, and the search shards and texts files.
 * Not the root file of a locale's index (`/search/zh-Hans.json`), whose name stays the same from
 * build to build (see searchRootFile).
 */
export const HASHED_PATHS = ['/assets/*', ...LOCALES.flatMap(hashedSearchPatterns)] as const
