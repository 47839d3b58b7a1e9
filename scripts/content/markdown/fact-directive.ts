import path from 'node:path'
import type { Root, RootContent } from 'mdast'
import type { TextDirective } from 'mdast-util-directive'
import { toString as textOf } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import type { Locale } from '../../../src/shared/config/schema.ts'
import type { ContentProblem } from '../../lib/errors.ts'
import type { FactTable } from '../facts.ts'
import type { FactText } from './fact-text.ts'
import { findMentions } from './mentions.ts'
import type { MarkdownStep } from './pipeline.ts'

/** Up to three known names that share a word with `name`, best first. */
function nearNames(name: string, known: readonly string[]): string[] {
  const words = new Set(name.split('-'))
  return known
    .map((k) => ({ k, score: k.split('-').filter((w) => words.has(w)).length }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.k.localeCompare(b.k))
    .slice(0, 3)
    .map((c) => c.k)
}

/**
 * Replaces every `:fact[name]` in the tree with the fact's value in `locale`, as plain text. An
 * unknown name (or a malformed directive) leaves a problem at the directive's position, with the
 * names that do exist, and renders nothing in its place.
 */
export function expandFacts(
  tree: Root,
  facts: FactTable,
  file: string,
  locale: Locale,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const known = Object.keys(facts.values).sort()
  const where = facts.file ? path.relative(process.cwd(), facts.file) : 'content/facts.yml'
  visit(tree, 'textDirective', (node: TextDirective, index, parent) => {
    if (node.name !== 'fact' || !parent || index === undefined) return
    const name = textOf(node).trim()
    const at = {
      file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    }
    const value = facts.values[name]?.[locale]
    if (value === undefined && facts.unreadable) {
      ;(parent.children as RootContent[]).splice(index, 1)
      return [SKIP, index]
    }
    if (value === undefined || Object.keys(node.attributes ?? {}).length) {
      const near = nearNames(name, known)
      problems.push({
        ...at,
        message: Object.keys(node.attributes ?? {}).length
          ? `:fact[${name}] takes no {attributes}`
          : name
            ? `unknown fact "${name}"`
            : ':fact[] names no fact',
        hint: known.length
          ? `${near.length ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}? ` : ''}known facts (${where}): ${known.join(', ')}`
          : `there are no facts yet: add "${name || 'name'}" with its value and source to ${where}`,
      })
      ;(parent.children as RootContent[]).splice(index, 1)
      return [SKIP, index]
    }
    const text: FactText = {
      type: 'text',
      value,
      data: { fact: name },
      ...(node.position ? { position: node.position } : {}),
    }
    ;(parent.children as RootContent[]).splice(index, 1, text)
    return [SKIP, index + 1]
  })
  return problems
}

/**
 * The renderer's step for facts: every `:fact[…]` becomes its value before the walk, so headings,
 * sections and search see the value; then the page's versions and prices are noted.
 */
export const facts: MarkdownStep = {
  name: 'facts',
  before(tree, ctx) {
    ctx.problems.push(...expandFacts(tree, ctx.facts, ctx.file, ctx.locale))
    ctx.mentions.push(...findMentions(tree))
  },
}
