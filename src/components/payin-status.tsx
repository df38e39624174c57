import type { Payin } from '../lib/lists/payin-list'
import { payinTone } from '../lib/ui/status'
import { PayinTags } from './payin-tags'
import { StatusBadge } from './status-badge'

/**
 * A payment to a counter's standing QR (decision 078), with the counter it was paid to: 'QR ·
 * Front desk'. 'QR' stays as it is in every language (docs/glossary-hi.md), so the tag has no
 * text to translate and the dashboard's list needs no catalogue of the payments' screens.
 */
function QrTag({ counter }: { counter?: string | null }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset">
      {['QR', counter].filter(Boolean).join(' · ')}
    </span>
  )
}

/** A payin's status badge with its tags (Paid late, refunds, Counter, QR), as the payin tables show it. */
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
      {payin.channel === 'qr' && <QrTag counter={payin.counter_name} />}
    </span>
  )
}
