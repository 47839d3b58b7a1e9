import {
  DataChunkError,
  parseDataChunk as parseChunk,
} from '../../src/shared/site-layout/data-chunk.ts'
import { SearchIndexError } from './fetch-json.ts'

/**
 * The page object of a data chunk's source, without running it (the sidebar reads as null). Throws
 * SearchIndexError, naming the file, when the text is not a data chunk of this site's format.
 */
export function parseDataChunk(source: string, url: URL): unknown {
  try {
    return parseChunk(source)
  } catch (error) {
    if (!(error instanceof DataChunkError)) throw error
    throw new SearchIndexError(`[search] ${url.pathname}: ${error.message}`, { cause: error })
  }
}
