import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Every file of a folder with a hash of its bytes: "exactly as it was" means this is unchanged. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name)
      if (e.isDirectory()) walk(abs)
      else
        out[path.relative(dir, abs)] = createHash('sha256')
          .update(fs.readFileSync(abs))
          .digest('hex')
    }
  }
  walk(dir)
  return out
}
