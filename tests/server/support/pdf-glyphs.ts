import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'

const run = promisify(execFile)

/** The 14 fonts every PDF reader has built in: a document that names one embeds nothing. */
const BASE_14 = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/

/** `pdffonts`' table: each font's name, type and whether it is embedded. */
export async function pdfFonts(file: string) {
  const { stdout } = await run('pdffonts', [file])
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/)
      // name type… encoding emb sub uni id gen: the flags are the 5th..3rd cells from the end.
      const name = cells[0] ?? ''
      return { name, embedded: cells[cells.length - 5] === 'yes', base14: BASE_14.test(name) }
    })
}

/**
 * How many glyphs the pages draw as .notdef (glyph 0: a character the font does not have, drawn
 * as a box). pdfkit writes text as hex glyph ids, four digits each, in TJ arrays of deflated
 * content streams.
 */
export function notdefGlyphs(pdf: Buffer): number {
  let found = 0
  const text = pdf.toString('latin1')
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue // not a deflated stream (a font file, an image)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of (array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        const ids = (hex[1] ?? '').match(/.{4}/g) ?? []
        found += ids.filter((id) => id === '0000').length
      }
    }
  }
  return found
}

/** The letters of a text, sorted: pdftotext gives Indic text in visual order, not logical. */
export const letters = (text: string) =>
  [...text.replace(/\s+/g, '')].sort((a, b) => a.localeCompare(b)).join('')

/** The distinct letters of a text, sorted. */
export const letterSet = (text: string) => [...new Set(letters(text))].join('')
