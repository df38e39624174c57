import { useRef, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Info } from 'lucide-react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import {
  CREATE_PAYOUT_FIELDS,
  EMPTY_CREATE_PAYOUT,
  IFSC_LENGTH,
  PAYOUT_MODES,
  toInitiatePayoutRequest,
  validateCreatePayout,
  type CreatePayoutErrors,
  type CreatePayoutField,
  type CreatePayoutValues,
} from '../create-payout-schema'
import { useInitiatePayout } from '../queries'

const fieldId = (field: CreatePayoutField) => `payout-${field}`

type Props = { onCreated: () => void }

/** product.md §2 Create Payout. */
export function CreatePayoutForm({ onCreated }: Props) {
  const [values, setValues] = useState<CreatePayoutValues>(EMPTY_CREATE_PAYOUT)
  const [errors, setErrors] = useState<CreatePayoutErrors>({})
  const initiate = useInitiatePayout()
  // Money moves here: a second submit before React re-renders the disabled button is dropped.
  const inFlight = useRef(false)

  function set(field: CreatePayoutField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const result = validateCreatePayout(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = CREATE_PAYOUT_FIELDS.find((field) => result.errors[field])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setErrors({})
    inFlight.current = true
    initiate.mutate(toInitiatePayoutRequest(result.data), {
      onSuccess: onCreated,
      onError: () => {
        inFlight.current = false
      },
    })
  }

  const text = (
    field: CreatePayoutField,
    label: string,
    options: { type?: string; required?: boolean; maxLength?: number; mono?: boolean } = {},
  ) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]} required={options.required}>
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? 'text'}
        value={values[field]}
        maxLength={options.maxLength}
        onChange={(e) => set(field, e.target.value)}
        className={options.mono ? 'input font-mono' : 'input'}
        autoComplete="off"
        {...fieldErrorProps(fieldId(field), errors[field])}
      />
    </FormField>
  )

  const busy = initiate.isPending

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-start gap-2">
        <Link to="/payouts" aria-label="Back to payouts" className="icon-btn shrink-0">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">Create Payout</h2>
          <p className="text-sm text-slate-600">
            Send money to bank accounts via IMPS, NEFT, or RTGS
          </p>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="card space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Payout Details</legend>
          {text('referenceId', 'Reference ID', { required: true, mono: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('amount')} label="Amount (INR)" error={errors.amount} required>
              <input
                id={fieldId('amount')}
                name="amount"
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                value={values.amount}
                onChange={(e) => set('amount', e.target.value)}
                className="input text-right tabular-nums"
                {...fieldErrorProps(fieldId('amount'), errors.amount)}
              />
            </FormField>
            <FormField id={fieldId('mode')} label="Mode" error={errors.mode} required>
              <select
                id={fieldId('mode')}
                name="mode"
                value={values.mode}
                onChange={(e) => set('mode', e.target.value)}
                className="input"
              >
                {PAYOUT_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {mode}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        </fieldset>

        <hr className="border-slate-200" />

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Beneficiary Details</legend>
          {text('beneficiaryName', 'Name', { required: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('beneficiaryAccount', 'Account Number', { required: true, mono: true })}
            {text('beneficiaryIfsc', 'IFSC Code', {
              required: true,
              maxLength: IFSC_LENGTH,
              mono: true,
            })}
            {text('beneficiaryPhone', 'Phone', { type: 'tel' })}
            {text('beneficiaryEmail', 'Email', { type: 'email' })}
          </div>
          <FormField id={fieldId('remarks')} label="Remarks">
            <textarea
              id={fieldId('remarks')}
              name="remarks"
              rows={2}
              value={values.remarks}
              onChange={(e) => set('remarks', e.target.value)}
              className="input"
            />
          </FormField>
        </fieldset>

        <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="list-disc space-y-1 pl-4">
            <li>Ensure sufficient wallet balance before initiating a payout</li>
            <li>IMPS payouts are processed within 30 minutes</li>
            <li>NEFT/RTGS may take 2-4 hours depending on bank working hours</li>
            <li>Payout fees are deducted from your wallet balance</li>
          </ul>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Link to="/payouts" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy}>
            {busy ? 'Processing...' : 'Initiate Payout'}
          </button>
        </div>
      </form>
    </div>
  )
}
