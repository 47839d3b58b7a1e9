import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CompiledStore, segmentOf } from '../../../../scripts/content/compile-store.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-store-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A key in segment `n % 7` (`00` … `06`). */
const key = (n: number) =>
  `${(n % 7).toString(16).padStart(2, '0')}${n.toString(16).padStart(62, '0')}`
const readAll = (store: CompiledStore, keys: Iterable<string>) =>
  new Map([...keys].map((k) => [k, store.read(segmentOf(k)).get(k)]))

describe('scripts/content/compile-store', () => {
  it('keeps entries in a few segment files and reads them back in a new process', () => {
    const dir = tempDir()
    const entries = new Map(
      Array.from({ length: 50 }, (_, n) => [
        key(n),
        JSON.stringify({ n, text: `第 ${n} 页\nwith a newline` }),
      ]),
    )
    new CompiledStore(dir).commit(new Set(entries.keys()), entries, () => undefined)
    expect(fs.readdirSync(dir).length).toBe(7)
    expect(readAll(new CompiledStore(dir), entries.keys())).toEqual(entries)
    expect(new CompiledStore(dir).read(segmentOf(key(99))).get(key(99))).toBeUndefined()
  })

  it('removes the segments of the UTF-8 layout', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, '00.ndjson'), `${key(0)} {"n":0}\n`)
    new CompiledStore(dir).commit(
      new Set([key(7)]),
      new Map([[key(7), '{"n":7}']]),
      () => undefined,
    )
    expect(fs.readdirSync(dir)).toEqual(['00.u16'])
  })

  it('rewrites only the segments whose entries change, and drops what a build no longer uses', () => {
    const dir = tempDir()
    const entries = new Map(Array.from({ length: 50 }, (_, n) => [key(n), `{"n":${n}}`]))
    new CompiledStore(dir).commit(new Set(entries.keys()), entries, () => undefined)
    const times = () =>
      Object.fromEntries(
        fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]),
      )
    const before = times()
    // Entry 3 is replaced by entry 703 (same segment); every entry of segment 06 goes away; entry
    // 10 is known only in memory.
    const used = new Set([...entries.keys()].filter((k) => k !== key(3) && !k.startsWith('06')))
    used.add(key(703))
    const store = new CompiledStore(dir)
    for (const segment of new Set([...used].map(segmentOf))) store.read(segment)
    store.commit(used, new Map([[key(703), '{"n":"new"}']]), (k) =>
      k === key(10) ? '{"n":10}' : undefined,
    )
    const after = times()
    expect(Object.keys(after).sort()).toEqual(
      Object.keys(before)
        .filter((f) => f !== '06.u16')
        .sort(),
    )
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual([
      `${segmentOf(key(3))}.u16`,
    ])
    const reread = readAll(new CompiledStore(dir), [key(703), key(3), key(10)])
    expect([...reread.values()]).toEqual(['{"n":"new"}', undefined, '{"n":10}'])
  })
})
