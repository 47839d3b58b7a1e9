/** One block of a Netlify/Cloudflare-style `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
}

/** Parses `_headers`: a path line (with `*` wildcards) followed by indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/u.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/gu, '\\$&').replace(/\*/gu, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`, 'u'), headers: [] })
    } else {
      const i = line.indexOf(':')
      if (i > 0 && rules.length) rules.at(-1)!.headers.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()])
    }
  }
  return rules
}

/** Headers for a request path; later rules override earlier ones for the same header. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) out[k] = v
  return out
}
