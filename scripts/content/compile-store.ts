import fs from 'node:fs'
import path from 'node:path'

/** Segment of a key: its first two hex digits, so a site's entries spread over at most 256 files. */
const segmentOf = (key: string): string => key.slice(0, 2)
const SEGMENT = /^[0-9a-f]{2}\.ndjson$/u
const OLD_ENTRY = /^[0-9a-f]{64}\.json$/u

/**
 * Compiled files of one content folder on disk, as JSON text by key, in at most 256 segment files
 * (one line per entry: the key, a space, the JSON). Reading ten thousand small files costs more than
 * their parsing; a segment holds a few dozen entries and is rewritten only when one of them changes.
 */
export class CompiledStore {
  /** Entries of the segments read so far, by segment. */
  private readonly segments = new Map<string, Map<string, string>>()

  constructor(private readonly dir: string) {}

  private load(segment: string): Map<string, string> {
    let entries = this.segments.get(segment)
    if (entries) return entries
    entries = new Map()
    let text = ''
    try {
      text = fs.readFileSync(path.join(this.dir, `${segment}.ndjson`), 'utf8')
    } catch {
      // No such segment yet.
    }
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ')
      if (space > 0) entries.set(line.slice(0, space), line.slice(space + 1))
    }
    this.segments.set(segment, entries)
    return entries
  }

  /** The JSON of an entry, or undefined. */
  get(key: string): string | undefined {
    return this.load(segmentOf(key)).get(key)
  }

  /**
   * Leaves on disk exactly the entries of `used` (every key this build needed: those it found and
   * those it made, with their JSON, or a function giving it for an entry known only in memory),
   * writing only the segments that change.
   */
  commit(used: ReadonlyMap<string, string | (() => string)>): void {
    fs.mkdirSync(this.dir, { recursive: true })
    const wanted = new Map<string, Map<string, string | (() => string)>>()
    for (const [key, json] of used) {
      const segment = segmentOf(key)
      if (!wanted.has(segment)) wanted.set(segment, new Map())
      wanted.get(segment)!.set(key, json)
    }
    // Segments none of whose entries this build used, and entries of the one-file-per-entry layout.
    for (const name of fs.readdirSync(this.dir)) {
      if ((SEGMENT.test(name) && !wanted.has(name.slice(0, 2))) || OLD_ENTRY.test(name)) fs.rmSync(path.join(this.dir, name), { force: true })
    }
    for (const [segment, entries] of wanted) {
      const stored = this.load(segment)
      const same = stored.size === entries.size && [...entries.keys()].every((key) => stored.has(key))
      if (same) continue
      const lines: string[] = []
      for (const [key, json] of entries) lines.push(`${key} ${stored.get(key) ?? (typeof json === 'function' ? json() : json)}\n`)
      const file = path.join(this.dir, `${segment}.ndjson`)
      fs.writeFileSync(`${file}.${process.pid}.tmp`, lines.join(''))
      fs.renameSync(`${file}.${process.pid}.tmp`, file)
      this.segments.delete(segment)
    }
  }
}
