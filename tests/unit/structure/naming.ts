import path from 'node:path'
import { LOCALES } from '../../../src/shared/config/locales.ts'

/**
 * The naming rules of the README ("Names"): modules and folders are kebab-case (a locale's own module
 * may be named by its locale id), components PascalCase. In `src/theme/` every component is a folder
 * `Name/index.tsx`; elsewhere a component is a flat `Name.tsx`, and gets a folder only when it has
 * parts of its own. A component file or folder exports the component of its name; a `use-*.ts`
 * module exports a hook.
 */

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u
// A file name may add its role after a dot (`search.worker.ts`).
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)?$/u
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/u

/** Why the files' names break the rules: one line per problem. `read` gives a file's text. */
export function namingProblems(files: readonly string[], read: (file: string) => string): string[] {
  const problems: string[] = []
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  )
  const exportsName = (file: string, name: string) => {
    const text = read(file)
    return (
      new RegExp(`export\\s+(?:const|function)\\s+${name}\\b`, 'u').test(text) ||
      (new RegExp(`(?:const|function)\\s+${name}\\b`, 'u').test(text) &&
        new RegExp(`export\\s+default\\b[^\\n]*\\b${name}\\b`, 'u').test(text))
    )
  }
  for (const folder of folders) {
    const name = folder.split('/').at(-1)!
    if (KEBAB.test(name)) continue
    if (!PASCAL.test(name) || !folder.startsWith('src/')) {
      problems.push(`${folder}/: a folder is kebab-case (PascalCase only for a component in src/)`)
      continue
    }
    const index = `${folder}/index.tsx`
    if (!files.includes(index)) problems.push(`${folder}/: a component folder holds index.tsx`)
    else if (!exportsName(index, name)) problems.push(`${index}: exports no component ${name}`)
    const parts = files.filter((file) => file.startsWith(`${folder}/`) && file !== index)
    if (!folder.startsWith('src/theme/') && parts.length === 0)
      problems.push(`${folder}/: outside src/theme a component without parts is a flat ${name}.tsx`)
  }
  for (const file of files) {
    const base = path.posix.basename(file).replace(/(?:\.d)?\.(?:ts|tsx|mts)$/u, '')
    const parent = path.posix.dirname(file)
    if (base === 'index' && PASCAL.test(path.posix.basename(parent))) continue
    if (PASCAL.test(base)) {
      if (!file.endsWith('.tsx') || !file.startsWith('src/'))
        problems.push(`${file}: PascalCase names a component, a .tsx file in src/`)
      else if (!exportsName(file, base)) problems.push(`${file}: exports no component ${base}`)
      else if (parent === 'src/theme')
        problems.push(`${file}: a component of src/theme is a folder ${base}/index.tsx`)
      continue
    }
    if (!KEBAB_FILE.test(base) && !(LOCALES as readonly string[]).includes(base))
      problems.push(`${file}: a module is kebab-case`)
    if (base.startsWith('use-') && !/export\s+function\s+use[A-Z]/u.test(read(file)))
      problems.push(`${file}: a use-*.ts module exports a hook`)
  }
  return problems.sort()
}
