import fs from 'node:fs'
import path from 'node:path'
import { hostFilesFor, notFoundFor } from '../../src/shared/site-layout/html-files.ts'

/** Files in the published folder that configure the host and are never served, as on the hosts. */
const HOST_FILES = new Set(['_headers', '_redirects'])

export interface ResolvedFile {
  file: string
  status: 200 | 404
}

/** True when `abs` lies inside `root` (both absolute, both without symlinks). */
export function isInside(root: string, abs: string): boolean {
  const rel = path.relative(root, abs)
  return rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel)
}

/** The regular file at `abs` when it exists and, symlinks resolved, stays inside `root`. */
function fileInside(root: string, abs: string): string | null {
  if (!isInside(root, abs)) return null
  let real: string
  try {
    real = fs.realpathSync(abs)
  } catch {
    return null
  }
  if (!isInside(root, real)) return null
  try {
    return fs.statSync(real).isFile() ? real : null
  } catch {
    return null
  }
}

/** Dotfiles and folders (`.vite/`) and the host's own files are not part of the site. */
export function isHidden(segments: readonly string[]): boolean {
  return (
    segments.some((s) => s.startsWith('.')) ||
    (segments.length === 1 && HOST_FILES.has(segments[0]!))
  )
}

/**
 * What a site path maps to, following the static-host rules the site is built for: `/x` → `x` or
 * `x.html`, `/x/` → `x/index.html`, anything else → the not-found page of its locale with 404.
 * `segments` are decoded and free of separators and dot segments (see request-target.ts).
 */
export function resolveFile(
  dir: string,
  segments: readonly string[],
  trailingSlash: boolean,
): ResolvedFile | null {
  let root: string
  try {
    root = fs.realpathSync(dir)
  } catch {
    return null
  }
  const sitePath = segments.length === 0 ? '/' : `/${segments.join('/')}${trailingSlash ? '/' : ''}`
  if (!isHidden(segments)) {
    for (const candidate of hostFilesFor(sitePath)) {
      const file = fileInside(root, path.resolve(root, ...candidate.split('/')))
      if (file) return { file, status: 200 }
    }
  }
  // Unknown paths get the not-found page of their locale, else the default one, with status 404.
  const own = notFoundFor(sitePath)
  const notFound =
    fileInside(root, path.join(root, own)) ?? fileInside(root, path.join(root, notFoundFor('/')))
  return notFound ? { file: notFound, status: 404 } : null
}
