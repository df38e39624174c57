import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import type { CreatedPayin } from '../../../lib/lists/payin-list'
import { CreatePaymentForm } from '../../../features/payments/components/create-payment-form'
import {
  PaymentLinkModal,
  type PaymentLink,
} from '../../../features/payment-link/components/payment-link-modal'
import { linkTimes } from '../../../lib/payment-watch/payment-status-machine'

export const Route = createFileRoute('/_authed/payments/create')({
  staticData: { texts: ['payments', 'paymentLink', 'sale'], action: 'links.create' },
  component: CreatePaymentRoute,
})

/** The form (payments) and the live link modal (payment-link) meet here, not in each other. */
function toPaymentLink(payin: CreatedPayin, createdAt: number): PaymentLink {
  const { deadline, payableUntil } = linkTimes(createdAt, payin)
  return {
    transactionId: payin.transaction_id,
    orderId: payin.order_id ?? '',
    amount: payin.amount,
    currency: payin.currency ?? 'INR',
    paymentUrl: payin.payment_url,
    upiIntent: payin.upi_intent,
    deadline,
    payableUntil,
    amountInr: payin.amount_inr,
    fxRate: payin.fx_rate,
  }
}

function CreatePaymentRoute() {
  const [link, setLink] = useState<PaymentLink | null>(null)
  // product.md §2: closing the modal resets the form; a new key gives a fresh one.
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <CreatePaymentForm
        key={formKey}
        onCreated={(payin, createdAt) => setLink(toPaymentLink(payin, createdAt))}
      />
      {link && (
        <PaymentLinkModal
          key={link.transactionId}
          payment={link}
          onClose={() => {
            setLink(null)
            setFormKey((key) => key + 1)
            // The opener (the old form's submit button) is gone: give focus to the new, empty
            // form rather than leave it on <body> (keyboard users, decision 021).
            requestAnimationFrame(() => document.getElementById('payment-amount')?.focus())
          }}
        />
      )}
    </>
  )
}
