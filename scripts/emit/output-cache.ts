import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sha256 } from '../lib/hash.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where each output folder's record of its files is kept between builds. */
export const OUTPUT_RECORDS = path.join(ROOT, '.cache', 'build', 'output')

/** What the build knows about one file it wrote: enough to keep it, and to list it in the precache. */
export interface OutputFile {
  /** Hash of everything the file's bytes were made from: the same key gives the same bytes. */
  key: string
  bytes: number
  /**
   * The precache's revision of a file whose name holds no hash (a page's HTML), or null. It is the
   * start of `key`: the same inputs give the same bytes, and hashing the bytes again would cost a
   * large site's build seconds.
   */
  revision: string | null
  /**
   * Hash of the file's inputs, for a file whose inputs can be named for less than making it costs
   * (a page's data chunk: its compiled Markdown's key instead of its HTML). See `keepMadeFrom`.
   */
  from?: string
}

/** A file of the previous output as it was when that build ended, to tell whether it is still the same. */
interface Recorded extends OutputFile {
  ino: number
  mtimeMs: number
}

/** Version of the record's layout: a record of another is not read (its files are made again). */
const RECORD_FORMAT = 2

interface RecordFile {
  format: number
  files: Record<string, Recorded>
}

/** Short name of an output folder, for the files the build keeps about it between builds. */
export const outputFolderKey = (outDir: string): string => sha256(path.resolve(outDir)).slice(0, 16)

const recordPath = (outDir: string) => path.join(OUTPUT_RECORDS, `${outputFolderKey(outDir)}.json`)

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const root = path.resolve(dir)
  // Sliced rather than path.relative: on a large output that walk was most of publishing it.
  const relOf = (parent: string, name: string) =>
    parent === root ? name : `${parent.slice(root.length + 1)}${path.sep}${name}`
  const out: string[] = []
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out.push(relOf(e.parentPath, e.name))
  return path.sep === '/' ? out : out.map((rel) => rel.split(path.sep).join('/'))
}

/**
 * Order in which new files enter a live output: files named by their content first (nothing names
 * them yet), then data the pages and the app read by a fixed name, then the pages, then the
 * service worker, whose precache list names all of them.
 */
function entryOrder(rel: string): number {
  if (rel === 'sw.js') return 3
  if (rel.endsWith('.html')) return 2
  if (rel.startsWith('assets/') || /^search\/.+\.[0-9a-f]{8}\.json$/u.test(rel)) return 0
  return 1
}

/** Swaps made by this process, so each old output folder gets a name of its own. */
let swaps = 0

/**
 * The files of the previous build in `outDir`, by the key of what they were made from, so a build
 * can keep a file where it is instead of making it again. A file is kept only when its key matches
 * and it is the very file that build wrote (same inode, size and time): an output folder changed by
 * hand gives no stale file. The new files are made in a folder of their own and enter the output
 * only when the whole build succeeded (see `publish`), so a failed build leaves it as it was.
 */
export class OutputCache {
  private readonly previous: Record<string, Recorded>
  private readonly made = new Map<string, OutputFile>()
  private readonly kept = new Map<string, Recorded>()
  private byInputs: Map<string, string> | null = null
  /** `outDir` and a separator, to which a file's relative path is appended (path.join per file of a large output costs more than its stat). */
  private readonly prefix: string

  constructor(readonly outDir: string) {
    this.prefix = path.resolve(outDir) + path.sep
    let files: Record<string, Recorded> = {}
    try {
      if (fs.existsSync(outDir)) {
        const record = JSON.parse(fs.readFileSync(recordPath(outDir), 'utf8')) as RecordFile
        if (record.format === RECORD_FORMAT) files = record.files
      }
    } catch {
      // No record, or an unreadable one: every file is made again.
    }
    this.previous = files
  }

  /** Pages the previous build wrote: HTML files with a precache revision (redirect stubs have none). */
  get previousPages(): number {
    let pages = 0
    for (const rel in this.previous)
      if (this.previous[rel]!.revision !== null && rel.endsWith('.html')) pages++
    return pages
  }

  /** Files kept from the previous build. */
  get reused(): number {
    return this.kept.size
  }

  /**
   * Keeps the previous build's `rel` when it was made from `key` and is unchanged since; returns
   * what is known of it, or null when the file has to be made. `from` names its inputs (see
   * OutputFile.from).
   */
  keep(rel: string, key: string, from?: string): OutputFile | null {
    const before = this.previous[rel]
    if (!before || before.key !== key) return null
    try {
      const stat = fs.statSync(this.prefix + rel)
      if (stat.ino !== before.ino || stat.size !== before.bytes || stat.mtimeMs !== before.mtimeMs)
        return null
    } catch {
      return null
    }
    // A file kept by its bytes' key learns the inputs it is made from, for the next build.
    this.kept.set(rel, from ? { ...before, from } : before)
    return before
  }

