/** Schemes a link, image or definition may use; anything else must be a path on this site. */
export const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:'] as const

export type UrlVerdict =
  | { ok: true; external: boolean }
  | { ok: false; message: string; hint: string }

/**
 * Reads a URL the way a browser does before it decides where it leads: leading and trailing C0
 * controls and spaces go, and tabs and newlines anywhere go (so `jav&#x09;ascript:` is `javascript:`).
 */
function asBrowserSees(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips, as browsers do
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/gu, '').replace(/[\t\n\r]/gu, '')
}

/**
 * The content policy for URLs: `http:`, `https:`, `mailto:`, or a path on this site (relative,
 * root-relative, `#anchor` or `?query`). `javascript:`, `data:`, `vbscript:` and every other scheme
 * fail, and so does `//host` (another site without a scheme), with `\` read as `/` as browsers do.
 */
export function checkUrl(url: string, what: string): UrlVerdict {
  const seen = asBrowserSees(url)
  const scheme = seen.match(/^([a-z][a-z\d+.-]*):/iu)?.[1]?.toLowerCase()
  const shown = JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}...` : url)
  if (scheme !== undefined) {
    if ((ALLOWED_SCHEMES as readonly string[]).includes(`${scheme}:`))
      return { ok: true, external: true }
    return {
      ok: false,
      message: `${what} ${shown} uses the scheme "${scheme}:", which is not allowed`,
      hint: `use an ${ALLOWED_SCHEMES.join(', ').replace(/, (?=[^,]*$)/u, ' or ')} URL, or a path on this site`,
    }
  }
  if (/^[/\\]{2}/u.test(seen)) {
    return {
      ok: false,
      message: `${what} ${shown} leads to another site without saying how`,
      hint: 'write the full https:// URL',
    }
  }
  return { ok: true, external: false }
}
