// Modules the build generates from content/ for each build (see scripts/vite/generated-plugin.ts).

declare module 'virtual:hcfy/site' {
  import type { RuntimeConfig } from './shared/config/runtime.ts'
  const site: RuntimeConfig
  export default site
}

declare module 'virtual:hcfy/registry/zh-Hans' {
  /** Data chunk file (under assets/p/) of every page, by route key (no locale prefix, no trailing slash). */
  export const pages: Record<string, string>
}

declare module 'virtual:hcfy/registry/en' {
  export const pages: Record<string, string>
}
