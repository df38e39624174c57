import type { Payin } from '../lib/lists/payin-list'
import { payinTone } from '../lib/ui/status'
import { PayinTags } from './payin-tags'
import { StatusBadge } from './status-badge'

/** A payin's status badge with its tags (Paid late, refunds, Counter), as the payin tables show it. */
export function PayinStatus({ payin }: { payin: Payin }) {
  return (
    <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
      <StatusBadge status={payin.status} tone={payinTone(payin.status)} />
      <PayinTags
        paidLate={payin.paid_late}
        status={payin.status}
        channel={payin.channel}
        counterName={payin.counter_name}
        cashierName={payin.cashier_name}
        refunds={payin}
      />
    </span>
  )
}
