import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CompiledStore } from '../../../../scripts/content/compile-store.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-store-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

const key = (n: number) => n.toString(16).padStart(64, '0').replace(/^00/u, (n % 7).toString(16).padStart(2, '0'))

describe('scripts/content/compile-store', () => {
  it('keeps entries in a few segment files and reads them back in a new process', () => {
    const dir = tempDir()
    const entries = new Map(Array.from({ length: 50 }, (_, n) => [key(n), JSON.stringify({ n, text: `第 ${n} 页\nwith a newline` })]))
    new CompiledStore(dir).commit(entries)
    expect(fs.readdirSync(dir).length).toBe(7)
    const again = new CompiledStore(dir)
    for (const [k, json] of entries) expect(again.get(k)).toBe(json)
    expect(again.get(key(99))).toBeUndefined()
  })

  it('rewrites only the segments whose entries change, and drops what a build no longer uses', () => {
    const dir = tempDir()
    const entries = new Map(Array.from({ length: 50 }, (_, n) => [key(n), `{"n":${n}}`]))
    new CompiledStore(dir).commit(entries)
    const times = () => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]))
    const before = times()
    // Entry 3 changes (a new key in its segment) and every entry of segment 06 goes away.
    const next = new Map([...entries].filter(([k]) => k !== key(3) && !k.startsWith('06')))
    next.set(key(3 + 7 * 100), '{"n":"new"}')
    const store = new CompiledStore(dir)
    for (const k of next.keys()) store.get(k)
    store.commit(new Map([...next].map(([k, v]) => [k, k === key(703) ? () => v : v])))
    const after = times()
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).filter((f) => f !== '06.ndjson').sort())
    const changed = Object.keys(after).filter((f) => after[f] !== before[f])
    expect(changed).toEqual([`${key(3).slice(0, 2)}.ndjson`])
    const reread = new CompiledStore(dir)
    expect(reread.get(key(703))).toBe('{"n":"new"}')
    expect(reread.get(key(3))).toBeUndefined()
  })
})
