import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfm } from 'micromark-extension-gfm'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { frontmatter } from 'micromark-extension-frontmatter'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { directive } from 'micromark-extension-directive'
import { directiveFromMarkdown } from 'mdast-util-directive'
import type { Root } from 'mdast'
import { timed } from '../../lib/phases.ts'

// Built once: the extension objects are immutable and reused for every file.
const extensions = [gfm(), frontmatter(['yaml']), directive()]
const gfmMdast = gfmFromMarkdown()
const otherMdast = [frontmatterFromMarkdown(['yaml']), directiveFromMarkdown()]
const mdastExtensions = [gfmMdast, ...otherMdast]
// GFM finds its literal autolinks (https://…, www.…, a@b.c) in a pass over every text node after
// parsing: a tenth of the parse of a large Chinese site. A file holding none of the characters they
// start with, written out or as a character reference (&…;), has none, and skips the pass.
const LITERAL_AUTOLINK_CANDIDATE = /@|&|www|https?:/iu
const withoutLiteralPass = [
  gfmMdast.map((e) => (e.transforms ? { ...e, transforms: [] } : e)),
  ...otherMdast,
]

/** Parses Markdown in the content format (CommonMark + GFM + YAML front matter + directives). */
export function parseMarkdown(source: string): Root {
  const mdast = LITERAL_AUTOLINK_CANDIDATE.test(source) ? mdastExtensions : withoutLiteralPass
  return timed('parse', () => fromMarkdown(source, { extensions, mdastExtensions: mdast }))
}
