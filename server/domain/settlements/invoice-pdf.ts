import PDFDocument from 'pdfkit'
import { fontName, fontRuns, registerFonts, type FontWeight } from '../core/pdf-fonts'
import type { TaxDocument } from './tax-documents'

/*
 * A tax invoice or credit note as PDF (decisions 054, 063), drawn by pdfkit from the stored
 * snapshot, so the file says exactly what was issued. Its fonts are embedded (pdf-fonts.ts), so
 * a name in Devanagari, ₹ and Latin digits all print; the lines and the amount in words are in
 * the language the document was issued in, the field labels in English as GST's rules name them.
 */

const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const inr = (paise: number) => grouped.format(paise / 100)
const rupees = (paise: number) => `${paise < 0 ? '−' : ''}₹${inr(Math.abs(paise))}`

const TITLE = { invoice: 'TAX INVOICE', credit_note: 'CREDIT NOTE' } as const
const NUMBER_LABEL = { invoice: 'Invoice No', credit_note: 'Credit Note No' } as const

function stateLine(party: { state: string | null; state_code: string | null }): string {
  return party.state ? `${party.state} (${party.state_code ?? ''})` : 'Not given'
}

type Say = {
  weight?: FontWeight
  size?: number
  at?: { x: number; y: number }
  width?: number
  align?: 'left' | 'right'
}

/** Text in runs, each in the font subset that has its characters (one line wrapper for all). */
function say(pdf: PDFKit.PDFDocument, text: string, options: Say = {}): void {
  const runs = fontRuns(text || ' ')
  const weight = options.weight ?? 400
  pdf.fontSize(options.size ?? 9)
  runs.forEach((run, i) => {
    const layout = { width: options.width, align: options.align, continued: i < runs.length - 1 }
    pdf.font(fontName(run.face, weight))
    if (i === 0 && options.at) pdf.text(run.text, options.at.x, options.at.y, layout)
    else pdf.text(run.text, layout)
  })
}

export function invoicePdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${TITLE[doc.kind]} ${doc.number}`, Author: doc.supplier.legal_name },
  })
  registerFonts(pdf)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const left = 48
  const width = pdf.page.width - 96

  say(pdf, TITLE[doc.kind], { weight: 700, size: 18, at: { x: left, y: 48 } })
  pdf.moveDown(0.5)
  say(pdf, doc.supplier.legal_name, { weight: 700, size: 11 })
  say(pdf, doc.supplier.address ?? '')
  say(pdf, `GSTIN: ${doc.supplier.gstin ?? ''}`)
  say(pdf, `State: ${stateLine(doc.supplier)}`)
  pdf.moveDown()

  const facts: [string, string][] = [
    [NUMBER_LABEL[doc.kind], doc.number],
    ['Date', doc.date],
    ['Period', doc.period_label],
    ['Place of supply', stateLine(doc.place_of_supply)],
    ['Reverse charge', 'No'],
  ]
  if (doc.issued_on) facts.push(['Issued on', doc.issued_on])
  if (doc.original_invoices.length > 0) {
    facts.push(['Against invoice', doc.original_invoices.join(', ')])
  }
  for (const [label, value] of facts) say(pdf, `${label}: ${value}`)
  pdf.moveDown()

  say(pdf, 'Billed to', { weight: 700, size: 10 })
  say(pdf, doc.recipient.legal_name)
  if (doc.recipient.address) say(pdf, doc.recipient.address)
  say(pdf, `GSTIN: ${doc.recipient.gstin ?? 'Not registered'}`)
  say(pdf, `State: ${stateLine(doc.recipient)}`)
  pdf.moveDown()

  // The table: description, SAC, count, taxable value, the taxes and the line's total.
  const columns = [
    { header: 'Description', width: 150, align: 'left' as const },
    { header: 'SAC', width: 44, align: 'left' as const },
    { header: 'Qty', width: 36, align: 'right' as const },
    { header: 'Taxable value', width: 62, align: 'right' as const },
    { header: 'CGST 9%', width: 52, align: 'right' as const },
    { header: 'SGST 9%', width: 52, align: 'right' as const },
    { header: 'IGST 18%', width: 52, align: 'right' as const },
    { header: 'Total', width: width - 448, align: 'right' as const },
  ]
  const row = (cells: string[], weight: FontWeight = 400) => {
    const y = pdf.y
    let x = left
    let bottom = y
    cells.forEach((cell, i) => {
      const column = columns[i]
      if (!column) return
      say(pdf, cell, {
        weight,
        size: 8.5,
        at: { x, y },
        width: column.width - 4,
        align: column.align,
      })
      bottom = Math.max(bottom, pdf.y)
      x += column.width
    })
    pdf.y = bottom + 4
    pdf.x = left
  }
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .stroke()
    pdf.y += 4
  }
  row(
    columns.map((c) => c.header),
    700,
  )
  rule()
  for (const l of doc.lines) {
    row([
      l.description,
      l.sac,
      String(l.count),
      inr(l.taxable),
      inr(l.cgst),
      inr(l.sgst),
      inr(l.igst),
      inr(l.total),
    ])
  }
  const t = doc.totals
  // Decision 063: the GST the fees collected beyond rate × taxable value, stated on its own line.
  if (t.rounding) row(['GST rounding', '', '', '', '', '', '', inr(t.rounding)])
  rule()
  row(
    ['Total (INR)', '', '', inr(t.taxable), inr(t.cgst), inr(t.sgst), inr(t.igst), inr(t.total)],
    700,
  )
  pdf.moveDown()
  say(pdf, `Taxable value: ${rupees(t.taxable)}`, { at: { x: left, y: pdf.y } })
  if (t.cgst || t.sgst) say(pdf, `CGST @ 9%: ${rupees(t.cgst)}    SGST @ 9%: ${rupees(t.sgst)}`)
  if (t.igst) say(pdf, `IGST @ 18%: ${rupees(t.igst)}`)
  if (t.rounding) say(pdf, `GST rounding: ${rupees(t.rounding)}`)
  say(pdf, `Total: ${rupees(t.total)}`, { weight: 700 })
  say(pdf, `Amount in words: ${doc.amount_in_words}`)
  pdf.moveDown(2)

  // Rule 46(q): the supplier's signature or that of its authorised representative.
  const block = { width: 220, align: 'right' as const }
  const blockX = left + width - block.width
  say(pdf, `For ${doc.supplier.legal_name}`, { weight: 700, at: { x: blockX, y: pdf.y }, ...block })
  pdf.moveDown(2.5)
  say(pdf, 'Authorised signatory', { at: { x: blockX, y: pdf.y }, ...block })
  pdf.moveDown(2)
  pdf.fillColor('#444444')
  say(
    pdf,
    'SAC 997158: services of payment gateways and other payment services. Amounts in Indian rupees.',
    { size: 8, at: { x: left, y: pdf.y }, width },
  )
  pdf.end()
  return done
}
