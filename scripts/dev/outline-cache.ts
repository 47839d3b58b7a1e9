import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { codeVersion, COMPILE_CACHE } from '../content/compile-cache.ts'
import { outlineFile, outlineOf, type CompiledFile } from '../content/compile-file.ts'
import type { DocFrontMatter } from '../content/frontmatter-schema.ts'
import type { SourceFile } from '../content/sources.ts'

/** Where the outlines of a content folder are kept, beside the compiled files. */
export const outlineCacheFile = (contentDir: string): string =>
  path.join(COMPILE_CACHE, '..', 'outline', `${createHash('sha256').update(path.resolve(contentDir)).digest('hex').slice(0, 16)}.json`)

/** What an outline was read from (size, inode, change time), and its front matter; null for a file that has no outline. */
type Entry = [size: number, ino: number, ctimeMs: number, frontMatter: DocFrontMatter | null]

interface Stored {
  version: string
  files: Record<string, Entry>
}

/**
 * The docs' outlines (see outlineFile) of the last start, kept in one file per content folder:
 * reading the front matter of ten thousand docs takes a second, and their stat calls a tenth of
 * that. An outline is read again when its file's size, inode or change time differs, and all of
 * them when the build code changed (it decides what front matter means).
 */
export class OutlineCache {
  private readonly file: string
  private stored: Record<string, Entry> = {}
  private next: Record<string, Entry> = {}
  private changed = false

  constructor(contentDir: string) {
    this.file = outlineCacheFile(contentDir)
    try {
      const data = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Stored
      if (data.version === codeVersion()) this.stored = data.files
    } catch {
      // First start on this folder, or a cache from other code: every outline is read.
    }
  }

  /** The outline of a source, from the cache when its file is unchanged. */
  outline(source: SourceFile): CompiledFile | null {
    const stat = fs.statSync(source.abs)
    const known = this.stored[source.abs]
    if (known && known[0] === stat.size && known[1] === stat.ino && known[2] === stat.ctimeMs) {
      this.next[source.abs] = known
      return known[3] && outlineOf(source, known[3])
    }
    this.changed = true
    const outline = outlineFile(source)
    this.next[source.abs] = [stat.size, stat.ino, stat.ctimeMs, outline?.frontMatter ?? null]
    return outline
  }

  /** Keeps the outlines read since this cache was made (files gone since are dropped). */
  save(): void {
    if (!this.changed && Object.keys(this.next).length === Object.keys(this.stored).length) return
    fs.mkdirSync(path.dirname(this.file), { recursive: true })
    const tmp = `${this.file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, JSON.stringify({ version: codeVersion(), files: this.next } satisfies Stored))
    fs.renameSync(tmp, this.file)
  }
}
