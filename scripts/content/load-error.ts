import path from 'node:path'
import type { ContentProblem } from '../lib/errors.ts'
import { escapeRegExp } from '../lib/regexp.ts'
import { positionAt } from './frontmatter.ts'

const IMPORT_HINT =
  'a content folder outside the repository cannot import the site code: export the object itself (export default { … }), ' +
  'or import its types only (import type { SiteConfigInput } from …; export default { … } satisfies SiteConfigInput)'

/**
 * A config file (`site.config.ts`, `sidebars.ts`) that fails to load, as a content problem at the
 * place that failed: the import that leads nowhere, the syntax error, or the line that threw.
 */
export function loadErrorProblem(error: unknown, file: string, text: string): ContentProblem {
  const e = error instanceof Error ? error : new Error(String(error))
  const name = path.basename(file)
  const missing = e.message.match(/Cannot find (?:module|package) '([^']+)'/u)?.[1]
  if (missing) {
    // The specifier as written, whether the message gives it as written or resolved.
    const written = [...text.matchAll(/(?:from\s*|import\s*\(?\s*)(['"])([^'"]+)\1/gu)].find(
      (m) => missing === m[2] || missing.endsWith(m[2]!.replace(/^(?:\.\.?\/)+/u, '')),
    )
    const at = written
      ? positionAt(text, written.index + written[0].indexOf(written[1]!) + 1)
      : { line: 1, column: 1 }
    return {
      file,
      ...at,
      message: `${name} cannot import "${written?.[2] ?? missing}": there is no such file from this folder`,
      hint: IMPORT_HINT,
    }
  }
  // esbuild reports `file:line:col: ERROR: …` with a 0-based column; a stack gives 1-based ones.
  const transform = e.message.match(
    new RegExp(`${escapeRegExp(file)}:(\\d+):(\\d+): ERROR: (.+)`, 'u'),
  )
  if (transform)
    return {
      file,
      line: Number(transform[1]),
      column: Number(transform[2]) + 1,
      message: `${name} does not parse: ${transform[3]}`,
      hint: 'fix the TypeScript syntax',
    }
  const thrown = String(e.stack ?? '').match(
    new RegExp(`${escapeRegExp(file)}(?:\\?[^:]*)?:(\\d+):(\\d+)`, 'u'),
  )
  return {
    file,
    line: thrown ? Number(thrown[1]) : 1,
    column: thrown ? Number(thrown[2]) : 1,
    message: `${name} fails to load: ${e.name}: ${e.message.split('\n')[0]}`,
    hint: `${name} must export its settings as the default export and may import only what exists beside it`,
  }
}
