import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_GATEWAY_PROFILE } from '../../server/domain/merchants/gateway-profile'
import { issueDueDocuments } from '../../server/domain/settlements/tax-documents'
import { adminPost, istDay, merchantId, startHarness, type Harness } from './support/helpers'
import { letterSet, letters, notdefGlyphs, pdfFonts } from './support/pdf-glyphs'

/*
 * A merchant whose name is in Devanagari and who works in Hindi (decision 063): the tax invoice
 * is written in Hindi (its lines, the amount in words) and its PDF prints the name, ₹ and the
 * digits with embedded fonts and no missing glyph. pdftotext gives Indic text in visual order,
 * so Devanagari is compared letter by letter ignoring order; the glyphs drawn are checked in the
 * PDF's content itself (none is .notdef, the box of a character the font lacks).
 */

const run = promisify(execFile)
const NAME = 'शर्मा किराना & Sons'
let h: Harness
let token: string
let dir: string

beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
  dir = mkdtempSync(join(tmpdir(), 'tax-fonts-'))
})
afterAll(async () => {
  await h?.stop()
  rmSync(dir, { recursive: true, force: true })
})

type Doc = {
  id: string
  kind: string
  period: string
  date: string
  language: string
  total: number
  amount_in_words: string
  recipient: { legal_name: string }
  lines: { description: string }[]
}

describe('a tax invoice in Hindi for a Devanagari name', () => {
  it('the profile keeps the language its documents are written in', async () => {
    const bad = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { language: 'fr' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe("Language must be 'en' or 'hi'")
    const res = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { business_name: NAME, language: 'hi' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data).toMatchObject({ business_name: NAME, language: 'hi' })
  })

  it('prints the name, ₹ and digits in embedded fonts, lines and words in Hindi', async () => {
    const payin = await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 1234.5, customer_name: 'Meera Iyer', customer_email: 'meera@example.com' },
    })
    await adminPost(h, `payins/${payin.body.data.transaction_id}/pay`)
    // Issued on the 3rd of next month: within 30 days of this month's end, so dated that day.
    const now = new Date()
    const issued = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3, 6)
    expect(
      issueDueDocuments(h.sql, merchantId(h.sql, 'demo'), DEFAULT_GATEWAY_PROFILE, issued),
    ).toBe(1)
    const docs = (await h.api('/api/v1/merchant/invoices', { token })).body.data.documents as Doc[]
    const invoice = docs.find(
      (d) => d.kind === 'invoice' && d.period === istDay(Date.now()).slice(0, 7),
    )
    if (!invoice) throw new Error('no invoice for this month')
    expect(invoice).toMatchObject({ language: 'hi', date: istDay(issued) })
    expect(invoice.recipient.legal_name).toBe(NAME)
    expect(invoice.lines[0]?.description).toBe('प्राप्त भुगतानों पर पेमेंट गेटवे शुल्क')
    expect(invoice.amount_in_words).toMatch(/^[\u0900-\u097f ]+$/)
    expect(invoice.amount_in_words).toContain('रुपये')

    const res = await fetch(`${h.url}/api/v1/merchant/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    const pdf = Buffer.from(await res.arrayBuffer())
    const path = join(dir, 'invoice.pdf')
    writeFileSync(path, pdf)

    const fonts = await pdfFonts(path)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true)
      expect(font.base14, font.name).toBe(false)
    }
    expect(notdefGlyphs(pdf)).toBe(0)

    const { stdout } = await run('pdftotext', ['-layout', path, '-'])
    const text = stdout.replace(/[ \t]+/g, ' ')
    const nameLine = text.split('\n').find((line) => line.includes('& Sons')) ?? ''
    expect(letters(nameLine.replace('& Sons', ''))).toBe(letters('शर्मा किराना'))
    const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(invoice.total)
    expect(text).toContain(`Total: ₹${inr}`)
    const words = text.split('\n').find((line) => line.includes('Amount in words:')) ?? ''
    // A set: pdftotext reads the reph-shaped part of ई as र् (the page draws it right).
    expect(letterSet(words.replace('Amount in words:', ''))).toBe(
      letterSet(invoice.amount_in_words),
    )
  })
})
