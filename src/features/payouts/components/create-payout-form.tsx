import { Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Info from 'lucide-react/icons/info'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { useT } from '../../../lib/i18n'
import { showsRates } from '../../../lib/session-store'
import { useSession } from '../../../lib/use-session'
import { IFSC_LENGTH, PAYOUT_MODES, type CreatePayoutField } from '../create-payout-schema'
import * as m from '../messages'
import { AccountVerification } from './account-verification'
import { IfscStatus } from './ifsc-status'
import { ReviewPayoutModal } from './review-payout-modal'
import { SavedBeneficiaryPicker } from './saved-beneficiary-picker'
import { payoutFieldId as fieldId, useCreatePayout } from './use-create-payout'
import { suggestedReference } from '../create-payout-schema'

const IFSC_STATUS_ID = 'payout-ifsc-status'

type Props = { onCreated: () => void }

/** product.md §2.8 Create Payout, with its as-built checks and the review before sending. */
export function CreatePayoutForm({ onCreated }: Props) {
  const t = useT()
  const session = useSession()
  const form = useCreatePayout(onCreated)
  const { values, errors, set, account } = form

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

  const { busy, beneficiaries, picked } = form
  const fromSaved = picked !== null

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-start gap-2">
        <Link to="/payouts" aria-label={t(m.backToPayouts)} className="icon-btn shrink-0">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{t(m.createPayout)}</h2>
          <p className="text-sm text-slate-600">{t(m.subtitle)}</p>
        </div>
      </div>

      <form onSubmit={(e) => void form.submit(e)} noValidate className="card space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t(m.details)}</legend>
          <div>
            {text('referenceId', t(m.referenceId), { required: true, mono: true })}
            {!values.referenceId && (
              <button
                type="button"
                className="mt-1 text-sm font-medium text-brand-700 underline hover:text-brand-800"
                onClick={() => set('referenceId', suggestedReference())}
              >
                {t(m.suggestReference)}
              </button>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('amount')} label={t(m.amountInr)} error={errors.amount} required>
              <input
                id={fieldId('amount')}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={values.amount}
                onChange={(e) => set('amount', e.target.value)}
                className="input text-right tabular-nums"
                {...fieldErrorProps(fieldId('amount'), errors.amount)}
              />
            </FormField>
            <FormField id={fieldId('mode')} label={t(m.mode)} error={errors.mode} required>
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
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            {t(m.beneficiaryDetails)}
          </legend>
          {beneficiaries && beneficiaries.length > 0 && (
            <SavedBeneficiaryPicker
              beneficiaries={beneficiaries}
              pickedId={picked?.beneficiary_id ?? ''}
              onPick={form.pick}
            />
          )}
          {text('beneficiaryName', t(m.name), { required: true, readOnly: fromSaved })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('beneficiaryAccount', t(m.accountNumber), {
              required: true,
              mono: true,
              readOnly: fromSaved,
              inputMode: 'numeric',
            })}
            {!fromSaved &&
              text('beneficiaryAccountConfirm', t(m.reenterAccountLabel), {
                required: true,
                mono: true,
                inputMode: 'numeric',
              })}
            <div>
              {text('beneficiaryIfsc', t(m.ifscCode), {
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
            {text('beneficiaryPhone', t(m.phone), { type: 'tel' })}
            {text('beneficiaryEmail', t(m.email), { type: 'email' })}
          </div>
          <FormField id={fieldId('remarks')} label={t(m.remarks)}>
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
                checked={form.save}
                onChange={(e) => form.setSave(e.target.checked)}
                className="size-4"
              />
              {t(m.saveBeneficiary)}
            </label>
          )}
        </fieldset>

        <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="list-disc space-y-1 pl-4">
            <li>{t(m.noteBalance)}</li>
            <li>{t(m.noteImps)}</li>
            <li>{t(m.noteNeft)}</li>
            <li>{t(m.noteFees)}</li>
          </ul>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Link to="/payouts" className="btn-secondary">
            {t(m.cancel)}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy}>
            {t(busy ? m.processing : m.initiate)}
          </button>
        </div>
      </form>

      <ReviewPayoutModal
        review={form.review}
        showRates={showsRates(session?.merchant)}
        sending={form.sending}
        onConfirm={form.confirm}
        onClose={form.closeReview}
      />
    </div>
  )
}
