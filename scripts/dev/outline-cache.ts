import fs from 'node:fs'
import path from 'node:path'
import { codeVersion, COMPILE_CACHE } from '../content/compile-cache.ts'
import type { CompiledFile } from '../content/compile-file.ts'
import type { DocFrontMatter } from '../content/frontmatter-schema.ts'
import { frontMatterOf, outlineOf } from '../content/outline.ts'
import type { SourceFile } from '../content/sources.ts'
import { breatheAt } from '../lib/breathe.ts'
import { sha256 } from '../lib/hash.ts'

/** Where the outlines of a content folder are kept, beside the compiled files. */
export const outlineCacheFile = (contentDir: string): string =>
  path.join(COMPILE_CACHE, '..', 'outline', `${sha256(path.resolve(contentDir)).slice(0, 16)}.json`)

/** What an outline was read from (size, inode, change time), and its front matter; null for a file that has no outline. */
type Entry = [size: number, ino: number, ctimeMs: number, frontMatter: DocFrontMatter | null]

interface Stored {
  version: string
  files: Record<string, Entry>
}

/**
 * The docs' outlines (see outline.ts), kept between starts in one file per content folder: reading
 * the front matter of ten thousand docs takes a second, and their stat calls a tenth of that. An
 * outline is read again when its file's size, inode or change time differs, and all of them when
 * the build code changed (it decides what front matter means).
 */
export async function readOutlines(
  contentDir: string,
  sources: readonly SourceFile[],
): Promise<(CompiledFile | null)[]> {
  const file = outlineCacheFile(contentDir)
  let stored: Record<string, Entry> = {}
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored
    if (data.version === codeVersion()) stored = data.files
  } catch {
    // First start on this folder, or a cache from other code: every outline is read.
  }
  const next: Record<string, Entry> = {}
  const misses: number[] = []
  const stats = sources.map((source, i) => {
    const stat = fs.statSync(source.abs)
    const known = stored[source.abs]
    if (known && known[0] === stat.size && known[1] === stat.ino && known[2] === stat.ctimeMs)
      next[source.abs] = known
    else misses.push(i)
    return stat
  })
  for (const [n, i] of misses.entries()) {
    // The app's modules, which the first page needs as well, are prepared between reads.
    await breatheAt(n)
    next[sources[i]!.abs] = [
      stats[i]!.size,
      stats[i]!.ino,
      stats[i]!.ctimeMs,
      frontMatterOf(sources[i]!),
    ]
  }
  if (misses.length || Object.keys(next).length !== Object.keys(stored).length) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      `${file}.${process.pid}.tmp`,
      JSON.stringify({ version: codeVersion(), files: next } satisfies Stored),
    )
    fs.renameSync(`${file}.${process.pid}.tmp`, file)
  }
  return sources.map((source) => {
    const frontMatter = next[source.abs]![3]
    return frontMatter && outlineOf(source, frontMatter)
  })
}
