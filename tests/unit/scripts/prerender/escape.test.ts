import { describe, expect, it } from 'vitest'
import { escapeAttribute, escapeHtml } from '../../../../scripts/prerender/escape.ts'

describe('scripts/prerender/escape', () => {
  it('escapes text and attribute values completely', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    )
  })

  it('leaves single quotes in a double-quoted attribute value, and nothing else that could end it or open a tag', () => {
    const csp = `script-src 'self' 'sha256-abc='; x "y" <z> & w`
    expect(escapeAttribute(csp)).toBe(
      `script-src 'self' 'sha256-abc='; x &quot;y&quot; &lt;z&gt; &amp; w`,
    )
    expect(escapeAttribute(csp)).not.toMatch(/["<>]/u)
  })
})
