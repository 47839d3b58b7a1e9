import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Marker text of files that lie outside the served folder; no answer may ever contain one. */
export const SECRET = 'SECRET-OUTSIDE-THE-SITE'

export interface SiteFixture {
  work: string
  /** The folder that is served; its name is a prefix of a sibling folder's name on purpose. */
  dist: string
  cleanup: () => void
}

const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>home</title>',
  '404.html': '<!doctype html><title>not found</title>',
  'en/404.html': '<!doctype html><title>en not found</title>',
  'en/index.html': '<!doctype html><title>en home</title>',
  'docs/guide.html': '<!doctype html><title>guide</title>',
  'docs/faqs/index.html': '<!doctype html><title>faqs</title>',
  'assets/app-1a2b3c4d.js': 'console.log("app")\n'.repeat(20),
  'assets/photo.webp': Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  'img/anim.gif': Buffer.from('GIF89a'),
  'img/photo.jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'search/zh-Hans.0123abcd.json': '{"v":1}',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'manifest.webmanifest': '{"name":"x"}',
  'with space.html': '<!doctype html><title>space</title>',
  '.env': SECRET,
  '.vite/manifest.json': SECRET,
  _headers: [
    '/*',
    '  X-Content-Type-Options: nosniff',
    "  Content-Security-Policy: default-src 'self'",
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/search/*.json',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/docs/*',
    '  X-Robots-Tag: noarchive',
    '/docs/:page',
    '  X-Robots-Tag: nosnippet',
    '',
  ].join('\n'),
}

/** A small built site in a temporary folder, with secrets beside it, in a sibling and behind a symlink. */
export function makeSiteFixture(): SiteFixture {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hcfy-serve-'))
  const dist = path.join(work, 'dist')
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true })
    fs.writeFileSync(path.join(dist, rel), content)
  }
  fs.writeFileSync(path.join(work, 'secret.txt'), SECRET)
  fs.mkdirSync(path.join(work, 'dist-secret'))
  fs.writeFileSync(path.join(work, 'dist-secret', 'secret.txt'), SECRET)
  fs.symlinkSync(path.join(work, 'secret.txt'), path.join(dist, 'linked.txt'))
  fs.symlinkSync(path.join(work, 'dist-secret'), path.join(dist, 'linked-dir'))
  return { work, dist, cleanup: () => fs.rmSync(work, { recursive: true, force: true }) }
}
