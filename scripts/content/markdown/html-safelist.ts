import { Tokenizer, type Token } from 'parse5'

/** Raw HTML tags an author may write; anything else fails the build instead of being dropped. */
export const SAFE_TAGS = new Set(['details', 'summary', 'kbd', 'br', 'sup', 'sub', 'mark'])
/** Safe tags that have no end tag. */
const VOID_TAGS = new Set(['br'])
const ALLOWED_HINT = `use Markdown instead, or one of the allowed tags: ${[...SAFE_TAGS].join(', ')}`
const COMMENT_HINT =
  'write a comment as <!-- text --> with no "--" or "<!--" inside, or leave it out'

/**
 * Parse errors of the HTML tokenizer after which a browser reads the markup differently from how
 * it looks: comments that end early or never, declarations that swallow text up to the next `>`.
 */
const DECLARATION_HINT =
  'write the text as it should read (Markdown escapes "<" for you), or use a code span'
const STRUCTURAL: Record<string, [message: string, hint: string]> = {
  'abrupt-closing-of-empty-comment': [
    'HTML comment "<!-->" or "<!--->" ends at once in a browser, so what follows it is live markup',
    COMMENT_HINT,
  ],
  'incorrectly-closed-comment': [
    'HTML comment closed by "--!>": a browser ends it there, so what follows it is live markup',
    COMMENT_HINT,
  ],
  'nested-comment': ['HTML comment holds "<!--"', COMMENT_HINT],
  'eof-in-comment': ['HTML comment is never closed', COMMENT_HINT],
  'incorrectly-opened-comment': [
    'markup declaration "<!…>" is not a comment; a browser hides everything up to the next ">"',
    DECLARATION_HINT,
  ],
  'unexpected-question-mark-instead-of-tag-name': [
    'processing instruction "<?…>" is not HTML; a browser hides everything up to the next ">"',
    DECLARATION_HINT,
  ],
  'cdata-in-html-content': [
    'CDATA section "<![CDATA[…" is not HTML; a browser hides everything up to the next ">"',
    DECLARATION_HINT,
  ],
  'eof-in-tag': [
    'HTML tag is not closed with ">"',
    'close the tag with ">", or write "&lt;" for a literal "<"',
  ],
  'eof-in-doctype': ['HTML doctype is not closed with ">"', ALLOWED_HINT],
}

/** A tag of the safe list, for the check that every opened tag is closed. */
export interface SafeTag {
  name: string
  closing: boolean
  line: number
  column: number
}

export interface HtmlProblem {
  /** 1-based line and column inside the fragment. */
  line: number
  column: number
  message: string
  hint: string
}

export interface HtmlCheck {
  problems: HtmlProblem[]
  /** Non-void safe tags in order, so the caller can check nesting across fragments. */
  tags: SafeTag[]
}

const attrsText = (token: Token.TagToken) =>
  token.attrs.map((a) => (a.value ? `${a.name}="${a.value}"` : a.name)).join(' ')

/**
 * Checks one raw HTML fragment with the tokenizer of a real HTML parser (parse5, which follows the
 * WHATWG spec that browsers implement), so the fragment is read exactly as a browser would read it
 * in the page: a tag hidden in a comment that a browser ends early counts as the tag it is. Only
 * the safe tags, without attributes (`open` on `details` aside), and well-formed comments pass.
 * `reported` carries the names already reported in this file, so a closing tag does not repeat
 * the problem of its opening tag.
 */
export function checkRawHtml(value: string, reported: Set<string> = new Set()): HtmlCheck {
  const problems: HtmlProblem[] = []
  const tags: SafeTag[] = []
  const at = (loc: { startLine: number; startCol: number } | null) => ({
    line: loc?.startLine ?? 1,
    column: loc?.startCol ?? 1,
  })
  const tag = (token: Token.TagToken, closing: boolean) => {
    const name = token.tagName
    const where = at(token.location)
    if (!SAFE_TAGS.has(name)) {
      if (!closing || !reported.has(name))
        problems.push({
          ...where,
          message: `raw HTML <${closing ? '/' : ''}${name}> is not allowed`,
          hint: ALLOWED_HINT,
        })
      reported.add(name)
      return
    }
    const attrs = token.attrs.filter(
      (a) => !(name === 'details' && a.name === 'open' && (a.value === '' || a.value === 'open')),
    )
    if (!closing && attrs.length)
      problems.push({
        ...where,
        message: `attributes on <${name}> are not allowed (got "${attrsText({ ...token, attrs })}")`,
        hint: `write a plain <${name}>`,
      })
    if (!VOID_TAGS.has(name)) tags.push({ name, closing, ...where })
  }
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag: (token) => tag(token, false),
      onEndTag: (token) => tag(token, true),
      onDoctype: (token) =>
        problems.push({
          ...at(token.location),
          message: 'raw HTML <!DOCTYPE> is not allowed',
          hint: ALLOWED_HINT,
        }),
      onComment: () => {},
      onCharacter: () => {},
      onNullCharacter: () => {},
      onWhitespaceCharacter: () => {},
      onEof: () => {},
      onParseError: (error) => {
        const known = STRUCTURAL[error.code]
        if (known)
          problems.push({
            line: error.startLine,
            column: error.startCol,
            message: known[0],
            hint: known[1],
          })
      },
    },
  )
  tokenizer.write(value, true)
  return { problems, tags }
}

/** True for the blog excerpt marker `<!-- truncate -->`. */
export const isTruncateMarker = (value: string): boolean =>
  /^<!--\s*truncate\s*-->$/u.test(value.trim())
