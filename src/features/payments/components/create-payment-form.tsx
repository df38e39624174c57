import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { useT } from '../../../lib/i18n/i18n'
import type { CreatedPayin } from '../../../lib/lists/payin-list'
import {
  CREATE_PAYMENT_FIELDS,
  CURRENCIES,
  EMPTY_CREATE_PAYMENT,
  toCreatePayinRequest,
  validateCreatePayment,
  type CreatePaymentErrors,
  type CreatePaymentField,
  type CreatePaymentValues,
} from '../create-payment-schema'
import * as m from '../messages'
import { useCreatePayment } from '../queries'
import { AmountField } from '../../../components/amount-field'
import { useOutlets } from '../../../lib/outlets/use-outlets'

const fieldId = (field: CreatePaymentField) => `payment-${field}`

type Props = {
  /** Called with the new link and the moment it was created (the countdown starts there). */
  onCreated: (payin: CreatedPayin, createdAt: number) => void
}

/** product.md §2 Create Payment. The route remounts it (a new key) to reset it when the modal closes. */
export function CreatePaymentForm({ onCreated }: Props) {
  const t = useT()
  const [values, setValues] = useState<CreatePaymentValues>(EMPTY_CREATE_PAYMENT)
  const [errors, setErrors] = useState<CreatePaymentErrors>({})
  const create = useCreatePayment()
  const outlets = useOutlets()
  // A person limited to outlets must name one of theirs (the gateway refuses otherwise); with
  // only one, it is theirs without asking. Anyone else may leave the link the business's.
  const limited = outlets.limitedTo.length > 0
  const [outlet, setOutlet] = useState('')
  const [outletError, setOutletError] = useState<string>()
  const outletId =
    outlet || (limited && outlets.open.length === 1 ? outlets.open[0]?.outlet_id : '')

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
    if (limited && !outletId) {
      setOutletError(t(m.chooseYourOutlet))
      document.getElementById('payment-outlet')?.focus()
      return
    }
    setErrors({})
    setOutletError(undefined)
    const createdAt = Date.now()
    const request = toCreatePayinRequest(result.data, createdAt)
    create.mutate(outletId ? { ...request, outlet_id: outletId } : request, {
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
        <Link to="/payments" aria-label={t(m.backToPayments)} className="icon-btn">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.createPayment)}</h2>
      </div>

      <form onSubmit={onSubmit} noValidate className="card space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            id={fieldId('amount')}
            label={t(m.amount)}
            error={errors.amount}
            value={values.amount}
            onChange={(value) => set('amount', value)}
            className="scroll-mt-24"
          />
          <FormField id={fieldId('currency')} label={t(m.currency)}>
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
        {outlets.many && (
          <FormField
            id="payment-outlet"
            label={t(m.linkOutlet)}
            error={outletError}
            hint={t(m.linkOutletHint)}
            required={limited}
          >
            <select
              id="payment-outlet"
              name="outlet"
              value={outlet}
              onChange={(e) => {
                setOutlet(e.target.value)
                setOutletError(undefined)
              }}
              className="input scroll-mt-24"
              aria-describedby={outletError ? undefined : 'payment-outlet-hint'}
              {...fieldErrorProps('payment-outlet', outletError)}
            >
              <option value="">{limited ? t(m.linkChooseOutlet) : t(m.linkNoOutlet)}</option>
              {outlets.open.map((o) => (
                <option key={o.outlet_id} value={o.outlet_id}>
                  {o.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {text('description', t(m.description))}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('customerName', t(m.customerName), 'text', true)}
          {text('customerEmail', t(m.customerEmail), 'email', true)}
          {text('customerPhone', t(m.customerPhone), 'tel')}
          {text('expiresAt', t(m.expiresAt), 'datetime-local')}
          {text('redirectUrl', t(m.redirectUrl), 'url')}
          {text('webhookUrl', t(m.webhookUrl), 'url')}
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Link to="/payments" className="btn-secondary">
            {t(m.cancel)}
          </Link>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t(m.creating) : t(m.createLink)}
          </button>
        </div>
      </form>
    </div>
  )
}
