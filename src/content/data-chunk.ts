import { siteConfig } from './site.ts'

/**
 * Imports a page or sidebar data chunk by file name. The build writes these small modules straight
 * to `assets/p/` (they are plain data: bundling them would only cost build time), so they are
 * loaded by URL rather than through the bundler's import graph.
 */
export async function importDataChunk<T>(file: string): Promise<T> {
  const module = (await import(/* @vite-ignore */ `${siteConfig.baseUrl}assets/p/${file}`)) as { default: T }
  return module.default
}
