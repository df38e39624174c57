import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { fontName, fontRuns, registerFonts, type FontWeight } from '../core/pdf-fonts'

/*
 * The printable standee of a counter's standing QR (decision 078): A6 for a till, A5 for a wall.
 * The QR is drawn as vector squares (sharp at any printer's resolution) with the 4-module quiet
 * zone the QR standard asks for, and error correction Q so a scuffed or creased print still
 * scans. Fonts are the tax documents' embedded Noto (core/pdf-fonts.ts): the Hindi line is shaped
 * by pdfkit's font engine, and a business name in Devanagari prints too.
 */

export const STANDEE_SIZES = ['a6', 'a5'] as const
export type StandeeSize = (typeof STANDEE_SIZES)[number]

export const SCAN_LINE_EN = 'Scan and pay with any UPI app'
export const SCAN_LINE_HI = 'किसी भी UPI ऐप से स्कैन करके भुगतान करें'

export type Standee = {
  businessName: string
  counterName: string
  vpa: string
  intent: string
  size: StandeeSize
}

const QUIET_ZONE = 4

/*
 * Devanagari without the font's above-base ligatures ('abvs'): pdfkit's subset of Noto draws the
 * e-matra + anusvara ligature (the 'ें' of 'करें') as a dotted circle once the bare e-matra ('से')
 * is in the same subset. Without it the two marks are placed by the font's mark positioning
 * (GPOS), which draws the same shape, and every other conjunct and reph is shaped as before.
 */
const noAbvs = (face: string) => (face === 'devanagari' ? { abvs: false } : {})

/**
 * Centred text; returns the y below it. One font's text wraps; mixed scripts (runs in several
 * fonts) stay on one line, made smaller until they fit (a business name is short).
 */
function centred(
  pdf: PDFKit.PDFDocument,
  text: string,
  y: number,
  size: number,
  weight: FontWeight = 400,
): number {
  const margin = pdf.page.margins.left
  const width = pdf.page.width - 2 * margin
  const runs = fontRuns(text || ' ')
  pdf.fontSize(size)
  if (runs.length === 1) {
    const face = runs[0]?.face ?? 'latin'
    pdf.font(fontName(face, weight)).text(text, margin, y, {
      width,
      align: 'center',
      features: noAbvs(face) as PDFKit.Mixins.TextOptions['features'],
    })
    return pdf.y
  }
  const measure = () =>
    runs.map((run) =>
      pdf.font(fontName(run.face, weight)).widthOfString(run.text, {
        features: noAbvs(run.face) as PDFKit.Mixins.TextOptions['features'],
      }),
    )
  let widths = measure()
  let total = widths.reduce((a, b) => a + b, 0)
  if (total > width) {
    pdf.fontSize((size * width) / total)
    widths = measure()
    total = widths.reduce((a, b) => a + b, 0)
  }
  let x = margin + (width - total) / 2
  runs.forEach((run, i) => {
    pdf.font(fontName(run.face, weight)).text(run.text, x, y, {
      lineBreak: false,
      features: noAbvs(run.face) as PDFKit.Mixins.TextOptions['features'],
    })
    x += widths[i] ?? 0
  })
  return y + pdf.currentLineHeight(true)
}

function drawQr(pdf: PDFKit.PDFDocument, intent: string, x: number, y: number, side: number) {
  const qr = QRCode.create(intent, { errorCorrectionLevel: 'Q' })
  const count = qr.modules.size
  const cell = side / (count + 2 * QUIET_ZONE)
  pdf.rect(x, y, side, side).fill('#ffffff')
  pdf.fillColor('#000000')
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue
      // A hair over a module so neighbours join without seams in any renderer.
      pdf.rect(
        x + (col + QUIET_ZONE) * cell,
        y + (row + QUIET_ZONE) * cell,
        cell + 0.05,
        cell + 0.05,
      )
    }
  }
  pdf.fill('#000000')
}

export function standeePdf(standee: Standee): Promise<Buffer> {
  const a5 = standee.size === 'a5'
  const margin = a5 ? 36 : 24
  const pdf = new PDFDocument({
    size: a5 ? 'A5' : 'A6',
    margin,
    info: { Title: `Standing QR — ${standee.counterName}`, Author: standee.businessName },
  })
  registerFonts(pdf)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const scale = a5 ? 1.4 : 1
  const width = pdf.page.width - 2 * margin
  pdf.fillColor('#000000')
  // The business name may wrap; the QR takes what is left above the four short lines.
  const top = centred(pdf, standee.businessName.slice(0, 80), margin, 20 * scale, 700) + 8 * scale
  const side = Math.min(width, pdf.page.height - top - margin - 92 * scale)
  drawQr(pdf, standee.intent, margin + (width - side) / 2, top, side)
  let y = top + side + 8 * scale
  y = centred(pdf, SCAN_LINE_EN, y, 12 * scale, 700)
  y = centred(pdf, SCAN_LINE_HI, y + 2 * scale, 12 * scale, 700)
  y = centred(pdf, standee.vpa, y + 6 * scale, 9 * scale)
  centred(pdf, standee.counterName, y + 4 * scale, 7 * scale)
  pdf.end()
  return done
}
