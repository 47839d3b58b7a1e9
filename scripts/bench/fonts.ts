import { spawnSync } from 'node:child_process'

/** Whether fontconfig knows a font with Chinese glyphs (true where fontconfig is missing: nothing to tell). */
export function hasChineseFont(): boolean {
  const run = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  return run.error !== undefined || run.stdout.trim() !== ''
}
