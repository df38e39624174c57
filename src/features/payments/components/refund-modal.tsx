import { useState, type FormEvent } from 'react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { Modal } from '../../../components/modal'
import { formatINR, formatMoney } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { paise, toRupees, type Paise } from '../../../lib/money/paise'
import { amountInputText } from '../../../lib/money/parse-amount'
import type { Payin } from '../../../lib/lists/payin-list'
import {
  newRefundReference,
  REASON_MAX,
  validateRefundForm,
  type RefundFormErrors,
} from '../refund-form'
import * as m from '../messages'
import { duplicateRefund } from '../refunds-api'
import { useCreateRefund } from '../refunds-queries'

// Where the transaction ID goes in the translated sentence, to set it in its own type.
const ID_MARK = '\u0001'

type Props = {
  payin: Payin
  /** What may still be refunded, in the payin's currency. */
  refundable: Paise
  showRates: boolean
  open: boolean
  onClose: () => void
}

/**
 * 'Refund payment' (product.md §11): the amount (the refundable remainder unless changed) and a
 * reason, then a confirmation that says how much goes back and that the fee does not. Opened over
 * Payment Details; the parent remounts it (a new key) for each refund, so each gets a fresh
 * reference, kept across retries of that one refund (the gateway's idempotency key).
 */
export function RefundModal({ payin, refundable, showRates, open, onClose }: Props) {
  const t = useT()
  const [step, setStep] = useState<'form' | 'confirm'>('form')
  const [amount, setAmount] = useState(amountInputText(refundable))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<RefundFormErrors>({})
  const [confirmed, setConfirmed] = useState<{ amount: Paise; reason?: string } | null>(null)
  const [reference] = useState(newRefundReference)
  const create = useCreateRefund()
  const currency = payin.currency || 'INR'
  const money = (value: Paise) => formatMoney(toRupees(value), currency)

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateRefundForm({ amount, reason }, refundable)
    if (!result.ok) {
      setErrors(result.errors)
      document.getElementById(result.errors.amount ? 'refund-amount' : 'refund-reason')?.focus()
      return
    }
    setErrors({})
    setConfirmed({ amount: result.amount, ...(result.reason ? { reason: result.reason } : {}) })
    setStep('confirm')
  }

  function confirm() {
    if (!confirmed || create.isPending) return
    create.mutate(
      {
        transaction_id: payin.transaction_id,
        reference_id: reference,
        amount: toRupees(confirmed.amount),
        ...(confirmed.reason ? { reason: confirmed.reason } : {}),
      },
      // A 409 names the refund this reference already made (its first answer was lost): that
      // refund exists and the details show it, so this one is done too.
      { onSuccess: onClose, onError: (error) => duplicateRefund(error) && onClose() },
    )
  }

  const refundAmount = money(confirmed?.amount ?? paise(0))
  const question =
    currency !== 'INR' && confirmed && typeof payin.fx_rate === 'number'
      ? t(m.refundConfirmRupees, {
          amount: refundAmount,
          rupees: formatINR(toRupees(confirmed.amount) * payin.fx_rate),
        })
      : t(m.refundConfirm, { amount: refundAmount })
  const fromWallet =
    showRates && (payin.fee ?? 0) > 0
      ? t(m.fromWalletFee, { fee: formatINR(payin.fee) })
      : t(m.fromWallet)
  const [introBefore, introAfter] = t(m.refundIntro, {
    id: ID_MARK,
    amount: formatMoney(payin.amount, currency),
    refundable: money(refundable),
  }).split(ID_MARK)

  return (
    <Modal open={open} title={t(m.refundTitle)} onClose={onClose}>
      {step === 'form' ? (
        <form onSubmit={review} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            {introBefore}
            <span className="font-mono break-all">{payin.transaction_id}</span>
            {introAfter}
          </p>
          <FormField
            id="refund-amount"
            label={t(m.refundAmountLabel, { currency })}
            error={errors.amount}
          >
            <input
              id="refund-amount"
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="input text-right tabular-nums"
              {...fieldErrorProps('refund-amount', errors.amount)}
            />
          </FormField>
          <FormField id="refund-reason" label={t(m.reasonOptional)} error={errors.reason}>
            <input
              id="refund-reason"
              name="reason"
              type="text"
              maxLength={REASON_MAX + 50}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="input"
              {...fieldErrorProps('refund-reason', errors.reason)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t(m.cancel)}
            </button>
            <button type="submit" className="btn-primary">
              {t(m.reviewRefund)}
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <div className="space-y-2 rounded-lg bg-amber-50 p-4 text-sm text-slate-800 ring-1 ring-amber-200 ring-inset">
            <p className="text-base font-semibold text-slate-900">{question}</p>
            <p>{t(m.moneyGoesBack)}</p>
            <p>{fromWallet}</p>
            {confirmed?.reason && <p>{t(m.reasonShown, { reason: confirmed.reason })}</p>}
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <button
              type="button"
              className="btn-secondary"
              disabled={create.isPending}
              onClick={() => setStep('form')}
            >
              {t(m.back)}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={create.isPending}
              onClick={confirm}
            >
              {create.isPending ? t(m.refunding) : t(m.confirmRefund)}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
