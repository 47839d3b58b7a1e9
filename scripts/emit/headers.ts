import type { SiteConfig } from '../../src/shared/config/schema.ts'
import { contentSecurityPolicy } from '../prerender/csp.ts'
import { inlineScripts } from '../prerender/inline-scripts.ts'
import { LOCALES } from '../../src/shared/config/locales.ts'
import { searchRootFile } from './search-files.ts'

/**
 * `_headers` for Netlify/Cloudflare-style hosts (the local server applies it too): the CSP as a real
 * header (the pages also carry it as a meta tag for hosts without header support), security headers,
 * immutable caching for hashed files and revalidation for HTML and the service worker. Paths are
 * relative to the published folder, whatever base URL it is served under.
 */
export function headersFile(config: SiteConfig): string {
  const csp = contentSecurityPolicy(config, inlineScripts(config).hashes)
  return [
    '/*',
    `  Content-Security-Policy: ${csp}; frame-ancestors 'self'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '  Cache-Control: no-cache',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/search/*.json',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The root file of each locale's index keeps its name from build to build.
    ...LOCALES.flatMap((locale) => [`/${searchRootFile(locale)}`, '  Cache-Control: no-cache']),
    '/sw.js',
    '  Cache-Control: no-cache, no-store',
    '',
  ].join('\n')
}
