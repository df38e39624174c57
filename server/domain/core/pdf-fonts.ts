import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/*
 * The fonts of the tax documents (decision 063): Noto Sans Devanagari from its npm package
 * (@fontsource), embedded in every PDF — no system font lookup, no built-in Helvetica (WinAnsi:
 * no ₹, no Devanagari). Each fontsource file is one subset: `devanagari` (with ₹) has no Latin
 * letters, digits or punctuation, `latin` no Devanagari. So text is cut into runs, each drawn in
 * the subset that has its characters.
 */

export type FontFace = 'devanagari' | 'latin' | 'latin-ext'
export type FontWeight = 400 | 700

const FACES: readonly FontFace[] = ['latin', 'devanagari', 'latin-ext']

// The package exports only its CSS; the font files sit next to it.
const css = createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari')
const files = join(dirname(css), 'files')

const fileOf = (face: FontFace, weight: FontWeight) =>
  join(files, `noto-sans-devanagari-${face}-${weight}-normal.woff`)

/** The font files, read once: pdfkit embeds (and subsets) them per document. */
const data = new Map<string, Buffer>()
let ranges: Map<FontFace, [number, number][]> | null = null

/** Each subset's characters: the unicode-range its own CSS declares (what browsers use too). */
function subsetRanges(): Map<FontFace, [number, number][]> {
  const found = new Map<FontFace, [number, number][]>()
  const blocks = readFileSync(css, 'utf8').split('@font-face')
  for (const block of blocks) {
    const face = /noto-sans-devanagari-(devanagari|latin-ext|latin)-400-normal\.woff/.exec(block)
    const range = /unicode-range:\s*([^;]+);/.exec(block)
    if (!face?.[1] || !range?.[1]) continue
    const spans = range[1].split(',').map((part): [number, number] => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(from, 16), parseInt(to, 16)]
    })
    found.set(face[1] as FontFace, spans)
  }
  return found
}

export function fontData(face: FontFace, weight: FontWeight): Buffer {
  const key = `${face}-${weight}`
  let found = data.get(key)
  if (!found) {
    found = readFileSync(fileOf(face, weight))
    data.set(key, found)
  }
  return found
}

function covers(face: FontFace, codePoint: number): boolean {
  ranges ??= subsetRanges()
  return (ranges.get(face) ?? []).some(([from, to]) => codePoint >= from && codePoint <= to)
}

// Spaces and joiners belong to the run they are in, so a Devanagari phrase stays one run.
const NEUTRAL = /[\s\u200c\u200d]/u

/** The runs of `text`, each with the subset that draws it (Latin when none has a character). */
export function fontRuns(text: string): { face: FontFace; text: string }[] {
  const runs: { face: FontFace; text: string }[] = []
  for (const char of text) {
    const last = runs[runs.length - 1]
    const codePoint = char.codePointAt(0) ?? 0
    const face = NEUTRAL.test(char)
      ? (last?.face ?? 'latin')
      : (FACES.find((f) => covers(f, codePoint)) ?? 'latin')
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}

/** pdfkit's name for a registered face and weight. */
export const fontName = (face: FontFace, weight: FontWeight) => `noto-${face}-${weight}`

export function registerFonts(pdf: PDFKit.PDFDocument): void {
  for (const face of FACES) {
    for (const weight of [400, 700] as const) {
      pdf.registerFont(fontName(face, weight), fontData(face, weight))
    }
  }
}
