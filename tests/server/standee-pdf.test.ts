import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCounter } from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'
import { letters, notdefGlyphs, pdfFonts } from './support/pdf-glyphs'

/*
 * The printable standee of a counter's standing QR (decision 078), A6 and A5: read back with
 * pdftotext (the business name, the English and Hindi lines, the payee address, the counter's
 * name), fonts embedded and no missing glyph, and its QR, rendered by pdftoppm at 150 dpi,
 * decodes (jsQR) to the counter's static intent: no amount.
 */

const run = promisify(execFile)
let h: Harness
let owner: string
let counterId: string
let dir: string
let standing: { vpa: string; intent: string }

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  counterId = await addCounter(h, owner, 'Billing 2')
  const list = await h.api('/api/v1/merchant/counters', { token: owner })
  standing = list.body.data.find(
    (c: { counter_id: string }) => c.counter_id === counterId,
  ).standing_qr
  dir = mkdtempSync(join(tmpdir(), 'standee-'))
})
afterAll(async () => {
  await h?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const standee = (size: string, token = owner) =>
  fetch(`${h.url}/api/v1/merchant/counters/${counterId}/standee.pdf?size=${size}`, {
    headers: { authorization: `Bearer ${token}` },
  })

/** The QR codes found on the PDF's first page rendered at 150 dpi. */
async function decodeQr(path: string): Promise<string | null> {
  const prefix = join(dir, `page-${Math.random().toString(36).slice(2)}`)
  await run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', path, prefix])
  const file = readdirSync(dir).find((f) => join(dir, f).startsWith(prefix) && f.endsWith('.png'))
  if (!file) throw new Error('no rendering')
  const png = PNG.sync.read(readFileSync(join(dir, file)))
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  return found?.data ?? null
}

describe('the standee PDF', () => {
  for (const size of ['a6', 'a5'] as const) {
    it(`${size}: the shop, both lines, the payee and the counter; a QR of the static intent`, async () => {
      const res = await standee(size)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="standee-billing-2-${size}.pdf"`,
      )
      const pdf = Buffer.from(await res.arrayBuffer())
      const path = join(dir, `standee-${size}.pdf`)
      writeFileSync(path, pdf)

      const info = (await run('pdfinfo', [path])).stdout
      // A6 is 298 × 420 pt, A5 420 × 595.
      expect(info).toMatch(
        size === 'a6' ? /Page size:\s+297\.6\d* x 419\.5/ : /Page size:\s+419\.5\d* x 595\.2/,
      )
      const fonts = await pdfFonts(path)
      expect(fonts.length).toBeGreaterThan(0)
      for (const font of fonts) {
        expect(font.embedded, font.name).toBe(true)
        expect(font.base14, font.name).toBe(false)
      }
      expect(notdefGlyphs(pdf)).toBe(0)

      const text = (await run('pdftotext', ['-layout', path, '-'])).stdout
      const business = h.sql
        .prepare("SELECT business_name FROM merchants WHERE username = 'demo'")
        .get() as { business_name: string }
      expect(text).toContain(business.business_name)
      expect(text).toContain('Scan and pay with any UPI app')
      expect(text).toContain(standing.vpa)
      expect(text).toContain('Billing 2')
      // pdftotext gives Indic text in visual order: the Hindi line compared letter by letter.
      const hindi = text.split('\n').find((line) => /[\u0900-\u097f]/.test(line)) ?? ''
      expect(letters(hindi)).toBe(letters('किसी भी UPI ऐप से स्कैन करके भुगतान करें'))

      const decoded = await decodeQr(path)
      expect(decoded).toBe(standing.intent)
      const url = new URL(decoded ?? '')
      expect(url.searchParams.get('pa')).toBe(standing.vpa)
      expect(url.searchParams.has('am')).toBe(false)
    })
  }

  it('prints a business name in Devanagari with Latin beside it', async () => {
    const name = 'शर्मा किराना & Sons'
    const set = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token: owner,
      json: { business_name: name },
    })
    expect(set.status, set.text).toBe(200)
    const res = await standee('a6')
    const pdf = Buffer.from(await res.arrayBuffer())
    const path = join(dir, 'standee-hindi-name.pdf')
    writeFileSync(path, pdf)
    expect(notdefGlyphs(pdf)).toBe(0)
    const text = (await run('pdftotext', ['-layout', path, '-'])).stdout
    const line = text.split('\n').find((l) => l.includes('& Sons')) ?? ''
    expect(letters(line.replace('& Sons', ''))).toBe(letters('शर्मा किराना'))
    const list = await h.api('/api/v1/merchant/counters', { token: owner })
    const intent = list.body.data.find((c: { counter_id: string }) => c.counter_id === counterId)
      .standing_qr.intent as string
    expect(new URL(intent).searchParams.get('pn')).toBe(name)
    expect(await decodeQr(path)).toBe(intent)
  })

  it('is a6 unless asked; any other size is 400; another merchant sees no counter', async () => {
    expect((await standee('')).status).toBe(200)
    const bad = await h.api(`/api/v1/merchant/counters/${counterId}/standee.pdf?size=a4`, {
      token: owner,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('size must be a6 or a5')
    const other = await h.login('norates')
    const res = await h.api(`/api/v1/merchant/counters/${counterId}/standee.pdf`, { token: other })
    expect(res.status).toBe(404)
  })
})
