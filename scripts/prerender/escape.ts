/** Escapes text for HTML text nodes and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/**
 * Escapes a double-quoted attribute value only as far as it must be: `'` stays as it is. A CSP
 * holds some thirty of them, which `escapeHtml` would make five bytes each on every page.
 */
export function escapeAttribute(value: string): string {
  return value.replace(
    /[&<>"]/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  )
}
