// Modules the build generates from content/ for each build (see scripts/vite/generated-plugin.ts).

declare module 'virtual:hcfy/site' {
  import type { RuntimeConfig } from './shared/config/runtime.ts'
  const site: RuntimeConfig
  export default site
}

declare module 'virtual:hcfy/save-groups' {
  import type { SaveGroup } from './shared/content/save-groups.ts'
  const groups: SaveGroup[]
  export default groups
}
