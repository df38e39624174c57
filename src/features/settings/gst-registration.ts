/*
 * The merchant's GST registration on the Business Profile (decision 052): a GSTIN, whose first two
 * digits name the state, or else just the state, which decides IGST or CGST + SGST on the
 * gateway's fees. The gateway checks the same rules; checking here puts the message by the field.
 */

/** GST state codes and names, as the gateway knows them. */
export const GST_STATES: ReadonlyArray<readonly [string, string]> = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
]

const CODES = new Set(GST_STATES.map(([code]) => code))
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Why a GSTIN cannot be right, or null (the gateway's words). */
export function gstinProblem(value: string): string | null {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) {
    return 'GSTIN must be 15 characters like 27AAPFU0939F1ZV'
  }
  if (!CODES.has(value.slice(0, 2))) return 'GSTIN must start with a valid state code'
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(value[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] === value[14] ? null : 'GSTIN check character is wrong'
}
