import { formatINR, formatMoney } from '../../lib/i18n/format'
import type { Payin } from '../../lib/lists/payin-list'

export type PayinMoney = {
  /** In the payin's own currency: '$100.00', '₹499.50'. */
  amount: string
  /** The rupee figure beside a non-INR amount ('₹8,300.00 at ₹83/USD'); null for INR. */
  inr: string | null
  /** Fee and net are rupees whatever the payin's currency (decision 030). */
  fee: string
  net: string
}

/**
 * How a payin's money reads on the payments list and details: its own amount and currency, and
 * for a USD payin the INR figure it was converted to at creation, which the fee, the net and every
 * rupee total are computed on. A gateway without amount_inr shows no rupee line rather than a guess.
 */
export function payinMoney(
  payin: Pick<Payin, 'amount' | 'currency' | 'amount_inr' | 'fx_rate' | 'fee' | 'net_amount'>,
): PayinMoney {
  const currency = payin.currency || 'INR'
  const foreign = currency !== 'INR'
  let inr: string | null = null
  if (foreign && typeof payin.amount_inr === 'number') {
    inr = formatINR(payin.amount_inr)
    if (typeof payin.fx_rate === 'number') inr += ` at ${formatINR(payin.fx_rate)}/${currency}`
  }
  return {
    amount: formatMoney(payin.amount, currency),
    inr,
    fee: formatINR(payin.fee ?? 0),
    net: formatINR(payin.net_amount ?? 0),
  }
}
