import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** One import of a source file: what it names, and whether only types cross. */
export interface ImportEdge {
  /** The importing file, relative to the repository (`src/theme/Footer/index.tsx`). */
  from: string
  /** The specifier as written (`react`, `../../shared/paths.ts`, `node:fs`). */
  specifier: string
  /** The imported file relative to the repository for a relative specifier, else null (a package). */
  to: string | null
  typeOnly: boolean
}

/** Every .ts/.tsx/.mts file under the folders, relative to the repository. */
export function sourceFiles(...folders: string[]): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (/\.(?:ts|tsx|mts)$/u.test(entry.name)) files.push(rel)
    }
  }
  for (const folder of folders) walk(folder)
  return files
}

// Static imports and re-exports (`import x from`, `import type`, `export … from`, bare `import 'x'`)
// and dynamic `import('x')`. Comments are stripped first so examples in them do not count; the clause
// before `from` is names, braces and commas only, so code that merely contains ` from "` is no import.
const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[\w$*{},\s]*?\bfrom\s*)?['"]([^'"]+)['"]/gmu
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/gu

/** The imports of one file. */
export function importsOf(file: string): ImportEdge[] {
  const text = fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//gu, '')
    .replace(/^\s*\/\/.*$/gmu, '')
  const edge = (specifier: string, typeOnly: boolean): ImportEdge => ({
    from: file,
    specifier,
    to: specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.split('?')[0]!))
      : null,
    typeOnly,
  })
  return [
    ...[...text.matchAll(STATIC)].map((m) => edge(m[2]!, !!m[1])),
    ...[...text.matchAll(DYNAMIC)].map((m) => edge(m[1]!, false)),
  ]
}
