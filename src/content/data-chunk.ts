import { dataOfModule } from '../shared/site-layout/data-chunk.ts'
import { dataChunkPath } from '../shared/site-layout/folders.ts'
import { siteConfig } from './site.ts'

/**
 * Imports a page or sidebar data chunk by file name. The build writes these small modules straight
 * to DATA_DIR (they are plain data: bundling them would only cost build time), so they are loaded by
 * URL rather than through the bundler's import graph. A chunk of another format version fails like
 * a failed download.
 */
export async function importDataChunk<T>(file: string): Promise<T> {
  return dataOfModule(
    await (import(/* @vite-ignore */ `${siteConfig.baseUrl}${dataChunkPath(file)}`) as Promise<{
      format?: unknown
      default: T
    }>),
  )
}
