// Modules the build generates from content/ for each build (see scripts/vite/generated-plugin.ts).

declare module 'virtual:hcfy/site' {
  import type { RuntimeConfig } from './shared/config/runtime.ts'
  const site: RuntimeConfig
  export default site
}

declare module 'virtual:hcfy/registry' {
  import type { PageData } from './shared/content/types.ts'
  /** Lazy page modules by locale and route key (path without locale prefix or trailing slash). */
  export const pages: Record<'zh-Hans' | 'en', Record<string, () => Promise<{ default: PageData }>>>
}
