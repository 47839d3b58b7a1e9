import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * axe-core's violations on the page, best practices included, one line per failing element. The
 * page's context must bypass the CSP: axe is injected as an inline script.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  // One line per failing element, so a failure names the rule, the element and the fix.
  return found.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` | ${n.failureSummary.replaceAll('\n', ' ')}` : ''}`,
    ),
  )
}
