/*
 * UPI intents in NPCI's format (the UPI linking specification): the deep link a UPI app opens from
 * a QR code. Here, below every area, because a counter's standing QR (counters) and a payin's QR
 * (payins) are the same link with or without an amount, and must never be written two ways.
 */

export type IntentPayee = {
  upi_vpa: string
  business_name: string
  merchant_category_code: string | null
}

/** `upi://pay?…` from its parameters in order, every value percent-encoded. */
export function upiLink(params: readonly (readonly [string, string])[]): string {
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}

/** The payee's part of every intent: `pa`, `pn` and, when the merchant has one, `mc`. */
export function payeeParams(payee: IntentPayee): [string, string][] {
  const params: [string, string][] = [
    ['pa', payee.upi_vpa],
    ['pn', payee.business_name],
  ]
  if (payee.merchant_category_code) params.push(['mc', payee.merchant_category_code])
  return params
}

/**
 * A counter's standing QR (decision 078): `upi://pay?pa=<standing vpa>&pn=…[&mc=…]&cu=INR`, a
 * static intent with no `am` (the customer types it) and no `tr` (apps drop it on a static QR).
 */
export function standingIntent(standingVpa: string, payee: Omit<IntentPayee, 'upi_vpa'>): string {
  return upiLink([...payeeParams({ ...payee, upi_vpa: standingVpa }), ['cu', 'INR']])
}
