import { formatINR, groupIndian } from '../../../lib/format'
import type { PaymentTotals } from '../api'

const whole = (n: number) => groupIndian(String(n))

/** The total line's words (product.md §2.5, as built). */
export function totalLine(totals: PaymentTotals, showRates: boolean): string {
  const of = totals.count === 1 ? '1 payment' : `${whole(totals.count)} payments`
  const line = `Collected ${formatINR(totals.success_amount)} from ${whole(totals.success_count)} successful of ${of}`
  if (!showRates) return line
  return `${line} · Fees ${formatINR(totals.success_fee)} · Net ${formatINR(totals.success_net_amount)}`
}

/**
 * Over the list: what every payment of the filters adds up to (the gateway sums them all, not
 * this page). Amounts are rupees: a USD payment counts with its rupee figure. Fees and net only
 * where rates are shown (product.md §6).
 */
export function PaymentsTotal({
  totals,
  showRates,
}: {
  totals: PaymentTotals | null | undefined
  showRates: boolean
}) {
  if (!totals) return null
  return (
    <p
      data-testid="payments-total"
      className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm text-slate-700 tabular-nums"
    >
      {totalLine(totals, showRates)}
    </p>
  )
}
