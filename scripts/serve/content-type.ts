import mime from 'mime'

/** Types that are text and so are sent with a charset and compressed. */
const TEXT =
  /^(?:text\/.+|application\/(?:[\w.-]+\+)?(?:json|xml)|text\/javascript|image\/svg\+xml)$/u

/** `Content-Type` of a file from the standard type table, with `charset=utf-8` for text (the build writes UTF-8). */
export function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream'
  return isText(type) && type !== 'image/svg+xml' ? `${type}; charset=utf-8` : type
}

/** True for types worth gzipping: text, JSON, XML and SVG. */
export function isText(type: string): boolean {
  return TEXT.test(type.split(';')[0]!.trim())
}
