import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where each output folder's record of its files is kept between builds. */
export const OUTPUT_RECORDS = path.join(ROOT, '.cache', 'build', 'output')

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')
export const md5 = (data: string | Buffer): string => createHash('md5').update(data).digest('hex')

/** What the build knows about one file it wrote: enough to keep it, and to list it in the precache. */
export interface OutputFile {
  /** Hash of everything the file's bytes were made from: the same key gives the same bytes. */
  key: string
  bytes: number
  /** MD5 of the bytes (the precache's revision of a file whose name holds no hash), or null. */
  md5: string | null
}

/** A file of the previous output as it was when that build ended, to tell whether it is still the same. */
interface Recorded extends OutputFile {
  ino: number
  mtimeMs: number
}

interface RecordFile {
  files: Record<string, Recorded>
}

const recordPath = (outDir: string) => path.join(OUTPUT_RECORDS, `${sha256(path.resolve(outDir)).slice(0, 16)}.json`)

/**
 * The files of the previous build in `outDir`, by the key of what they were made from, so a build
 * can keep a file (a hard link into the new output, which costs no bytes) instead of making it
 * again. A file is kept only when its key matches and it is the very file that build wrote (same
 * inode, size and time): an output folder changed by hand gives no stale file. The record is
 * written after the new output has replaced the old, so a failed build leaves both as they were.
 */
export class OutputCache {
  private readonly previous: Record<string, Recorded>
  private readonly made = new Map<string, OutputFile>()
  private readonly kept = new Map<string, Recorded>()
  /** Folders of the new output made so far: on a large site, one mkdir per file adds up. */
  private readonly folders = new Set<string>()
  reused = 0

  constructor(private readonly outDir: string) {
    let files: Record<string, Recorded> = {}
    try {
      if (fs.existsSync(outDir)) files = (JSON.parse(fs.readFileSync(recordPath(outDir), 'utf8')) as RecordFile).files
    } catch {
      // No record, or an unreadable one: every file is made again.
    }
    this.previous = files
  }

  /**
   * Puts the previous build's `rel` at `dest` when it was made from `key` and is unchanged since;
   * returns what is known of it, or null when the file has to be made.
   */
  keep(rel: string, key: string, dest: string): OutputFile | null {
    const before = this.previous[rel]
    if (!before || before.key !== key) return null
    const source = path.join(this.outDir, rel)
    try {
      const stat = fs.statSync(source)
      if (stat.ino !== before.ino || stat.size !== before.bytes || stat.mtimeMs !== before.mtimeMs) return null
      const folder = path.dirname(dest)
      if (!this.folders.has(folder)) {
        fs.mkdirSync(folder, { recursive: true })
        this.folders.add(folder)
      }
      try {
        fs.linkSync(source, dest)
      } catch {
        // Another file system, or no hard links: a copy gives the same bytes.
        fs.copyFileSync(source, dest)
        this.made.set(rel, before)
        return before
      }
    } catch {
      return null
    }
    this.kept.set(rel, before)
    this.reused++
    return before
  }

  /** Notes a file this build wrote. */
  wrote(rel: string, file: OutputFile): void {
    this.made.set(rel, file)
  }

  /** Every file noted by this build, kept or written, by path relative to the output folder. */
  files(): Map<string, OutputFile> {
    return new Map<string, OutputFile>([...this.kept, ...this.made])
  }

  /** Writes the record of the new output, once it is in place at `outDir`. */
  save(): void {
    const files: Record<string, Recorded> = {}
    for (const [rel, kept] of this.kept) files[rel] = kept
    for (const [rel, file] of this.made) {
      try {
        const stat = fs.statSync(path.join(this.outDir, rel))
        files[rel] = { key: file.key, bytes: file.bytes, md5: file.md5, ino: stat.ino, mtimeMs: stat.mtimeMs }
      } catch {
        // Not in the output after all (e.g. removed by a later step): nothing to keep next time.
      }
    }
    fs.mkdirSync(OUTPUT_RECORDS, { recursive: true })
    const file = recordPath(this.outDir)
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ files } satisfies RecordFile))
    fs.renameSync(`${file}.tmp`, file)
  }
}
