import fs from 'node:fs'
import path from 'node:path'

/** Segment of a key: its first two hex digits, so a site's entries spread over at most 256 files. */
export const segmentOf = (key: string): string => key.slice(0, 2)
const SEGMENT = /^[0-9a-f]{2}\.u16$/u
/** Files of earlier layouts: one file per entry, and UTF-8 segments. */
const OLD_FILE = /^(?:[0-9a-f]{64}\.json|[0-9a-f]{2}\.ndjson)$/u
/**
 * Segments are UTF-16LE text, which is how JavaScript holds strings: read back with a copy rather
 * than UTF-8 decoding, which for a large Chinese site's cache took most of a rebuild's reading.
 */
const ENCODING = 'utf16le'
const segmentFile = (dir: string, segment: string) => path.join(dir, `${segment}.u16`)

/**
 * Compiled files of one content folder on disk, as JSON text by key, in at most 256 segment files
 * (one line per entry: the key, a space, the JSON; see ENCODING). Reading ten thousand small files costs more than
 * their parsing; a segment holds a few dozen entries and is rewritten only when one of them changes.
 * Nothing is held in memory but the keys each segment had.
 */
export class CompiledStore {
  private readonly keysOnDisk = new Map<string, Set<string>>()

  constructor(private readonly dir: string) {}

  /** The entries of a segment, by key. */
  read(segment: string): Map<string, string> {
    const entries = new Map<string, string>()
    let text = ''
    try {
      text = fs.readFileSync(segmentFile(this.dir, segment), ENCODING)
    } catch {
      // No such segment yet.
    }
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ')
      if (space > 0) entries.set(line.slice(0, space), line.slice(space + 1))
    }
    this.keysOnDisk.set(segment, new Set(entries.keys()))
    return entries
  }

  /**
   * Leaves on disk exactly the entries of `used` (every key this build needed), taking the JSON of
   * each from `fresh` (files compiled by this build), or else from disk, or else from `remembered`
   * (files kept in memory), and writing only the segments that change.
   */
  commit(
    used: ReadonlySet<string>,
    fresh: ReadonlyMap<string, string>,
    remembered: (key: string) => string | undefined,
  ): void {
    fs.mkdirSync(this.dir, { recursive: true })
    const wanted = new Map<string, string[]>()
    for (const key of used) {
      const segment = segmentOf(key)
      if (!wanted.has(segment)) wanted.set(segment, [])
      wanted.get(segment)!.push(key)
    }
    // Segments none of whose entries this build used, and files of earlier layouts.
    for (const name of fs.readdirSync(this.dir)) {
      if ((SEGMENT.test(name) && !wanted.has(name.slice(0, 2))) || OLD_FILE.test(name))
        fs.rmSync(path.join(this.dir, name), { force: true })
    }
    for (const [segment, keys] of wanted) {
      const before = this.keysOnDisk.get(segment)
      if (
        before &&
        before.size === keys.length &&
        keys.every((key) => before.has(key) && !fresh.has(key))
      )
        continue
      const stored = this.read(segment)
      const lines: string[] = []
      for (const key of keys) {
        const json = fresh.get(key) ?? stored.get(key) ?? remembered(key)
        if (json !== undefined) lines.push(`${key} ${json}\n`)
      }
      const file = segmentFile(this.dir, segment)
      fs.writeFileSync(`${file}.${process.pid}.tmp`, lines.join(''), ENCODING)
      fs.renameSync(`${file}.${process.pid}.tmp`, file)
      this.keysOnDisk.set(segment, new Set(keys))
    }
  }
}
