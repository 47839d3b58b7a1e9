/** One block of a Netlify/Cloudflare Pages `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  /** The path line as written, e.g. `/assets/*`. */
  source: string
  pattern: RegExp
  /** Header names in lower case, in the order written. */
  headers: [string, string][]
}

/**
 * A path line as a regular expression: `*` (a splat) matches anything, `/` included, and `:name`
 * (a placeholder) matches one segment, as both hosts document.
 */
function patternOf(source: string): RegExp {
  const re = source
    .split(/(\*|:[A-Za-z]\w*)/u)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':') && part.length > 1
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&'),
    )
    .join('')
  return new RegExp(`^${re}$`, 'u')
}

/** Parses `_headers`: a path line followed by indented `Name: value` lines; `#` starts a comment line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/u)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/u.test(line)) {
      rules.push({ source: trimmed, pattern: patternOf(trimmed), headers: [] })
      continue
    }
    const i = trimmed.indexOf(':')
    if (i > 0 && rules.length)
      rules
        .at(-1)!
        .headers.push([trimmed.slice(0, i).trim().toLowerCase(), trimmed.slice(i + 1).trim()])
  }
  return rules
}

/**
 * Headers for a request path as Cloudflare Pages and Netlify send them: every matching rule
 * applies, and a header named by several matching rules gets their values joined with `, ` in
 * file order. So a `Cache-Control` in `/*` merges into the one of `/assets/*`; the `_headers`
 * writer (scripts/emit/headers.ts) never sets one header in two rules that can meet.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers)
      out[name] = name in out ? `${out[name]}, ${value}` : value
  }
  return out
}
