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
const mdastExtensions = [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml']), directiveFromMarkdown()]

/** Parses Markdown in the content format (CommonMark + GFM + YAML front matter + directives). */
export function parseMarkdown(source: string): Root {
  return timed('parse', () => fromMarkdown(source, { extensions, mdastExtensions }))
}
