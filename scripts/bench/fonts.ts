import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../site-build.ts'

/** The families the Chinese pages' font stack names (`--font-sans-zh` in tokens.css), in order. */
export function chineseFontStack(): string[] {
  const css = fs.readFileSync(path.join(ROOT, 'src/styles/tokens.css'), 'utf8')
  const stack = /--font-sans-zh:\s*([^;]+);/u.exec(css)?.[1] ?? ''
  return stack.split(',').map((f) => f.trim().replace(/^['"]|['"]$/gu, ''))
}

/**
 * The Chinese fonts fontconfig knows that the site's stack names, or null where fontconfig is
 * missing (nothing to tell). Chromium asks the system for a fallback font for every CJK character
 * that no named font holds, on every layout: a machine whose only Chinese font is unnamed (or that
 * has none) measures the machine more than the site.
 */
export function namedChineseFonts(): string[] | null {
  const run = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (run.error !== undefined) return null
  const installed = new Set(
    run.stdout
      .split(/[\n,]/u)
      .map((f) => f.trim())
      .filter(Boolean),
  )
  return chineseFontStack().filter((f) => installed.has(f))
}
