import { useEffect, useRef, useState } from 'react'
import { refreshBalances } from '../../../lib/query/shared-query-keys'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Undo2 from 'lucide-react/icons/undo-2'
import { formatMoney } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { fromRupees, sumPaise, toRupees } from '../../../lib/money/paise'
import type { Payin } from '../../../lib/lists/payin-list'
import * as m from '../messages'
import { useCan } from '../../../lib/session/use-can'
import { receivedPayment, refundableAmount } from '../refund-form'
import { paymentsKeys } from '../queries'
import { payinRefundsQueryOptions } from '../refunds-queries'
import { RefundModal } from './refund-modal'
import { RefundTimeline } from './refund-timeline'

/**
 * Payment Details' refunds (product.md §11): what came back and what is on its way, the refund
 * history, and 'Refund' while something is left to refund. Only for a gateway with refunds (its
 * payins carry refund_status); the history is read again every 5 s while a refund is pending.
 */
export function PaymentRefunds({ payin, showRates }: { payin: Payin; showRates: boolean }) {
  const t = useT()
  const canRefund = useCan('refunds.create')
  const received = receivedPayment(payin)
  const refunds = useQuery({
    ...payinRefundsQueryOptions(payin.transaction_id),
    enabled: received,
  })
  const [refunding, setRefunding] = useState(0)
  const [open, setOpen] = useState(false)
  useFollowRefundChanges(refunds.data)
  if (!received) return null
  const currency = payin.currency || 'INR'
  const list = refunds.data
  const refundable = refundableAmount(payin)
  const total = (status: string) =>
    sumPaise((list ?? []).filter((r) => r.status === status).map((r) => fromRupees(r.amount)))
  const processed = total('processed')
  const pending = total('pending')
  const summary = {
    refunded: formatMoney(toRupees(processed), currency),
    amount: formatMoney(payin.amount, currency),
  }

  return (
    <section
      aria-labelledby="payment-refunds-title"
      className="mt-4 border-t border-slate-200 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="payment-refunds-title" className="font-semibold text-slate-900">
          {t(m.refunds)}
        </h3>
        {refundable > 0 && canRefund && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setRefunding((n) => n + 1)
              setOpen(true)
            }}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t(m.refund)}
          </button>
        )}
      </div>
      {list && (
        <p className="mt-1 text-sm text-slate-700" data-testid="refund-summary">
          {pending > 0
            ? t(m.refundSummaryPending, {
                ...summary,
                pending: formatMoney(toRupees(pending), currency),
              })
            : t(m.refundSummary, summary)}
        </p>
      )}
      {refunds.isError && <p className="mt-2 text-sm text-slate-700">{t(m.refundsLoadError)}</p>}
      {list && list.length > 0 && (
        <div className="mt-3">
          <RefundTimeline refunds={list} />
        </div>
      )}
      {refunding > 0 && (
        <RefundModal
          key={refunding}
          payin={payin}
          refundable={refundable}
          showRates={showRates}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  )
}

/**
 * When a refund of this payment changes (the bank answered while the details were open), the
 * figures it moves are read again: the payments list's tags, the wallet and the dashboard.
 */
function useFollowRefundChanges(
  refunds: readonly { refund_id: string; status?: string | null }[] | undefined,
) {
  const queryClient = useQueryClient()
  const last = useRef<string | null>(null)
  const signature = refunds?.map((r) => `${r.refund_id}:${r.status ?? ''}`).join(',') ?? null
  useEffect(() => {
    if (signature === null) return
    if (last.current !== null && last.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all })
      refreshBalances(queryClient)
    }
    last.current = signature
  }, [signature, queryClient])
}
