import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type InlineConfig, type PluginOption } from 'vite'
import { plainDynamicImportsPlugin } from './scripts/vite/plain-dynamic-imports.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

export interface SiteViteOptions {
  /** Base URL the site is served under, e.g. `/` or `/sub/`. */
  base: string
  outDir: string
  /** Build the prerender bundle (`src/entry-server.tsx`) instead of the browser app. */
  ssr?: boolean
  /** Extra plugins: the build adds prerendering and the service worker. */
  plugins?: PluginOption[]
}

/** Vite settings shared by the dev server and both production builds. */
export function createViteConfig({
  base,
  outDir,
  ssr = false,
  plugins = [],
}: SiteViteOptions): InlineConfig {
  return {
    root,
    base,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    publicDir: ssr ? false : path.join(root, 'public'),
    plugins: [react(), ...(ssr ? [] : [plainDynamicImportsPlugin()]), ...plugins],
    resolve: {
      tsconfigPaths: false,
      // The router's store reads through the shim of useSyncExternalStore made for React before 18;
      // React 19 has the hook, and the shim's fallback would only add to the first download.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/u,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: !ssr,
      ssr: ssr ? path.join(root, 'src/entry-server.tsx') : false,
      // The prerendered pages list every chunk they need up front, and visible links prefetch
      // theirs, so Vite's run-time preload helper would only add weight to the first download.
      modulePreload: false,
      reportCompressedSize: false,
      sourcemap: !!process.env.HCFY_SOURCEMAP,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: ssr
        ? { output: { entryFileNames: 'entry-server.js' } }
        : {
            input: path.join(root, 'src/main.tsx'),
            output: {
              // React and the router change rarely: a stable vendor chunk survives content deploys.
              codeSplitting: {
                groups: [
                  // React and the router change rarely: stable chunks survive content deploys, and the
                  // entry evaluates them in separate tasks.
                  // Each with its start-up step (src/boot/*), so a step is one request, not two.
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]boot[\\/]react\.ts$/u,
                    priority: 3,
                  },
                  {
                    name: 'router',
                    test: /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]boot[\\/]router\.ts$/u,
                    priority: 3,
                  },
                  // Small modules that both the entry and lazy chunks use: one chunk instead of many
                  // tiny ones (each costs a request and compresses worse on its own).
                  // Vite's preload helper too: elsewhere it drags a chunk with React into the entry's
                  // static imports, and React would evaluate before the entry, in the same task.
                  {
                    name: 'core',
                    test: /vite[\\/]preload-helper|[\\/]src[\\/](content[\\/]site|shared[\\/]i18n[\\/]strings|navigation[\\/](connection|prefetch|chunk-errors)\.ts|boot[\\/](marks|early-input|yield)\.ts)|virtual:hcfy[\\/]site|[\\/]gen[\\/][^\\/]+[\\/]site\.js/u,
                    priority: 2,
                  },
                  // What every content page renders around its text: the pager, the TOC, the docs sidebar.
                  {
                    name: 'page',
                    test: /[\\/]src[\\/](theme[\\/](Toc|Pager|DocSidebar|Markdown|Breadcrumbs|LastUpdated)[\\/.]|page[\\/]use-(page-data|mark-hydrated)\.ts|shared[\\/]toc\.ts)/u,
                    priority: 1,
                  },
                ],
              },
            },
          },
    },
  }
}

// `vite` on the command line is not how this site is built or served (see README); this default
// export only lets editors and tools resolve the project's Vite settings.
export default defineConfig(createViteConfig({ base: '/', outDir: path.join(root, 'dist') }))