  /**
   * Keeps the previous build's file that was made from the inputs `from` (see OutputFile.from) and
   * is unchanged since; returns its path and what is known of it, or null when it has to be made.
   */
  keepMadeFrom(from: string): { rel: string; file: OutputFile } | null {
    this.byInputs ??= new Map(
      Object.entries(this.previous).flatMap(([rel, f]) => (f.from ? [[f.from, rel] as const] : [])),
    )
    const rel = this.byInputs.get(from)
    const file = rel === undefined ? null : this.keep(rel, this.previous[rel]!.key)
    return file && { rel: rel!, file }
  }

  /** Notes a file this build wrote. */
  wrote(rel: string, file: OutputFile): void {
    this.made.set(rel, file)
  }

  /** Every file noted by this build, kept or written, by path relative to the output folder. */
  files(): Map<string, OutputFile> {
    return new Map<string, OutputFile>([...this.kept, ...this.made])
  }

  /**
   * Puts the new output, made in `tmpDir`, at `outDir`. With files kept, each new file is moved in
   * (hashed files before the files that name them) and every other file of the old output is
   * removed, so the output is that of a clean build; with none kept, `tmpDir` takes the place of
   * `outDir` in two renames and the old folder is removed in the background. Then writes the record.
   */
  publish(tmpDir: string): void {
    if (this.kept.size && fs.existsSync(this.outDir)) this.merge(tmpDir)
    else this.swap(tmpDir)
    this.save()
  }

  private merge(tmpDir: string): void {
    const incoming = filesUnder(tmpDir).sort((a, b) => entryOrder(a) - entryOrder(b))
    const arriving = new Set(incoming)
    const folders = new Set<string>()
    for (const rel of incoming) {
      const dest = path.join(this.outDir, rel)
      const folder = path.dirname(dest)
      if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true })
      folders.add(folder)
      fs.renameSync(path.join(tmpDir, rel), dest)
    }
    const emptied = new Set<string>()
    for (const rel of filesUnder(this.outDir)) {
      if (arriving.has(rel) || this.kept.has(rel)) continue
      fs.rmSync(path.join(this.outDir, rel), { force: true })
      emptied.add(path.dirname(path.join(this.outDir, rel)))
    }
    removeEmptyFolders(this.outDir, emptied)
    fs.rmSync(tmpDir, { recursive: true, force: true })
  }

  /**
   * Replaces `outDir` by `tmpDir` with two renames, so readers of `outDir` never see half a site.
   * The old folder is removed by a process of its own: on a large site that takes longer than the
   * rest of a rebuild, and nothing waits for it.
   */
  private swap(tmpDir: string): void {
    // A name no earlier swap used: the previous old folder may still be being removed.
    const old = `${path.dirname(this.outDir)}/.${path.basename(this.outDir)}-old-${process.pid}-${++swaps}`
    if (fs.existsSync(this.outDir)) fs.renameSync(this.outDir, old)
    fs.renameSync(tmpDir, this.outDir)
    if (!fs.existsSync(old)) return
    const remover = spawn(
      process.execPath,
      ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', old],
      { detached: true, stdio: 'ignore' },
    )
    remover.on('error', () => fs.rmSync(old, { recursive: true, force: true }))
    remover.unref()
  }

  /** Writes the record of the new output, once it is in place at `outDir`. */
  private save(): void {
    const files: Record<string, Recorded> = {}
    for (const [rel, kept] of this.kept) files[rel] = kept
    for (const [rel, file] of this.made) {
      try {
        const stat = fs.statSync(path.join(this.outDir, rel))
        files[rel] = {
          key: file.key,
          bytes: file.bytes,
          revision: file.revision,
          ...(file.from && { from: file.from }),
          ino: stat.ino,
          mtimeMs: stat.mtimeMs,
        }
      } catch {
        // Not in the output after all (e.g. removed by a later step): nothing to keep next time.
      }
    }
    fs.mkdirSync(OUTPUT_RECORDS, { recursive: true })
    const file = recordPath(this.outDir)
    fs.writeFileSync(
      `${file}.${process.pid}.tmp`,
      JSON.stringify({ format: RECORD_FORMAT, files } satisfies RecordFile),
    )
    fs.renameSync(`${file}.${process.pid}.tmp`, file)
  }
}

/**
 * Removes the folders of `emptied` that removing files left empty, and the folders above them up
 * to `dir` that this empties (a clean build makes no empty folder). Only those: walking the whole
 * output of a large site again would cost more than the rest of publishing it.
 */
function removeEmptyFolders(dir: string, emptied: Iterable<string>): void {
  for (let folder of emptied) {
    while (folder.startsWith(dir + path.sep)) {
      try {
        fs.rmdirSync(folder)
      } catch {
        break // Not empty (or already gone with another file's folder): nothing above it empties.
      }
      folder = path.dirname(folder)
    }
  }
}
