import type { Code } from 'mdast'
import type { Element, ElementContent } from 'hast'
import { highlightCode, parseCodeMeta } from './code.ts'
import type { MarkdownStep } from './pipeline.ts'

/** Fenced code: highlighted at build time, with an optional title, marked lines and a copy button. */
export const codeBlocks: MarkdownStep = {
  name: 'code blocks',
  handlers: (ctx) => ({
    code(state, node: Code): Element {
      const meta = parseCodeMeta(node.meta)
      const { lang, lines } = highlightCode(node.value, node.lang, meta.lines)
      const codeChildren: ElementContent[] = []
      lines.forEach((line, i) => {
        if (i) codeChildren.push({ type: 'text', value: '\n' })
        codeChildren.push(line)
      })
      const children: ElementContent[] = []
      if (meta.title)
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-title'] },
          children: [{ type: 'text', value: meta.title }],
        })
      children.push(
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['code'], tabIndex: 0 },
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: { className: [`language-${lang}`] },
              children: codeChildren,
            },
          ],
        },
        {
          type: 'element',
          tagName: 'button',
          properties: {
            type: 'button',
            className: ['copy-code'],
            ariaLabel: ctx.t.copyAria,
            dataCopied: ctx.t.copied,
          },
          children: [{ type: 'text', value: ctx.t.copy }],
        },
      )
      const el: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLang: lang },
        children,
      }
      state.patch(node, el)
      return el
    },
  }),
}
