import { t as translate, useT } from '../lib/i18n/i18n'
import * as m from './messages'

/*
 * Small tags beside a payin's status badge (decisions 024 and 050). Words, not colour
 * alone; a gateway that sends none of these fields shows none of the tags.
 */
const TAG =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset'
const REFUND_TAG = `${TAG} bg-violet-100 text-violet-900 ring-violet-300`
const ALERT_TAG = `${TAG} bg-red-100 text-red-900 ring-red-300`

/** A payment that arrived after its link had expired (decision 024). */
export function PaidLateTag({ label }: { label?: string }) {
  const t = useT()
  return (
    <span className={`${TAG} bg-amber-100 text-amber-900 ring-amber-300`}>
      {label ?? t(m.paidLate)}
    </span>
  )
}

/** A refund tag in the lists' look, with the screen's own words (the counter's Hindi). */
export function RefundTag({ label }: { label: string }) {
  return <span className={REFUND_TAG}>{label}</span>
}

/**
 * A payin taken at the counter rather than through a shared link, with the counter and cashier
 * that took it where the gateway records them (decision 049): 'Counter: Front desk · Asha'.
 */
export function CounterTag({
  counter,
  cashier,
}: {
  counter?: string | null
  cashier?: string | null
}) {
  const t = useT()
  const who = [counter, cashier].filter(Boolean).join(' · ')
  return (
    <span className={`${TAG} bg-slate-100 text-slate-700 ring-slate-300`}>
      {who ? t(m.counterTagWho, { who }) : t(m.counterTag)}
    </span>
  )
}

export type RefundState = {
  refund_status?: string | null
  refund_pending_amount?: number | null
  auto_refund?: boolean | null
}

/**
 * The refund tags of a payin, honest about where the money is: 'Refunded' only once the bank has
 * it (refund_status counts processed refunds), 'Refund pending' while a refund is on its way, and
 * an automatic refund of a payment after the QR ended says so, including when it failed (the
 * merchant then has the money and must send it back).
 */
export function refundTags(
  payin: RefundState,
  t: typeof translate = translate,
): { text: string; alert?: boolean }[] {
  const status = payin.refund_status ?? ''
  const pending = (payin.refund_pending_amount ?? 0) > 0
  if (payin.auto_refund === true) {
    if (status === 'full') return [{ text: t(m.refundedAutomatically) }]
    if (pending) return [{ text: t(m.autoRefundPending) }]
    if (status === 'none') return [{ text: t(m.autoRefundFailed), alert: true }]
  }
  const tags: { text: string; alert?: boolean }[] = []
  if (status === 'full') tags.push({ text: t(m.refunded) })
  if (status === 'partial') tags.push({ text: t(m.partiallyRefunded) })
  if (pending) tags.push({ text: t(m.refundPending) })
  return tags
}

type Props = {
  paidLate?: boolean | null
  status?: string | null
  channel?: string | null
  refunds?: RefundState
  counterName?: string | null
  cashierName?: string | null
}

/** The tags as they apply; late only for a payin that did succeed. */
export function PayinTags({ paidLate, status, channel, refunds, counterName, cashierName }: Props) {
  const late = paidLate === true && (status ?? '').toLowerCase() === 'success'
  const t = useT()
  const counter = channel === 'counter'
  const refund = refunds ? refundTags(refunds, t) : []
  if (!late && !counter && refund.length === 0) return null
  return (
    <>
      {late && <PaidLateTag />}
      {refund.map((tag) => (
        <span key={tag.text} className={tag.alert ? ALERT_TAG : REFUND_TAG}>
          {tag.text}
        </span>
      ))}
      {counter && <CounterTag counter={counterName} cashier={cashierName} />}
    </>
  )
}
