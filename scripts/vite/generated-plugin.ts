import path from 'node:path'
import type { Plugin } from 'vite'

const IDS: Record<string, string> = {
  'virtual:hcfy/site': 'site.js',
  'virtual:hcfy/save-groups': 'save-groups.js',
}

/** The files of a build's generated modules, in its generated folder. */
export const GENERATED_FILES: readonly string[] = Object.values(IDS)

/**
 * Resolves the `virtual:hcfy/*` modules to the files the content build wrote for this build, so two
 * builds (e.g. the site and a fixture under another base URL) never share generated state.
 */
export function generatedModulesPlugin(dir: string): Plugin {
  return {
    name: 'hcfy:generated',
    enforce: 'pre',
    resolveId(id) {
      const file = IDS[id]
      return file ? path.join(dir, file) : null
    },
  }
}
