import * as m from './fee-tax-messages'
import { formatINR } from '../i18n/format'
import { t } from '../i18n/i18n'
import { fromRupees, paise, toRupees } from './paise'

/*
 * A fee's two parts (decision 052): the gateway's charge and the GST on it, which the gateway
 * sends as fee (the whole) and fee_gst with its kind. Payment and payout details show them apart
 * where rates are shown; a gateway without fee_gst shows the fee alone, as before.
 */

export type FeeTax = { charge: string; gst: string; gstLabel: string } | null

export function gstLabel(kind: string | null | undefined): string {
  // Read when a modal renders, so it is in the language shown.
  return t(kind === 'igst' ? m.gstIgst : m.gstCgstSgst)
}

export function feeTax(
  fee: number | null | undefined,
  feeGst: number | null | undefined,
  kind: string | null | undefined,
): FeeTax {
  if (typeof fee !== 'number' || typeof feeGst !== 'number') return null
  // Paise, so ₹20.00 − ₹3.05 is ₹16.95 and never ₹16.949999.
  const charge = toRupees(paise(fromRupees(fee) - fromRupees(feeGst)))
  return { charge: formatINR(charge), gst: formatINR(feeGst), gstLabel: gstLabel(kind) }
}
