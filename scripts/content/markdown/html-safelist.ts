/** Raw HTML tags an author may write; anything else fails the build instead of being dropped. */
export const SAFE_TAGS = new Set(['details', 'summary', 'kbd', 'br', 'sup', 'sub', 'mark'])
const TAG = /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/gu
const COMMENT = /<!--[\s\S]*?-->/gu

export interface HtmlProblem {
  offset: number
  message: string
  hint: string
}

/** Checks one raw HTML fragment against the safe list; returns every problem in it. */
export function checkRawHtml(value: string): HtmlProblem[] {
  const problems: HtmlProblem[] = []
  const stripped = value.replace(COMMENT, (m) => ' '.repeat(m.length))
  for (const m of stripped.matchAll(TAG)) {
    const [, closing, name, attrs] = m
    const tag = name!.toLowerCase()
    if (!SAFE_TAGS.has(tag)) {
      // The opening tag is reported; its closing tag would only repeat the same problem.
      if (closing) continue
      problems.push({
        offset: m.index,
        message: `raw HTML <${tag}> is not allowed`,
        hint: `use Markdown instead, or one of the allowed tags: ${[...SAFE_TAGS].join(', ')}`,
      })
    } else if (attrs!.replace(/\/\s*$/u, '').trim() && !(tag === 'details' && /^\s*open\s*$/u.test(attrs!))) {
      problems.push({ offset: m.index, message: `attributes on <${tag}> are not allowed (got "${attrs!.trim()}")`, hint: `write a plain <${tag}>` })
    }
  }
  if (/<[a-zA-Z!?/]/u.test(stripped.replace(TAG, ''))) {
    problems.push({ offset: 0, message: 'raw HTML could not be read as simple tags', hint: 'use Markdown, or the allowed tags without attributes' })
  }
  return problems
}

/** True for the blog excerpt marker `<!-- truncate -->`. */
export const isTruncateMarker = (value: string): boolean => /^<!--\s*truncate\s*-->$/u.test(value.trim())
