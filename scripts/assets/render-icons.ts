// Renders the PWA icons and the social card from the SVG logo with Chromium. Run by hand when the
// logo changes (`npx tsx scripts/assets/render-icons.ts`); the PNGs are committed under public/img.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT } from '../site-build.ts'

const svg = fs.readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8')
const out = path.join(ROOT, 'public/img')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage()
const shot = async (file: string, width: number, height: number, html: string) => {
  await page.setViewportSize({ width, height })
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`)
  await page.screenshot({ path: path.join(out, file), omitBackground: true })
}
const icon = (size: number) =>
  svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)
for (const size of [192, 512]) await shot(`icon-${size}.png`, size, size, icon(size))
// Maskable: the logo inside the 80% safe zone on a full-bleed background.
await shot(
  'icon-maskable-512.png',
  512,
  512,
  `<div style="width:512px;height:512px;background:#1d4ed8;display:grid;place-items:center">${icon(360)}</div>`,
)
await shot(
  'og-card.png',
  1200,
  630,
  `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#eff6ff,#dbeafe);font-family:'Noto Sans CJK SC','PingFang SC',sans-serif">${icon(220)}<div><div style="font-size:76px;font-weight:700;color:#1e3a8a">划词翻译</div><div style="font-size:36px;color:#1e40af;margin-top:12px">Selection Translator</div><div style="font-size:28px;color:#334155;margin-top:28px">划词 · 截图 · 网页 · PDF · 音视频翻译</div></div></div>`,
)
await browser.close()
console.log('icons written to', path.relative(ROOT, out))
