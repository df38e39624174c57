/*
 * What a text field may hold (docs/api-contract.md "Text fields", decision 065). Refused, with a
 * 400 naming the field:
 *
 * - control characters (C0 including TAB, CR and LF, DEL, C1): a line break belongs only in a
 *   multi-line field (address, remarks), where CR LF and CR become LF;
 * - bidi overrides and isolates (U+202A–E, U+2066–9), which can show text reversed;
 * - invisible characters: zero-width space U+200B, word joiner U+2060, the invisible operators
 *   U+2061–4 and the BOM U+FEFF, which make two names that look the same differ;
 * - lone surrogates (half a UTF-16 pair), which storage would rewrite to U+FFFD.
 *
 * The zero-width non-joiner and joiner (U+200C, U+200D) are kept where they mean something:
 * right after a letter or sign of an Indic script (Devanagari to Sinhala, U+0900–U+0DFF), where
 * Hindi, Marathi, Malayalam and others need them to choose a conjunct's or a chillu's form
 * ("क्‍ष", "ന്‍" at a word's end), and the joiner inside an emoji sequence. Anywhere else (at
 * the start, between Latin letters) they only hide a difference, and are refused.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/
/** A line feed: refused outside multi-line fields. */
const LINE_FEED = /\n/
const BIDI_AND_INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B\u2060-\u2064\uFEFF]/
const LONE_SURROGATE = /\p{Cs}/u
const INDIC = /^[\u0900-\u0DFF]$/u
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u
const SKIN_TONE = /^[\u{1F3FB}-\u{1F3FF}]$/u
/** A pictograph, a skin tone or the emoji presentation selector (U+FE0F) that follows one. */
const isEmojiPart = (ch: string) => PICTOGRAPH.test(ch) || SKIN_TONE.test(ch) || ch === '\uFE0F'

function joinerIsMeaningful(chars: string[], at: number): boolean {
  const before = chars[at - 1] ?? ''
  const after = chars[at + 1] ?? ''
  if (INDIC.test(before)) return true
  return chars[at] === '\u200D' && isEmojiPart(before) && PICTOGRAPH.test(after)
}

/** True when the text holds a character the field may not (see above). */
export function unsafeText(value: string, multiline = false): boolean {
  if (CONTROL.test(value) || BIDI_AND_INVISIBLE.test(value) || LONE_SURROGATE.test(value))
    return true
  if (!multiline && LINE_FEED.test(value)) return true
  if (!value.includes('\u200C') && !value.includes('\u200D')) return false
  const chars = Array.from(value)
  return chars.some(
    (ch, at) => (ch === '\u200C' || ch === '\u200D') && !joinerIsMeaningful(chars, at),
  )
}

/** A multi-line field's line breaks as LF: CR LF (Windows) and a lone CR (old Mac) become LF. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}
