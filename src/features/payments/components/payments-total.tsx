import { formatINR, groupIndian } from '../../../lib/i18n/format'
import { t, useLanguage } from '../../../lib/i18n/i18n'
import type { PaymentTotals } from '../api'
import * as m from '../messages'

const whole = (n: number) => groupIndian(String(n))

/** The total line's words (product.md §2.5, as built). */
export function totalLine(totals: PaymentTotals, showRates: boolean): string {
  const values = {
    collected: formatINR(totals.success_amount),
    successful: whole(totals.success_count),
    count: totals.count,
    countText: whole(totals.count),
  }
  if (!showRates) return t(m.totalLine, values)
  return t(m.totalLineRates, {
    ...values,
    fees: formatINR(totals.success_fee),
    net: formatINR(totals.success_net_amount),
  })
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
  // The line is written again when the language changes.
  useLanguage()
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
