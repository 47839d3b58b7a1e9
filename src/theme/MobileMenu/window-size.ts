/** Widths above this are desktop; 996 itself is mobile, as in the stylesheet's `max-width: 996px`. */
export const DESKTOP_BREAKPOINT = 996

/** Media query that matches desktop widths. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`
