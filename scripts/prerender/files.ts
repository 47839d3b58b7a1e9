/** File that serves a canonical path on a static host: `/x` → `x.html`, `/x/` → `x/index.html`. */
export function htmlFileOf(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`
}

/** File for the other spelling of the path, which redirects to the canonical one (none for `/`). */
export function alternateFileOf(path: string): string | null {
  if (path === '/') return null
  return path.endsWith('/') ? `${path.slice(1, -1)}.html` : `${path.slice(1)}/index.html`
}
