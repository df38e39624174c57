// Renders the PWA icons (any + maskable, 192/512, apple-touch 180) and the tab's favicon (48) from
// one SVG with headless Chromium, so the artwork has a single source. Run: node scripts/make-icons.mjs
// The favicon is a PNG, not the SVG itself: a browser draws an SVG favicon as a document of its own,
// laying out its ₹ text on the page's main thread while the first screen loads (11-36 ms here,
// docs/decisions/039), and its glyph would come from whatever font the device has.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

// 'any' icons fill the square; maskable ones keep the glyph inside the 80 % safe zone.
function svg(size, maskable) {
  const radius = maskable ? 0 : size * 0.22
  const font = maskable ? size * 0.42 : size * 0.6
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="#4f46e5"/>
    <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle"
      font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" fill="#ffffff">₹</text>
  </svg>`
}

const targets = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
  ['favicon-48.png', 48, false],
]

mkdirSync('public/icons', { recursive: true })
const browser = await chromium.launch({ executablePath, args })
const page = await browser.newPage()
for (const [file, size, maskable] of targets) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`,
  )
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true })
  console.log(`public/icons/${file}`)
}
await browser.close()
