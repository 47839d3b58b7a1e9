import fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

const fresh = async () => (await import('../../../../scripts/content/compile-cache.ts')).codeVersion

describe('codeVersion', () => {
  it('skips a source file deleted between listing and reading, as a tool or an editor does', async () => {
    const read = fs.readFileSync
    let gone = 0
    vi.spyOn(fs, 'readFileSync').mockImplementation(((
      file: fs.PathOrFileDescriptor,
      options?: unknown,
    ) => {
      if (String(file).endsWith('compile-file.ts')) {
        gone++
        throw Object.assign(
          new Error(`ENOENT: no such file or directory, open '${String(file)}'`),
          { code: 'ENOENT' },
        )
      }
      return read(file, options as never)
    }) as typeof fs.readFileSync)
    expect((await fresh())()).toMatch(/^[0-9a-f]{64}$/u)
    expect(gone).toBe(1)
  })

  it('still fails on any other read error', async () => {
    const read = fs.readFileSync
    vi.spyOn(fs, 'readFileSync').mockImplementation(((
      file: fs.PathOrFileDescriptor,
      options?: unknown,
    ) => {
      if (String(file).endsWith('compile-file.ts'))
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })
      return read(file, options as never)
    }) as typeof fs.readFileSync)
    const codeVersion = await fresh()
    expect(() => codeVersion()).toThrow(/EACCES/u)
  })
})
