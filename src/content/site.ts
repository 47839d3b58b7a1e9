import site from 'virtual:hcfy/site'
import type { RuntimeConfig } from '../shared/config/runtime.ts'

/** Site settings baked in at build time. */
export const siteConfig: RuntimeConfig = site
