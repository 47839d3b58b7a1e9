import type { PluginOption } from 'vite'
import type { SiteConfig } from '../../src/shared/config/schema.ts'
import type { PrerenderResult } from '../prerender/prerender.ts'

/** The service worker and web manifest (filled in by the offline work). */
export function pwaPlugins(_config: SiteConfig, _prerender: () => PrerenderResult | null): PluginOption[] {
  return []
}
