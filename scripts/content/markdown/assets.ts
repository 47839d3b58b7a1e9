import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { Nodes } from 'mdast'
import { withBase } from '../../../src/shared/paths.ts'
import type { RenderContext } from './context.ts'

const hashOf = (buf: Buffer): string => createHash('sha256').update(buf).digest('hex').slice(0, 8)

/**
 * A file next to the page (an image or a download): copied to `assets/content/` with a content
 * hash; images get their size so the page does not shift as they load. Returns the public URL.
 */
export function addAsset(node: Nodes, url: string, ctx: RenderContext): string | null {
  let clean: string
  try {
    clean = decodeURI(url.split(/[?#]/u)[0]!)
  } catch {
    ctx.problem(
      node,
      `file ${JSON.stringify(url)} has a malformed percent escape`,
      'write %25 for a literal %',
    )
    return null
  }
  const abs = path.resolve(ctx.dir, clean)
  if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) {
    ctx.problem(
      node,
      `file "${url}" does not exist`,
      `put the file at ${path.relative(process.cwd(), abs)} or fix the path`,
    )
    return null
  }
  const buf = fs.readFileSync(abs)
  const ext = path.extname(abs)
  const output = `assets/content/${path.basename(abs, ext)}-${hashOf(buf)}${ext}`
  ctx.assets.push({ source: abs, output })
  if (node.type === 'image') {
    try {
      const size = imageSize(buf)
      node.data = {
        ...node.data,
        hProperties: { width: size.width, height: size.height, loading: 'lazy', decoding: 'async' },
      }
    } catch {
      ctx.problem(
        node,
        `image "${url}" could not be read`,
        'use an SVG, PNG, JPEG, GIF or WebP file',
      )
    }
  }
  return withBase(`/${output}`, ctx.baseUrl)
}
