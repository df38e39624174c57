import { toRupees } from './money'

/*
 * GST on the gateway's fees (decisions 052, 063). A fee is the gateway's charge plus GST at 18 % on
 * it; the sandbox's rates are GST-inclusive, so a fee (integer paise) is split, never grown:
 *   charge (the taxable value) = fee × 100 / 118, rounded half up to the paisa
 *   GST collected = fee − charge.
 * A document (one fee's voucher or settlement row, a month's invoice or credit note) states its tax
 * as rate × its taxable value, rounded half up once per head, so CGST = SGST; what the fees
 * collected beyond that (at most 0.6 paisa per fee, either way) is a rounding figure of its own,
 * never hidden in one head (decision 063).
 */

export const GST_RATE_PERCENT = 18

/** IGST between states; CGST + SGST (9 % each) when the merchant is in the gateway's state. */
export type GstKind = 'igst' | 'cgst_sgst'

/** A document's tax: each head rounded once; `rounding` = GST collected − the heads (signed). */
export type TaxHeads = { cgst: number; sgst: number; igst: number; rounding: number }

export type FeeSplit = TaxHeads & {
  /** The gateway's charge before tax (the taxable value). */
  charge: number
  /** The GST the fee collected: cgst + sgst + igst + rounding. */
  gst: number
}

/** rate % × taxable, half up to the paisa, in integers (rate a whole percent). */
function percentOf(taxable: number, rate: number): number {
  return Math.floor((2 * rate * taxable + 100) / 200)
}

/** The tax heads of a document of `taxable` paise whose fees collected `collected` paise of GST. */
export function taxHeads(taxable: number, collected: number, kind: GstKind): TaxHeads {
  if (kind === 'igst') {
    const igst = percentOf(taxable, GST_RATE_PERCENT)
    return { cgst: 0, sgst: 0, igst, rounding: collected - igst }
  }
  const half = percentOf(taxable, GST_RATE_PERCENT / 2)
  return { cgst: half, sgst: half, igst: 0, rounding: collected - 2 * half }
}

export function splitFee(fee: number, kind: GstKind): FeeSplit {
  if (!Number.isSafeInteger(fee) || fee < 0) throw new Error(`fee must be whole paise: ${fee}`)
  // Half up of fee × 100 / 118 in integers: floor((200·fee + 118) / 236).
  const charge = Math.floor((200 * fee + 118) / 236)
  const gst = fee - charge
  return { charge, gst, ...taxHeads(charge, gst, kind) }
}

/**
 * A fee recorded before the tax kind was (NULL): no place of supply was on record then, and a
 * supply to a recipient without one is taxed where the supplier is (IGST Act s.12(2)(b)).
 */
export function kindOrLegacy(kind: string | null): GstKind {
  return kind === 'igst' ? 'igst' : 'cgst_sgst'
}

/** GST state codes (the first two digits of a GSTIN) and their names. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The GSTIN's check character (the 15th): the published mod-36 scheme over the first 14. */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? ''
}

/** Why a GSTIN is not valid, or null: its shape, its state code, its check character. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'GSTIN must be 15 characters like 27AAPFU0939F1ZV'
  if (!GST_STATES[gstin.slice(0, 2)]) return 'GSTIN must start with a valid state code'
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character is wrong'
  return null
}

/** The merchant's state for GST: its GSTIN's first two digits, else the profile's state. */
export function merchantStateCode(merchant: {
  gstin: string | null
  state_code: string | null
}): string | null {
  return merchant.gstin ? merchant.gstin.slice(0, 2) : merchant.state_code
}

/**
 * IGST when the merchant's state differs from the gateway's; CGST + SGST when it is the same, and
 * when the merchant's state is unknown (the supplier's state is then the place of supply).
 */
export function gstKindFor(merchantState: string | null, gatewayState: string): GstKind {
  return merchantState && merchantState !== gatewayState ? 'igst' : 'cgst_sgst'
}

/** The GST inside a fee (decision 052), in rupees, with its kind: what the portal shows apart. */
export function feeTax(fee: number, kind: string | null) {
  const gstKind = kindOrLegacy(kind)
  return { fee_gst: toRupees(splitFee(fee, gstKind).gst), gst_kind: gstKind }
}
