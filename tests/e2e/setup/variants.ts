import fs from 'node:fs'
import path from 'node:path'
import { buildSite, ROOT } from '../../../scripts/site-build.ts'
import type { ConfigOverrides } from '../../../scripts/content/config.ts'

/**
 * Builds a variant of the site from a copy of content/ that `edit` changes (e.g. a second deploy
 * with new text, or analytics pointed at a local collector). Returns the output folder.
 */
export async function buildVariant(
  name: string,
  edit: (contentDir: string) => void,
  overrides: ConfigOverrides = {},
): Promise<string> {
  // A sibling of content/, so the config files' relative imports of src/ still resolve.
  const content = path.join(ROOT, `.content-${name}`)
  fs.rmSync(content, { recursive: true, force: true })
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true })
  edit(content)
  const outDir = path.join(ROOT, `dist-e2e-${name}`)
  await buildSite({ contentDir: content, outDir, quiet: true, overrides })
  fs.rmSync(content, { recursive: true, force: true })
  return outDir
}
