/*
 * The merchant's GST registration on the Business Profile (decision 052): a GSTIN, whose first two
 * digits name the state, or else just the state, which decides IGST or CGST + SGST on the
 * gateway's fees. The gateway checks the same rules; checking here puts the message by the field.
 */

import type { MessageDescriptor } from '@lingui/core'
import { GST_STATES, gstinCheckChar, gstinLength, gstinStateCode } from './messages'

const CODES = new Set(GST_STATES.map(([code]) => code))
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GSTIN's alphabet, not a text
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Why a GSTIN cannot be right, or null (the gateway's words, as texts of the catalogue). */
export function gstinProblem(value: string): MessageDescriptor | null {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return gstinLength
  if (!CODES.has(value.slice(0, 2))) return gstinStateCode
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(value[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] === value[14] ? null : gstinCheckChar
}
