/*
 * A data chunk is a small ES module of plain data that the build writes for every page and every
 * shared sidebar. The browser imports it by URL; the search worker reads it as text, without
 * running it. A page chunk may import its sidebar's chunk, a file beside it:
 *
 *   import sidebar from "./zh-Hans-faqsSideBar-3f2a9c1b.js"
 *   export const format = 2
 *   export default {"kind":"doc",…,"sidebar":sidebar,…}
 */

/** Version of the format above; a reader refuses a chunk of any other, as it would a failed download. */
export const DATA_CHUNK_FORMAT = 2

/** A data chunk that cannot be read: not one, or of another format version. */
export class DataChunkError extends Error {
  override name = 'DataChunkError'
}

const IMPORT_LINE = /^import sidebar from "\.\/([^"\n/]+\.js)"\n/u
const FORMAT_LINE = /^export const format = (\d+)\n/u
const DEFAULT = 'export default '

/**
 * The module text of a data chunk holding `value`. With `sidebarFile` (a chunk in the same folder),
 * `value.sidebar` is left out of the JSON and bound to that chunk's data instead.
 */
export function dataChunkText(value: object, sidebarFile: string | null = null): string {
  // `"sidebar":0` can only be the key outside any string: inside one, its quotes are escaped.
  const json = sidebarFile
    ? JSON.stringify({ ...value, sidebar: 0 }).replace('"sidebar":0', '"sidebar":sidebar')
    : JSON.stringify(value)
  return `${sidebarFile ? `import sidebar from "./${sidebarFile}"\n` : ''}export const format = ${DATA_CHUNK_FORMAT}\n${DEFAULT}${json}\n`
}

/**
 * The value of a data chunk's source, without running it. The sidebar, which is a variable bound to
 * the chunk it imports (a file beside this one), is `readSidebar(file)`, or null without that reader.
 * Throws DataChunkError when the text is not a data chunk of this format.
 */
export function parseDataChunk(source: string, readSidebar?: (file: string) => unknown): unknown {
  const imports = IMPORT_LINE.exec(source)
  const body = imports ? source.slice(imports[0].length) : source
  const format = FORMAT_LINE.exec(body)
  if (!format) throw new DataChunkError('not a page data chunk')
  checkFormat(Number(format[1]))
  const rest = body.slice(format[0].length)
  if (!rest.startsWith(DEFAULT)) throw new DataChunkError('not a page data chunk')
  const text = rest.slice(DEFAULT.length).trim()
  // Without the import there is no `sidebar` to refer to: such a text is refused, as running it would fail.
  const json = imports ? text.replace(/"sidebar":sidebar\b/u, '"sidebar":null') : text
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (cause) {
    throw new DataChunkError('not a page data chunk', { cause })
  }
  if (imports && readSidebar && typeof value === 'object' && value !== null)
    (value as { sidebar: unknown }).sidebar = readSidebar(imports[1]!)
  return value
}

/** Throws DataChunkError unless `format` is the one this code reads. */
export function checkFormat(format: unknown): void {
  if (format !== DATA_CHUNK_FORMAT)
    throw new DataChunkError(
      `a data chunk of format ${String(format)}; this site reads format ${DATA_CHUNK_FORMAT}`,
    )
}

/** The data of an imported chunk module, once its format is checked. */
export function dataOfModule<T>(module: { format?: unknown; default: T }): T {
  checkFormat(module.format)
  return module.default
}
