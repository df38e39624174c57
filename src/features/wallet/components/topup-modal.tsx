import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Modal } from '../../../components/modal'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { useSubmitTopup } from '../queries'
import { AmountField } from '../../../components/amount-field'
import {
  checkProofFile,
  EMPTY_TOPUP,
  PROOF_ACCEPT,
  TRANSFER_TYPES,
  validateTopup,
  type TopupField,
  type TopupValues,
} from '../topup-schema'

type Props = { open: boolean; onClose: () => void }

const fieldId = (field: TopupField) => `topup-${field}`

/** product.md §2 'Request Wallet Top-up'. The form lives only while open, so closing resets it. */
export function TopupModal({ open, onClose }: Props) {
  const t = useT()
  return (
    <Modal open={open} title={t(m.topupTitle)} onClose={onClose}>
      <TopupForm onDone={onClose} onCancel={onClose} />
    </Modal>
  )
}

function TopupForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT()
  const [values, setValues] = useState<TopupValues>(EMPTY_TOPUP)
  const [error, setError] = useState<{ field: TopupField; message: string } | null>(null)
  const submit = useSubmitTopup()
  const inFlight = useRef(false)

  function set<K extends keyof TopupValues>(field: K, value: TopupValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (error?.field === field) setError(null)
  }

  // The file is checked as soon as it is chosen; a bad one is not kept.
  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    const problem = file ? checkProofFile(file) : null
    if (file && problem) {
      event.target.value = ''
      set('proof', null)
      setError({ field: 'proof', message: problem })
      return
    }
    set('proof', file)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const result = validateTopup(values)
    if (!result.ok) {
      setError({ field: result.field, message: result.message })
      document.getElementById(fieldId(result.field))?.focus()
      return
    }
    setError(null)
    inFlight.current = true
    submit.mutate(
      {
        amount: result.amount,
        transferType: result.transferType,
        referenceNumber: result.referenceNumber,
        proof: result.proof,
      },
      {
        onSuccess: onDone,
        onSettled: () => {
          inFlight.current = false
        },
      },
    )
  }

  const errorFor = (field: TopupField) => (error?.field === field ? error.message : undefined)
  const busy = submit.isPending

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AmountField
        id={fieldId('amount')}
        label={t(m.amount)}
        error={errorFor('amount')}
        value={values.amount}
        onChange={(value) => set('amount', value)}
      />
      <FormField id={fieldId('transferType')} label={t(m.transferType)} required>
        <select
          id={fieldId('transferType')}
          name="transferType"
          value={values.transferType}
          onChange={(e) => set('transferType', e.target.value as TopupValues['transferType'])}
          className="input"
        >
          {TRANSFER_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={fieldId('referenceNumber')}
        label={t(m.referenceUtr)}
        error={errorFor('referenceNumber')}
        required
      >
        <input
          id={fieldId('referenceNumber')}
          name="referenceNumber"
          type="text"
          autoComplete="off"
          value={values.referenceNumber}
          onChange={(e) => set('referenceNumber', e.target.value)}
          className="input font-mono"
          {...fieldErrorProps(fieldId('referenceNumber'), errorFor('referenceNumber'))}
        />
      </FormField>
      <FormField
        id={fieldId('proof')}
        label={t(m.paymentProof)}
        error={errorFor('proof')}
        hint={t(m.proofHint)}
        required
      >
        <input
          id={fieldId('proof')}
          name="payment_proof"
          type="file"
          accept={PROOF_ACCEPT}
          onChange={onFile}
          className="input file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium"
          {...fieldErrorProps(fieldId('proof'), errorFor('proof'))}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t(m.cancel)}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t(m.submitting) : t(m.submitRequest)}
        </button>
      </div>
    </form>
  )
}
