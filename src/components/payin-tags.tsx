import { useT } from '../lib/i18n'
import * as m from './messages'

/*
 * Small tags beside a payin's status badge (issue 13). Words, not colour alone; a gateway that
 * sends neither field shows neither tag.
 */
const TAG =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset'

/** A payment that arrived after its link had expired (decision 024). */
export function PaidLateTag({ label }: { label?: string }) {
  const t = useT()
  return (
    <span className={`${TAG} bg-amber-100 text-amber-900 ring-amber-300`}>
      {label ?? t(m.paidLate)}
    </span>
  )
}

/** A payin taken at the counter rather than through a shared link. */
export function CounterTag() {
  const t = useT()
  return (
    <span className={`${TAG} bg-slate-100 text-slate-700 ring-slate-300`}>{t(m.counterTag)}</span>
  )
}

type Props = { paidLate?: boolean | null; status?: string | null; channel?: string | null }

/** Both tags as they apply; late only for a payin that did succeed. */
export function PayinTags({ paidLate, status, channel }: Props) {
  const late = paidLate === true && (status ?? '').toLowerCase() === 'success'
  const counter = channel === 'counter'
  if (!late && !counter) return null
  return (
    <>
      {late && <PaidLateTag />}
      {counter && <CounterTag />}
    </>
  )
}
