import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../src/shared/config/locales.ts'
import type { PageKind } from '../../src/shared/content/types.ts'
import { PAGE_COMPONENTS } from '../../src/shared/site-layout/page-components.ts'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type ViteManifest = Record<string, ManifestChunk>

export interface PageAssets {
  entry: string
  css: string[]
  /** Every other JS file the first render needs, for `<link rel="modulepreload">`. */
  preload: string[]
}

/** Reads Vite's build manifest and answers which files a page needs to render and hydrate. */
export class AssetGraph {
  private readonly manifest: ViteManifest
  private readonly entryKey: string
  private readonly closure = new Map<string, string[]>()

  constructor(outDir: string) {
    this.manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest
    const entry = Object.entries(this.manifest).find(([, c]) => c.isEntry)
    if (!entry) throw new Error('prerender: the Vite manifest has no entry chunk')
    this.entryKey = entry[0]
  }

  /** Files of a chunk and everything it imports statically, in load order. */
  private files(key: string): string[] {
    const cached = this.closure.get(key)
    if (cached) return cached
    const chunk = this.manifest[key]
    if (!chunk) throw new Error(`prerender: "${key}" is not in the Vite manifest; was it built?`)
    const out = new Set<string>([chunk.file])
    for (const dep of chunk.imports ?? []) for (const f of this.files(dep)) out.add(f)
    const list = [...out]
    this.closure.set(key, list)
    return list
  }

  private cssOf(keys: string[]): string[] {
    const css = new Set<string>()
    const visit = (key: string) => {
      const c = this.manifest[key]
      for (const f of c?.css ?? []) css.add(f)
      c?.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return [...css]
  }

  /**
   * Assets of a page: the entry, the component of its kind and its sidebar's chunk. Its own data
   * chunk is not among them: the page's data travels in its HTML (see src/content/initial-page.ts).
   */
  forPage(kind: PageKind | null, sidebarFile: string | null, locale: Locale): PageAssets {
    // The page's locale strings are loaded before the first render, so they are preloaded too.
    // The entry imports React, the router and the app dynamically (to evaluate them in steps, see
    // src/main.tsx); they are needed all the same, in that order. Only the start-up error's code
    // is left to load when it is needed.
    const steps = (this.manifest[this.entryKey]!.dynamicImports ?? []).filter(
      (key) => !key.includes('startup-error'),
    )
    const keys = [
      this.entryKey,
      ...steps,
      `src/shared/i18n/${locale}.ts`,
      ...(kind ? [PAGE_COMPONENTS[kind]] : []),
    ]
    const all = new Set<string>()
    for (const key of keys) for (const f of this.files(key)) all.add(f)
    const entry = this.manifest[this.entryKey]!.file
    all.delete(entry)
    if (sidebarFile) all.add(sidebarFile)
    return { entry, css: this.cssOf(keys), preload: [...all] }
  }

  /** Every JS file of the build, with what imports it: used by the size budget checks. */
  get chunks(): ViteManifest {
    return this.manifest
  }
}
