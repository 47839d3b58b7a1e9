/** A request path split into decoded segments, or the reason it is refused. */
export type RequestTarget =
  | {
      ok: true /** The path as sent, without query or fragment (still percent-encoded). */
      pathname: string
      segments: string[]
      trailingSlash: boolean
    }
  | { ok: false; reason: string }

/**
 * Reads the request target of an HTTP request without `new URL`, which throws on `//` and would
 * normalise away what must be refused. Only origin-form paths (`/a/b?q`) are accepted. Each segment
 * is percent-decoded on its own, so `%2F` or `%5C` can never become a separator; `.` and `..`
 * segments, empty segments (`//`), NUL and control characters are refused. The caller still checks
 * containment of the final file path.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget {
  if (!raw?.startsWith('/')) return { ok: false, reason: 'the request target is not a path' }
  const end = raw.search(/[?#]/u)
  const pathname = end === -1 ? raw : raw.slice(0, end)
  const parts = pathname.slice(1).split('/')
  const trailingSlash = parts.at(-1) === ''
  if (trailingSlash) parts.pop()
  const segments: string[] = []
  for (const part of parts) {
    if (part === '') return { ok: false, reason: 'the path has an empty segment (//)' }
    let segment: string
    try {
      segment = decodeURIComponent(part)
    } catch {
      return { ok: false, reason: 'the path has a malformed percent escape' }
    }
    if (/[/\\]/u.test(segment))
      return { ok: false, reason: 'a path segment holds an encoded / or \\' }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    if (/[\u0000-\u001f\u007f]/u.test(segment))
      return { ok: false, reason: 'the path holds a control character' }
    if (segment === '.' || segment === '..')
      return { ok: false, reason: 'the path has a dot segment' }
    segments.push(segment)
  }
  return { ok: true, pathname, segments, trailingSlash: trailingSlash || segments.length === 0 }
}

/** The decoded path, `/`-joined, as the `_headers` rules and the locale check see it. */
export function decodedPath(target: {
  segments: readonly string[]
  trailingSlash: boolean
}): string {
  const joined = `/${target.segments.join('/')}`
  return target.trailingSlash && target.segments.length ? `${joined}/` : joined
}
