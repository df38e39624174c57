import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import type { CreatedPayin } from '../../../lib/payin-list'
import {
  CREATE_PAYMENT_FIELDS,
  CURRENCIES,
  EMPTY_CREATE_PAYMENT,
  MIN_AMOUNT,
  toCreatePayinRequest,
  validateCreatePayment,
  type CreatePaymentErrors,
  type CreatePaymentField,
  type CreatePaymentValues,
} from '../create-payment-schema'
import { useCreatePayment } from '../queries'

const fieldId = (field: CreatePaymentField) => `payment-${field}`

type Props = {
  /** Called with the new link and the moment it was created (the countdown starts there). */
  onCreated: (payin: CreatedPayin, createdAt: number) => void
}

/** product.md §2 Create Payment. The route remounts it (a new key) to reset it when the modal closes. */
export function CreatePaymentForm({ onCreated }: Props) {
  const [values, setValues] = useState<CreatePaymentValues>(EMPTY_CREATE_PAYMENT)
  const [errors, setErrors] = useState<CreatePaymentErrors>({})
  const create = useCreatePayment()

  function set<K extends CreatePaymentField>(field: K, value: CreatePaymentValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (create.isPending) return
    const result = validateCreatePayment(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = CREATE_PAYMENT_FIELDS.find((field) => result.errors[field])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setErrors({})
    const createdAt = Date.now()
    create.mutate(toCreatePayinRequest(result.data, createdAt), {
      onSuccess: (payin) => onCreated(payin, createdAt),
    })
  }

  const text = (field: CreatePaymentField, label: string, type = 'text', required = false) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]} required={required}>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        className="input scroll-mt-24"
        {...fieldErrorProps(fieldId(field), errors[field])}
        {...(type === 'email' ? { autoComplete: 'off', inputMode: 'email' as const } : {})}
      />
    </FormField>
  )

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center gap-2">
        <Link to="/payments" aria-label="Back to payments" className="icon-btn">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h2 className="text-2xl font-semibold text-slate-900">Create Payment</h2>
      </div>

      <form onSubmit={onSubmit} noValidate className="card space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fieldId('amount')} label="Amount" error={errors.amount} required>
            <input
              id={fieldId('amount')}
              name="amount"
              type="number"
              inputMode="decimal"
              min={MIN_AMOUNT}
              step="0.01"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
              className="input scroll-mt-24 text-right tabular-nums"
              {...fieldErrorProps(fieldId('amount'), errors.amount)}
            />
          </FormField>
          <FormField id={fieldId('currency')} label="Currency">
            <select
              id={fieldId('currency')}
              name="currency"
              value={values.currency}
              onChange={(e) => set('currency', e.target.value as CreatePaymentValues['currency'])}
              className="input scroll-mt-24"
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {text('description', 'Description')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('customerName', 'Customer Name', 'text', true)}
          {text('customerEmail', 'Customer Email', 'email', true)}
          {text('customerPhone', 'Customer Phone', 'tel')}
          {text('expiresAt', 'Expires At', 'datetime-local')}
          {text('redirectUrl', 'Redirect URL', 'url')}
          {text('webhookUrl', 'Webhook URL', 'url')}
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Link to="/payments" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Payment Link'}
          </button>
        </div>
      </form>
    </div>
  )
}
