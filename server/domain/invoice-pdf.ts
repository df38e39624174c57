import PDFDocument from 'pdfkit'
import type { TaxDocument } from './tax-documents'

/*
 * A tax invoice or credit note as PDF (decision 054), drawn by pdfkit from the stored snapshot,
 * so the file says exactly what was issued. The standard Helvetica has no ₹ glyph: amounts are
 * written in INR with Indian digit grouping.
 */

const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const inr = (paise: number) => grouped.format(paise / 100)

const TITLE = { invoice: 'TAX INVOICE', credit_note: 'CREDIT NOTE' } as const
const NUMBER_LABEL = { invoice: 'Invoice No', credit_note: 'Credit Note No' } as const

function stateLine(party: { state: string | null; state_code: string | null }): string {
  return party.state ? `${party.state} (${party.state_code ?? ''})` : 'Not given'
}

export function invoicePdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${TITLE[doc.kind]} ${doc.number}`, Author: doc.supplier.legal_name },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const left = 48
  const width = pdf.page.width - 96

  pdf.font('Helvetica-Bold').fontSize(18).text(TITLE[doc.kind], left, 48)
  pdf.moveDown(0.5)
  pdf.font('Helvetica-Bold').fontSize(11).text(doc.supplier.legal_name)
  pdf.font('Helvetica').fontSize(9)
  pdf.text(doc.supplier.address ?? '')
  pdf.text(`GSTIN: ${doc.supplier.gstin ?? ''}`)
  pdf.text(`State: ${stateLine(doc.supplier)}`)
  pdf.moveDown()

  const facts: [string, string][] = [
    [NUMBER_LABEL[doc.kind], doc.number],
    ['Date', doc.date],
    ['Period', doc.period_label],
    ['Place of supply', stateLine(doc.place_of_supply)],
    ['Reverse charge', 'No'],
  ]
  if (doc.original_invoices.length > 0) {
    facts.push(['Against invoice', doc.original_invoices.join(', ')])
  }
  for (const [label, value] of facts) pdf.text(`${label}: ${value}`)
  pdf.moveDown()

  pdf.font('Helvetica-Bold').fontSize(10).text('Billed to')
  pdf.font('Helvetica').fontSize(9)
  pdf.text(doc.recipient.legal_name)
  if (doc.recipient.address) pdf.text(doc.recipient.address)
  pdf.text(`GSTIN: ${doc.recipient.gstin ?? 'Not registered'}`)
  pdf.text(`State: ${stateLine(doc.recipient)}`)
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
  const row = (cells: string[], bold = false) => {
    const y = pdf.y
    let x = left
    let bottom = y
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5)
    cells.forEach((cell, i) => {
      const column = columns[i]
      if (!column) return
      pdf.text(cell, x, y, { width: column.width - 4, align: column.align })
      bottom = Math.max(bottom, pdf.y)
      x += column.width
    })
    pdf.y = bottom + 4
    pdf.x = left
  }
  row(
    columns.map((c) => c.header),
    true,
  )
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke()
  pdf.y += 4
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
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke()
  pdf.y += 4
  const t = doc.totals
  row(
    ['Total (INR)', '', '', inr(t.taxable), inr(t.cgst), inr(t.sgst), inr(t.igst), inr(t.total)],
    true,
  )
  pdf.moveDown()
  pdf.font('Helvetica').fontSize(9)
  pdf.text(`Taxable value: INR ${inr(t.taxable)}`)
  if (t.cgst || t.sgst) pdf.text(`CGST @ 9%: INR ${inr(t.cgst)}    SGST @ 9%: INR ${inr(t.sgst)}`)
  if (t.igst) pdf.text(`IGST @ 18%: INR ${inr(t.igst)}`)
  pdf.font('Helvetica-Bold').text(`Total: INR ${inr(t.total)}`)
  pdf.font('Helvetica').text(`Amount in words: ${doc.amount_in_words}`)
  pdf.moveDown(2)
  pdf
    .fontSize(8)
    .fillColor('#444444')
    .text(
      'A computer-generated document; no signature is needed. SAC 997158: services of payment ' +
        'gateways and other payment services. Amounts in Indian rupees.',
    )
  pdf.end()
  return done
}
