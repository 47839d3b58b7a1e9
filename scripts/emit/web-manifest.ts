import type { ManifestOptions } from 'vite-plugin-pwa'
import type { SiteConfig } from '../../src/shared/config/schema.ts'

/** The web manifest: the installed app's name, start URL, scope and icons. */
export function webManifest(config: SiteConfig): Partial<ManifestOptions> {
  const base = config.baseUrl
  return {
    name: `${config.title['zh-Hans']} · ${config.title.en}`,
    short_name: config.title['zh-Hans'],
    description: config.tagline['zh-Hans'],
    lang: 'zh-Hans',
    dir: 'ltr',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    categories: ['productivity', 'utilities', 'education'],
    icons: [
      { src: `${base}img/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}img/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${base}img/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
