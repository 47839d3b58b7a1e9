import path from 'node:path'
import { VitePWA } from 'vite-plugin-pwa'
import type { PluginOption } from 'vite'
import type { SiteConfig } from '../../src/shared/config/schema.ts'
import { webManifest } from '../emit/web-manifest.ts'
import type { PrerenderResult } from '../prerender/prerender.ts'
import type { OutputFile } from '../emit/output-cache.ts'
import { DATA_DIR, SEARCH_DIR, WEB_MANIFEST_FILE } from '../../src/shared/site-layout/folders.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The web manifest and the service worker (workers/sw/sw.ts, with Workbox's precache list injected).
 * It runs after the prerender, so every page's HTML is in the precache; redirect stubs are left out
 * because the worker resolves both spellings of a path itself.
 */
export function pwaPlugins(
  config: SiteConfig,
  prerender: () => PrerenderResult | null,
  saveGroups: ReadonlyMap<string, string> = new Map(),
  known: () => ReadonlyMap<string, OutputFile> = () => new Map(),
): PluginOption[] {
  const base = config.baseUrl
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: path.join(ROOT, 'workers/sw'),
    filename: 'sw.ts',
    injectRegister: false,
    // The large install icons are fetched by the browser when it installs the app (globIgnores below).
    includeManifestIcons: false,
    registerType: 'prompt',
    base,
    scope: base,
    manifestFilename: WEB_MANIFEST_FILE,
    manifest: webManifest(config),
    injectManifest: {
      // The web manifest is added by the plugin itself.
      // Pages and data chunks are listed from what the build knows of them (see `known`), not read
      // again; the patterns name the other folders so that the thousands of page folders of a
      // large site are not even walked.
      globPatterns: [
        '*.{js,css,json,svg,png}',
        'assets/**/*.{js,css,json,svg,png}',
        'img/**/*.{svg,png}',
        `${SEARCH_DIR}/*.json`,
      ],
      // The large install icons are fetched by the browser when it installs the app, not needed to
      // read offline; feeds and the social card are for other sites. The search texts files repeat
      // the data chunks' text: the worker keeps them once fetched, and offline search reads the chunks.
      globIgnores: [
        '**/.vite/**',
        'img/og-card.png',
        'img/icon-512.png',
        'img/icon-maskable-512.png',
        'sw.js',
        '_headers',
        '**/feed.json',
        `${SEARCH_DIR}/*.texts.*.json`,
        '**/*.html',
        `${DATA_DIR}/**`,
      ],
      // Hashed names need no revision; Workbox then caches them under their plain URL.
      dontCacheBustURLsMatching: /(?:-[\w-]{8}\.(?:js|css|svg|png)|\.[0-9a-f]{8,}\.json)$/u,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        (globbed) => {
          const stubs = new Set(prerender()?.redirects ?? [])
          const data = `${DATA_DIR}/`
          // `bytes` (Workbox drops `size`) lets the worker tell the reader what saving costs; `group`
          // is the part of the site a page's files belong to (none: the shell, always saved). Each
          // entry is made once: a large site lists some 40,000.
          const entry = (url: string, revision: string | null, size: number) => ({
            url,
            revision,
            size,
            bytes: size,
            group: saveGroups.get(url),
          })
          const manifest = globbed
            .filter((e) => !stubs.has(e.url))
            .map((e) => entry(e.url, e.revision, e.size))
          for (const [url, file] of known())
            if ((url.endsWith('.html') || url.startsWith(data)) && !stubs.has(url))
              manifest.push(entry(url, file.revision, file.bytes))
          manifest.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
          return { manifest, warnings: [] }
        },
      ],
    },
  })
}
