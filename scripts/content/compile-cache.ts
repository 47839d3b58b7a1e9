import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { CompiledFile } from './compile-file.ts'
import type { FactTable } from './facts.ts'
import type { SourceFile } from './sources.ts'
import { CompiledStore, segmentOf } from './compile-store.ts'
import { fromResult, type CompiledResult } from './compile-pool.ts'
import { breathe, breatheAt } from '../lib/breathe.ts'
import { sha256 as sha } from '../lib/hash.ts'

export type CompileAll = (
  sources: SourceFile[],
  baseUrl: string,
  facts?: FactTable,
) => Promise<CompiledFile[]>
/** Compiles files, handing each over as the JSON it is kept in (see CompiledResult). */
export type CompileResults = (
  sources: SourceFile[],
  baseUrl: string,
  facts?: FactTable,
) => Promise<CompiledResult[]>

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where compiled files are kept between builds (`.cache/` is not committed). */
export const COMPILE_CACHE = path.join(ROOT, '.cache', 'build', 'compile')

let version: string | undefined
/**
 * What `read` gives, or `gone` when the file or folder was deleted between listing and reading: an
 * editor's temporary file, or a tool's, must not crash the build.
 */
function orGone<T>(read: () => T, gone: T): T {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return gone
    throw error
  }
}
/**
 * Version of everything that turns Markdown into a compiled file: the build code, the browser code
 * it shares, the locked dependencies and Node itself. Any change to them empties the cache.
 */
export function codeVersion(): string {
  if (version) return version
  const hash = createHash('sha256').update(process.version)
  const walk = (dir: string) => {
    for (const e of orGone(() => fs.readdirSync(dir, { withFileTypes: true }), []).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const abs = path.join(dir, e.name)
      if (e.isDirectory()) walk(abs)
      else if (/\.(?:[cm]?[jt]sx?|json|css)$/u.test(e.name))
        hash.update(abs).update(orGone(() => fs.readFileSync(abs), Buffer.alloc(0)))
    }
  }
  for (const dir of ['scripts', 'src', 'workers']) walk(path.join(ROOT, dir))
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(fs.readFileSync(path.join(ROOT, file)))
  version = hash.digest('hex')
  return version
}

const cacheKeys = new WeakMap<CompiledFile, string>()
/**
 * The key a compiled file is kept under: everything it was compiled from, in a short string. Later
 * steps name their own inputs by it instead of hashing the file's HTML again; undefined for a file
 * compiled without the cache.
 */
export const compiledKey = (file: CompiledFile): string | undefined => cacheKeys.get(file)

/** One folder per content folder and base URL: the build and the dev server of a site share it. */
export const compileCacheDir = (contentDir: string, baseUrl: string): string =>
  path.join(COMPILE_CACHE, sha(`${path.resolve(contentDir)}\0${baseUrl}`).slice(0, 16))

/** The hash in an asset's output name (`assets/content/x-1a2b3c4d.png`) still matches its source file. */
function assetsUnchanged(file: CompiledFile): boolean {
  return file.render.assets.every((a) => {
    const want = /-([0-9a-f]{8})(?:\.[^./]*)?$/u.exec(a.output)?.[1]
    return fs.existsSync(a.source) && sha(fs.readFileSync(a.source)).slice(0, 8) === want
  })
}

/** What a source file's content hash was taken from: size, inode and change time (which only the system sets). */
type Seen = [size: number, ino: number, ctimeMs: number, sha: string]

/**
 * Hashes of the sources' contents, read again only for files whose size, inode or change time
 * differ from when they were last hashed (a rename, an edit or a copy changes the change time).
 */
