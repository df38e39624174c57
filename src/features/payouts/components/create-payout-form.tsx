import { useRef, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Info } from 'lucide-react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { showsRates } from '../../../lib/session-store'
import { useSession } from '../../../lib/use-session'
import type { Beneficiary } from '../checks-api'
import { beneficiariesQueryOptions, ifscQueryOptions } from '../checks-queries'
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
import { ACCOUNT_NOT_FOUND, AccountVerification, CHOOSE_NAME } from './account-verification'
import { IfscStatus, UNKNOWN_IFSC } from './ifsc-status'
import { ReviewPayoutModal, type PayoutReview } from './review-payout-modal'
import { SavedBeneficiaryPicker } from './saved-beneficiary-picker'
import { useAccountCheck } from './use-account-check'

const fieldId = (field: CreatePayoutField) => `payout-${field}`
const IFSC_STATUS_ID = 'payout-ifsc-status'

type Props = { onCreated: () => void }

/** product.md §2.8 Create Payout, with its as-built checks and the review before sending. */
export function CreatePayoutForm({ onCreated }: Props) {
  const queryClient = useQueryClient()
  const session = useSession()
  const [values, setValues] = useState<CreatePayoutValues>(EMPTY_CREATE_PAYOUT)
  const [errors, setErrors] = useState<CreatePayoutErrors>({})
  const [picked, setPicked] = useState<Beneficiary | null>(null)
  const [save, setSave] = useState(false)
  const [review, setReview] = useState<PayoutReview | null>(null)
  const [preparing, setPreparing] = useState(false)
  const saved = useQuery(beneficiariesQueryOptions())
  const account = useAccountCheck(values)
  const initiate = useInitiatePayout()
  // Money moves here: a second confirm before React re-renders the disabled button is dropped.
  const inFlight = useRef(false)

  function set(field: CreatePayoutField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function pick(beneficiary: Beneficiary | null) {
    setPicked(beneficiary)
    setErrors({})
    setValues((prev) => ({
      ...prev,
      beneficiaryName: beneficiary?.name ?? '',
      beneficiaryAccount: beneficiary?.account_number ?? '',
      beneficiaryAccountConfirm: '',
      beneficiaryIfsc: beneficiary?.ifsc ?? '',
      beneficiaryPhone: beneficiary?.phone ?? '',
      beneficiaryEmail: beneficiary?.email ?? '',
    }))
  }

  function fail(found: CreatePayoutErrors, focusId?: string) {
    setErrors(found)
    const first = CREATE_PAYOUT_FIELDS.find((field) => found[field])
    document.getElementById(focusId ?? (first ? fieldId(first) : ''))?.focus()
  }

  /** 'Initiate Payout': every check the form can make, then the review (nothing sent yet). */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current || preparing) return
    const result = validateCreatePayout(values, { reentry: picked === null })
    if (!result.ok) return fail(result.errors)
    setErrors({})
    setPreparing(true)
    try {
      const request = toInitiatePayoutRequest(result.data)
      // The bank as the gateway knows it; a failed lookup leaves the check to the gateway.
      const bank = await queryClient
        .fetchQuery(ifscQueryOptions(request.beneficiary_ifsc))
        .catch(() => null)
      if (bank && !bank.valid) return fail({ beneficiaryIfsc: UNKNOWN_IFSC })
      const check = account.current
      if (check && !check.check.account_exists) {
        return fail({ beneficiaryAccount: ACCOUNT_NOT_FOUND })
      }
      if (check?.check.name_match === 'mismatch' && !check.kept) {
        account.setError(CHOOSE_NAME)
        document.getElementById('payout-verification')?.focus()
        return
      }
      const registeredName = check?.check.registered_name ?? ''
      setReview({
        request: save && !picked ? { ...request, save_beneficiary: true } : request,
        bankName: bank?.bank_name ?? null,
        nameCheck: !check
          ? { kind: 'unverified' }
          : check.check.name_match === 'mismatch'
            ? { kind: 'confirmed-mismatch', registeredName }
            : { kind: 'match', registeredName },
      })
    } finally {
      setPreparing(false)
    }
  }

  /** 'Confirm and send': the one call that moves money; once, however often it is pressed. */
  function onConfirm() {
    if (!review || inFlight.current) return
    inFlight.current = true
    initiate.mutate(review.request, {
      onSuccess: () => {
        setReview(null)
        onCreated()
      },
      onError: () => {
        inFlight.current = false
        setReview(null)
      },
    })
  }

  const text = (
    field: CreatePayoutField,
    label: string,
    options: {
      type?: string
      required?: boolean
      maxLength?: number
      mono?: boolean
      readOnly?: boolean
      describedBy?: string
      inputMode?: 'numeric'
    } = {},
  ) => {
    const errorProps = fieldErrorProps(fieldId(field), errors[field])
    const describedBy =
      [errorProps['aria-describedby'], options.describedBy].filter(Boolean).join(' ') || undefined
    return (
      <FormField
        id={fieldId(field)}
        label={label}
        error={errors[field]}
        required={options.required}
      >
        <input
          id={fieldId(field)}
          name={field}
          type={options.type ?? 'text'}
          value={values[field]}
          maxLength={options.maxLength}
          readOnly={options.readOnly}
          inputMode={options.inputMode}
          onChange={(e) => set(field, e.target.value)}
          className={`${options.mono ? 'input font-mono' : 'input'}${options.readOnly ? ' bg-slate-50' : ''}`}
          autoComplete="off"
          {...errorProps}
          aria-describedby={describedBy}
        />
      </FormField>
    )
  }

  const busy = initiate.isPending || preparing
  const beneficiaries = saved.data
  const fromSaved = picked !== null

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

      <form onSubmit={(e) => void onSubmit(e)} noValidate className="card space-y-6">
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
          {beneficiaries && beneficiaries.length > 0 && (
            <SavedBeneficiaryPicker
              beneficiaries={beneficiaries}
              pickedId={picked?.beneficiary_id ?? ''}
              onPick={pick}
            />
          )}
          {text('beneficiaryName', 'Name', { required: true, readOnly: fromSaved })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('beneficiaryAccount', 'Account Number', {
              required: true,
              mono: true,
              readOnly: fromSaved,
              inputMode: 'numeric',
            })}
            {!fromSaved &&
              text('beneficiaryAccountConfirm', 'Re-enter account number', {
                required: true,
                mono: true,
                inputMode: 'numeric',
              })}
            <div>
              {text('beneficiaryIfsc', 'IFSC Code', {
                required: true,
                maxLength: IFSC_LENGTH,
                mono: true,
                readOnly: fromSaved,
                describedBy: IFSC_STATUS_ID,
              })}
              <IfscStatus
                id={IFSC_STATUS_ID}
                value={values.beneficiaryIfsc}
                disabled={Boolean(errors.beneficiaryIfsc)}
              />
            </div>
          </div>
          {!account.unsupported && (
            <AccountVerification
              verification={account.current}
              enteredName={values.beneficiaryName.trim()}
              canVerify={account.canVerify}
              pending={account.pending}
              error={account.error}
              onVerify={account.verify}
              onUseBankName={() => {
                const name = account.takeBankName()
                if (name) set('beneficiaryName', name)
              }}
              onKeepName={account.keepName}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
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
          {beneficiaries && !fromSaved && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={save}
                onChange={(e) => setSave(e.target.checked)}
                className="size-4"
              />
              Save this beneficiary for future payouts
            </label>
          )}
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

      <ReviewPayoutModal
        review={review}
        showRates={showsRates(session?.merchant)}
        sending={initiate.isPending}
        onConfirm={onConfirm}
        onClose={() => setReview(null)}
      />
    </div>
  )
}
