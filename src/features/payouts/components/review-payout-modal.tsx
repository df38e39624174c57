import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { Modal } from '../../../components/modal'
import { DetailRow as Row } from '../../../components/detail-row'
import { formatINR } from '../../../lib/i18n/format'
import { t as translate, useT } from '../../../lib/i18n/i18n'
import type { InitiatePayoutRequest } from '../api'
import { maskAccount } from '../checks-api'
import { quoteQueryOptions } from '../checks-queries'
import * as m from '../messages'

/** What the bank said about the name, as the review shows it. */
export type NameCheck =
  | { kind: 'unverified' }
  | { kind: 'match'; registeredName: string }
  | { kind: 'confirmed-mismatch'; registeredName: string }

export type PayoutReview = {
  request: InitiatePayoutRequest
  bankName: string | null
  nameCheck: NameCheck
}

type Props = {
  review: PayoutReview | null
  showRates: boolean
  sending: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * 'Review payout' (product.md §2.8 as built): what leaves the wallet and where it goes, before
 * 'Confirm and send' makes the call. Fee and total come from the gateway's quote, never computed
 * here, so the review cannot disagree with what is debited.
 */
export function ReviewPayoutModal({ review, showRates, sending, onConfirm, onClose }: Props) {
  const t = useT()
  const amount = review?.request.amount ?? 0
  const quote = useQuery({ ...quoteQueryOptions(amount), enabled: review !== null })
  const q = quote.data
  const waiting = review !== null && quote.isPending
  const short = q?.sufficient_balance === false
  return (
    <Modal open={review !== null} title={t(m.review)} onClose={sending ? () => {} : onClose}>
      {review && (
        <div className="space-y-4">
          <dl className="divide-y divide-slate-100 text-sm">
            <Row label={t(m.amount)}>
              <span className="font-semibold tabular-nums">{formatINR(amount)}</span>
            </Row>
            {showRates && q?.fee !== undefined && (
              <Row label={t(m.fee)}>
                <span className="tabular-nums">{formatINR(q.fee)}</span>
              </Row>
            )}
            {showRates && q?.total_debit !== undefined && (
              <Row label={t(m.totalDebited)}>
                <span className="font-semibold tabular-nums">{formatINR(q.total_debit)}</span>
              </Row>
            )}
            {showRates && waiting && <Row label={t(m.fee)}>{t(m.loading)}</Row>}
            <Row label={t(m.beneficiary)}>{review.request.beneficiary_name}</Row>
            <Row label={t(m.account)}>
              <span className="font-mono">{maskAccount(review.request.beneficiary_account)}</span>
            </Row>
            <Row label={t(m.ifsc)}>
              <span className="font-mono">{review.request.beneficiary_ifsc}</span>
              {review.bankName && <span className="block">{review.bankName}</span>}
            </Row>
            <Row label={t(m.mode)}>{review.request.mode}</Row>
            <Row label={t(m.nameAtBank)}>{nameCheckText(review.nameCheck)}</Row>
          </dl>
          {(!showRates || (q == null && !waiting)) && (
            <p className="text-sm text-slate-600">{t(m.noteFees)}</p>
          )}
          {q?.above_usual && q.largest_recent_payout !== undefined && (
            <Warning>{t(m.aboveUsual, { amount: formatINR(q.largest_recent_payout) })}</Warning>
          )}
          {short && q.available_balance !== undefined && (
            <Warning>{t(m.shortBalance, { amount: formatINR(q.available_balance) })}</Warning>
          )}
          {q?.awaits_approval && <p className="text-sm text-slate-700">{t(m.awaitsApproval)}</p>}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={sending}>
              {t(m.edit)}
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={onConfirm}
              disabled={sending || waiting || short}
              aria-disabled={sending || waiting || short}
            >
              {t(sending ? m.processing : m.confirmSend)}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}

function nameCheckText(check: NameCheck): string {
  if (check.kind === 'match') return translate(m.nameMatches, { name: check.registeredName })
  if (check.kind === 'confirmed-mismatch') {
    return translate(m.nameConfirmed, { name: check.registeredName })
  }
  return translate(m.notVerified)
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
