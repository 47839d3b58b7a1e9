import type { SiteConfigInput } from './schema.ts'
import type { SidebarsInput } from './sidebars.ts'

/** Identity helpers: they only give editor typing; the build validates the values. */
export const defineSiteConfig = (config: SiteConfigInput): SiteConfigInput => config
export const defineSidebars = (sidebars: SidebarsInput): SidebarsInput => sidebars