function contentHashes(
  sources: readonly SourceFile[],
  indexFile: string,
): { hashes: string[]; save: () => void } {
  let seen: Record<string, Seen> = {}
  try {
    seen = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as Record<string, Seen>
  } catch {
    // First build of this folder.
  }
  const next: Record<string, Seen> = {}
  let changed = false
  const hashes = sources.map((s) => {
    const stat = fs.statSync(s.abs)
    const before = seen[s.abs]
    if (before && before[0] === stat.size && before[1] === stat.ino && before[2] === stat.ctimeMs) {
      next[s.abs] = before
      return before[3]
    }
    changed = true
    const entry: Seen = [stat.size, stat.ino, stat.ctimeMs, sha(fs.readFileSync(s.abs))]
    next[s.abs] = entry
    return entry[3]
  })
  changed ||= Object.keys(seen).length !== sources.length
  return {
    hashes,
    save: () => {
      if (!changed) return
      fs.mkdirSync(path.dirname(indexFile), { recursive: true })
      fs.writeFileSync(`${indexFile}.${process.pid}.tmp`, JSON.stringify(next))
      fs.renameSync(`${indexFile}.${process.pid}.tmp`, indexFile)
    },
  }
}

/**
 * Compiles through a cache keyed by each file's content, path and locale, the base URL, the facts and
 * the code version: a file compiled before comes back from `dir` (or from memory, in a long-running dev
 * server) instead of being parsed and rendered again. Files with problems are never cached, so a
 * fixed asset or link is seen at once. Entries this build did not use are deleted at the end.
 */
export function withCompileCache(
  compile: CompileResults,
  contentDir: string,
  onStats?: (stats: { reused: number; compiled: number }) => void,
): CompileAll {
  const memory = new Map<string, CompiledFile>()
  return async (sources, baseUrl, facts) => {
    const dir = compileCacheDir(contentDir, baseUrl)
    const store = new CompiledStore(dir)
    // Pages write facts into their HTML, so a changed facts file must not bring back old renders.
    const prefix = sha(`${codeVersion()}\0${baseUrl}\0${JSON.stringify(facts?.values ?? {})}`)
    const contents = contentHashes(sources, path.join(dir, 'sources', 'seen.json'))
    const keys = sources.map((s, i) =>
      sha(`${prefix}\0${s.abs}\0${s.locale}\0${s.kind}\0${s.rel}\0${contents.hashes[i]}`),
    )
    const out: CompiledFile[] = new Array(sources.length)
    const used = new Set<string>()
    const misses: number[] = []
    // Segment by segment, so only one segment's text is held at a time.
    const bySegment = new Map<string, number[]>()
    keys.forEach((key, i) => {
      const hit = memory.get(key)
      if (hit && assetsUnchanged(hit)) {
        out[i] = hit
        used.add(key)
      } else if (hit) misses.push(i)
      else bySegment.set(segmentOf(key), [...(bySegment.get(segmentOf(key)) ?? []), i])
    })
    for (const [segment, indices] of bySegment) {
      await breathe()
      const entries = store.read(segment)
      for (const i of indices) {
        const json = entries.get(keys[i]!)
        const hit = json === undefined ? undefined : (JSON.parse(json) as CompiledFile)
        if (hit && assetsUnchanged(hit)) {
          out[i] = hit
          used.add(keys[i]!)
        } else misses.push(i)
      }
    }
    misses.sort((a, b) => a - b)
    const results = await compile(
      misses.map((i) => sources[i]!),
      baseUrl,
      facts,
    )
    const fresh = new Map<string, string>()
    misses.forEach((i, n) => {
      const result = results[n]!
      if (typeof result === 'string') {
        fresh.set(keys[i]!, result)
        used.add(keys[i]!)
      } else out[i] = result
    })
    store.commit(used, fresh, (key) => {
      const known = memory.get(key)
      return known && JSON.stringify(known)
    })
    fresh.clear()
    // Parsed after they are written, each string let go as soon as it is parsed: at no time are
    // the whole site's compiled files held twice.
    for (let n = 0; n < misses.length; n++) {
      await breatheAt(n + 1)
      const i = misses[n]!
      if (!out[i]) out[i] = fromResult(results[n]!)
      results[n] = ''
    }
    onStats?.({ reused: sources.length - misses.length, compiled: misses.length })
    memory.clear()
    keys.forEach((key, i) => {
      if (out[i]!.problems.length) return
      memory.set(key, out[i]!)
      cacheKeys.set(out[i]!, key)
    })
    contents.save()
    return out
  }
}
