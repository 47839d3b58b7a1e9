// Modules the build generates from content/ for each build (see scripts/vite/generated-plugin.ts).

declare module 'virtual:hcfy/site' {
  import type { RuntimeConfig } from './shared/config/runtime.ts'
  const site: RuntimeConfig
  export default site
}

declare module 'virtual:hcfy/registry/zh-Hans' {
  import type { PageData } from './shared/content/types.ts'
  /** Lazy page modules by route key (path without locale prefix or trailing slash). */
  export const pages: Record<string, () => Promise<{ default: PageData }>>
}

declare module 'virtual:hcfy/registry/en' {
  import type { PageData } from './shared/content/types.ts'
  export const pages: Record<string, () => Promise<{ default: PageData }>>
}

declare module 'virtual:hcfy/sidebars' {
  /** Sidebar modules by key (`zh-Hans/faqsSideBar`, `en/blog`). */
  export const sidebars: Record<string, () => Promise<{ default: unknown }>>
}
