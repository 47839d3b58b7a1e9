import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import GithubSlugger from 'github-slugger'
import { toHast, type State } from 'mdast-util-to-hast'
import { toHtml } from 'hast-util-to-html'
import { visit, SKIP } from 'unist-util-visit'
import { imageSize } from 'image-size'
import type { Code, Heading, Nodes, Parents, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { Element, ElementContent, Root as HastRoot } from 'hast'
import type { Locale } from '../../../src/shared/config/schema.ts'
import { format, uiStrings } from '../../../src/shared/i18n/all.ts'
import { withBase } from '../../../src/shared/paths.ts'
import type { ContentProblem } from '../../lib/errors.ts'
import { parseMarkdown } from './parse.ts'
import { highlightCode, parseCodeMeta } from './code.ts'
import { checkRawHtml, isTruncateMarker } from './html-safelist.ts'
import { plainText, squash } from './text.ts'
import { NO_FACTS, type FactTable } from '../facts.ts'
import { expandFacts } from './fact-directive.ts'
import { findMentions, type Mention } from './mentions.ts'

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const
type Admonition = (typeof ADMONITIONS)[number]
const ADMONITION_TITLE = { note: 'admonitionNote', tip: 'admonitionTip', info: 'admonitionInfo', warning: 'admonitionWarning', danger: 'admonitionDanger' } as const

export interface HeadingInfo {
  depth: number
  id: string
  text: string
}

/** A link to another page, resolved once every page is known; `token` stands in the HTML until then. */
export interface PendingLink {
  token: string
  /** `file`: a Markdown file (absolute path); `route`: a site path such as `/docs/faqs/`. */
  kind: 'file' | 'route'
  target: string
  anchor: string | undefined
  line: number
  column: number
}

export interface AssetRef {
  source: string
  /** Output path relative to the site root, content-hashed. */
  output: string
}

/** Text of one searchable section: the page intro (`id` null) or a heading and what follows it. */
export interface SectionText {
  id: string | null
  title: string
  text: string
}

export interface RenderResult {
  yaml: string | null
  /** 1-based line of the first YAML line. */
  yamlLine: number
  html: string
  /** HTML above `<!-- truncate -->`, or null when the marker is absent. */
  excerptHtml: string | null
  headings: HeadingInfo[]
  links: PendingLink[]
  assets: AssetRef[]
  sections: SectionText[]
  /** Plain text of the body, for reading time. */
  text: string
  /** Versions and yuan amounts the page states, for the checks that need every page. */
  mentions: Mention[]
  problems: ContentProblem[]
}

export interface RenderOptions {
  file: string
  locale: Locale
  baseUrl: string
  /** Values for `:fact[name]`; without them every fact directive is an unknown fact. */
  facts?: FactTable
}

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/u
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/iu

function hashFile(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex').slice(0, 8)
}

/** Reconstructs the source text of a text or leaf directive that is not one of ours (e.g. `a:b`). */
function directiveAsText(node: Extract<Nodes, { type: 'textDirective' | 'leafDirective' }>): RootContent[] {
  const colons = node.type === 'leafDirective' ? '::' : ':'
  const out: RootContent[] = [{ type: 'text', value: colons + node.name }]
  if (node.children.length) out.push({ type: 'text', value: '[' }, ...(node.children as RootContent[]), { type: 'text', value: ']' })
  const attrs = Object.entries(node.attributes ?? {})
  if (attrs.length) out.push({ type: 'text', value: `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}` })
  return out
}

/**
 * Renders one Markdown file of the content format to HTML at build time: admonitions, highlighted
 * code, heading anchors, checked raw HTML, hashed assets and placeholder tokens for page links.
 */
export function renderMarkdown(source: string, options: RenderOptions): RenderResult {
  const { file, locale, baseUrl } = options
  const t = uiStrings(locale)
  const problems: ContentProblem[] = []
  const problem = (node: Nodes | undefined, message: string, hint?: string) =>
    problems.push({ file, line: node?.position?.start.line ?? 1, column: node?.position?.start.column ?? 1, message, ...(hint ? { hint } : {}) })
  const tree = parseMarkdown(source)

  let yaml: string | null = null
  let yamlLine = 2
  const first = tree.children[0]
  if (first?.type === 'yaml') {
    yaml = first.value
    yamlLine = (first.position?.start.line ?? 1) + 1
    tree.children.shift()
  }
  problems.push(...expandFacts(tree, options.facts ?? NO_FACTS, file, locale))
  const mentions = findMentions(tree)

  const slugger = new GithubSlugger()
  const headings: HeadingInfo[] = []
  const explicitIds = new Set<string>()
  const links: PendingLink[] = []
  const anchorLinks: { id: string; node: Nodes }[] = []
  const assets: AssetRef[] = []
  const dir = path.dirname(file)

  const addAsset = (node: Nodes, url: string): string | null => {
    const clean = decodeURI(url.split(/[?#]/u)[0]!)
    const abs = path.resolve(dir, clean)
    if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) {
      problem(node, `file "${url}" does not exist`, `put the file at ${path.relative(process.cwd(), abs)} or fix the path`)
      return null
    }
    const buf = fs.readFileSync(abs)
    const ext = path.extname(abs)
    const output = `assets/content/${path.basename(abs, ext)}-${hashFile(buf)}${ext}`
    assets.push({ source: abs, output })
    if (node.type === 'image') {
      try {
        const size = imageSize(buf)
        node.data = { ...node.data, hProperties: { width: size.width, height: size.height, loading: 'lazy', decoding: 'async' } }
      } catch {
        problem(node, `image "${url}" could not be read`, 'use an SVG, PNG, JPEG, GIF or WebP file')
      }
    }
    return withBase(`/${output}`, baseUrl)
  }

  const resolveUrl = (node: Nodes & { url: string }) => {
    const url = node.url
    if (url.startsWith('#')) {
      anchorLinks.push({ id: decodeURIComponent(url.slice(1)), node })
      return
    }
    if (EXTERNAL.test(url)) {
      if (node.type === 'link' && /^https?:|^\/\//iu.test(url)) {
        node.data = { ...node.data, hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } }
      }
      return
    }
    const [pathPart, anchor] = url.split('#', 2) as [string, string | undefined]
    const pos = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
    const token = `hcfy-link-${links.length}`
    if (pathPart.startsWith('/')) {
      links.push({ token, kind: 'route', target: pathPart, anchor: anchor && decodeURIComponent(anchor), ...pos })
      node.url = token
    } else if (/\.mdx?$/u.test(pathPart)) {
      links.push({ token, kind: 'file', target: path.resolve(dir, decodeURI(pathPart)), anchor: anchor && decodeURIComponent(anchor), ...pos })
      node.url = token
    } else {
      const asset = addAsset(node, url)
      if (asset) node.url = asset
    }
  }

  visit(tree, (node, index, parent: Parents | undefined) => {
    switch (node.type) {
      case 'heading': {
        const last = node.children.at(-1)
        let id: string | undefined
        if (last?.type === 'text') {
          const m = last.value.match(EXPLICIT_ID)
          if (m) {
            id = m[1]!
            last.value = last.value.slice(0, m.index)
            if (explicitIds.has(id)) problem(node, `heading id "${id}" is used twice on this page`, 'give each heading a different {#id}')
            explicitIds.add(id)
            slugger.slug(id) // reserve it so generated slugs never collide with it
          }
        }
        const text = squash(plainText(node))
        id ??= slugger.slug(text)
        node.data = { ...node.data, hProperties: { id } }
        headings.push({ depth: node.depth, id, text })
        return
      }
      case 'link':
      case 'image':
      case 'definition':
        resolveUrl(node)
        return
      case 'html':
        for (const p of checkRawHtml(node.value)) problem(node, p.message, p.hint)
        return
      case 'containerDirective':
        if (!(ADMONITIONS as readonly string[]).includes(node.name)) {
          problem(node, `unknown admonition ":::${node.name}"`, `use one of ${ADMONITIONS.map((a) => `:::${a}`).join(', ')}`)
        }
        return
      case 'textDirective':
      case 'leafDirective':
        if (parent && index !== undefined) {
          const replacement = directiveAsText(node)
          ;(parent.children as RootContent[]).splice(index, 1, ...replacement)
          return [SKIP, index + replacement.length]
        }
        return
      default:
        return
    }
  })

  const ids = new Set(headings.map((h) => h.id))
  for (const { id, node } of anchorLinks) {
    if (!ids.has(id) && !id.startsWith('user-content-fn')) {
      problem(node, `anchor "#${id}" does not exist on this page`, `link to one of: ${[...ids].slice(0, 8).map((i) => `#${i}`).join(', ') || '(this page has no headings)'}`)
    }
  }

  const handlers = {
    heading(state: State, node: Heading): Element {
      const id = (node.data?.hProperties as { id: string }).id
      const text = headings.find((h) => h.id === id)?.text ?? id
      const children = state.all(node)
      children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${encodeURIComponent(id)}`, ariaLabel: format(t.headingLinkTo, { heading: text }), title: t.headingLink },
        children: [{ type: 'text', value: '#' }],
      })
      const el: Element = { type: 'element', tagName: `h${node.depth}`, properties: { id, className: ['anchor'] }, children }
      state.patch(node, el)
      return el
    },
    code(state: State, node: Code): Element {
      const meta = parseCodeMeta(node.meta)
      const { lang, lines } = highlightCode(node.value, node.lang, meta.lines)
      const codeChildren: ElementContent[] = []
      lines.forEach((line, i) => {
        if (i) codeChildren.push({ type: 'text', value: '\n' })
        codeChildren.push(line)
      })
      const children: ElementContent[] = []
      if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] })
      children.push(
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['code'], tabIndex: 0 },
          children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${lang}`] }, children: codeChildren }],
        },
        {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['copy-code'], ariaLabel: t.copyAria, dataCopied: t.copied },
          children: [{ type: 'text', value: t.copy }],
        },
      )
      const el: Element = { type: 'element', tagName: 'div', properties: { className: ['code-block'], dataLang: lang }, children }
      state.patch(node, el)
      return el
    },
    containerDirective(state: State, node: ContainerDirective): Element {
      const kind = (ADMONITIONS as readonly string[]).includes(node.name) ? (node.name as Admonition) : 'note'
      const [head, ...rest] = node.children
      const hasLabel = head?.type === 'paragraph' && (head.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
      const title: ElementContent[] = hasLabel ? state.all(head) : [{ type: 'text', value: t[ADMONITION_TITLE[kind]] }]
      const body = state.all({ ...node, children: hasLabel ? rest : node.children })
      const el: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['admonition', `admonition-${kind}`], role: 'note' },
        children: [
          { type: 'element', tagName: 'p', properties: { className: ['admonition-title'] }, children: title },
          { type: 'element', tagName: 'div', properties: { className: ['admonition-body'] }, children: body },
        ],
      }
      state.patch(node, el)
      return el
    },
  }

  const toHtmlString = (root: Root): string => {
    const hast = toHast(root, {
      allowDangerousHtml: true,
      handlers,
      footnoteLabel: t.footnotes,
      footnoteBackLabel: t.footnoteBack,
    }) as HastRoot
    // Task-list boxes are read-only; their state needs a name for screen readers.
    visit(hast, 'element', (node) => {
      if (node.tagName === 'input' && node.properties.type === 'checkbox') node.properties.ariaLabel = node.properties.checked ? t.taskDone : t.taskOpen
    })
    // Wide tables scroll inside their own box instead of widening the page on phones.
    visit(hast, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'], tabIndex: 0 }, children: [node] }
      return SKIP
    })
    return toHtml(hast, { allowDangerousHtml: true })
  }

  const truncateAt = tree.children.findIndex((n) => n.type === 'html' && isTruncateMarker(n.value))
  const excerptHtml = truncateAt === -1 ? null : toHtmlString({ type: 'root', children: tree.children.slice(0, truncateAt) })
  const html = toHtmlString(tree)

  // Sections for search: h2/h3 open a section; deeper headings belong to the section they sit in.
  const sections: SectionText[] = [{ id: null, title: '', text: '' }]
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 3) {
      const id = (node.data?.hProperties as { id: string }).id
      sections.push({ id, title: headings.find((h) => h.id === id)?.text ?? '', text: '' })
    } else {
      const s = sections.at(-1)!
      s.text = s.text ? `${s.text} ${squash(plainText(node))}` : squash(plainText(node))
    }
  }

  return {
    yaml,
    yamlLine,
    html,
    excerptHtml,
    headings,
    links,
    assets,
    sections,
    text: squash(plainText(tree)),
    mentions,
    problems,
  }
}
