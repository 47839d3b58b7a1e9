import type { Locale } from '../../src/shared/config/schema.ts'
import type { PageData } from '../../src/shared/content/types.ts'
import type { SiteModel } from '../content/site-model.ts'
import fs from 'node:fs'
import path from 'node:path'
import { buildSearchIndex, type ShardStore, type StoredShard } from '../search/build-index.ts'
import { codeVersion } from '../content/compile-cache.ts'
import { sha256 } from './output-cache.ts'
import { DATA_DIR } from './modules.ts'

/**
 * The file the search worker loads first for a locale, relative to the site root. Unlike the other
 * search files its name holds no hash: the app names it, and an edited page must not change the
 * app (see PageList). `_headers` has it revalidated.
 */
export const searchRootFile = (locale: Locale): string => `search/${locale}.json`

/**
 * Search index files of both locales and the URL (with base) of each locale's root file. The worker
 * takes snippet text from the pages' data chunks: `pageFiles` is emitDataChunks(model).pageFiles.
 */
export function searchFilesFor(
  model: SiteModel,
  pageFiles: ReadonlyMap<PageData, string>,
  shardStore?: ShardStore,
): { files: Map<string, string>; urls: Record<Locale, string> } {
  const files = new Map<string, string>()
  const urls = { 'zh-Hans': '', en: '' } as Record<Locale, string>
  const chunks = new Map([...pageFiles].map(([page, file]) => [page.path, `${DATA_DIR}/${file}`]))
  for (const [locale, sources] of model.search) {
    const built = buildSearchIndex(sources, locale, (path) => chunks.get(path), shardStore ? { shardStore } : {})
    for (const f of built.files) files.set(f.name === built.root ? searchRootFile(locale) : f.name, f.content)
    urls[locale] = searchRootUrl(model.config.baseUrl, locale)
  }
  return { files, urls }
}

/** URL of a locale's search root file under the base URL. */
export const searchRootUrl = (baseUrl: string, locale: Locale): string => baseUrl + searchRootFile(locale)

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Where encoded search shards are kept between builds, one folder per content folder. */
export const SHARD_CACHE = path.join(ROOT, '.cache', 'build', 'search')

/** The folder of a content folder's search shards. */
export const shardCacheDir = (contentDir: string): string => path.join(SHARD_CACHE, sha256(path.resolve(contentDir)).slice(0, 16))

/**
 * Search shards on disk, keyed by their pages and the build code's version: a rebuild encodes only
 * the shards whose pages changed. `prune()` deletes the shards this build did not use.
 */
export function diskShardStore(contentDir: string): ShardStore & { prune(): void } {
  const dir = shardCacheDir(contentDir)
  const version = codeVersion()
  const used = new Set<string>()
  const fileOf = (key: string) => {
    const name = `${sha256(`${version}\0${key}`)}.json`
    used.add(name)
    return path.join(dir, name)
  }
  return {
    get(key) {
      try {
        return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as StoredShard
      } catch {
        return undefined
      }
    },
    set(key, shard) {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(fileOf(key), JSON.stringify(shard))
    },
    prune() {
      if (!fs.existsSync(dir)) return
      for (const name of fs.readdirSync(dir)) if (!used.has(name)) fs.rmSync(path.join(dir, name), { force: true })
    },
  }
}
