import { FormField } from '../../../components/form-field'
import { useT } from '../../../lib/i18n/i18n'
import { IFSC_LENGTH } from '../create-payout-schema'
import * as m from '../messages'
import { AccountVerification } from './account-verification'
import { IfscStatus } from './ifsc-status'
import { PayoutTextField } from './payout-text-field'
import { SavedBeneficiaryPicker } from './saved-beneficiary-picker'
import { payoutFieldId as fieldId, type CreatePayoutFormState } from './use-create-payout'

const IFSC_STATUS_ID = 'payout-ifsc-status'

/**
 * Create Payout's second part: a saved beneficiary or a new one (name, account twice, IFSC with
 * its bank), the name check at the bank, contact details, remarks and 'Save this beneficiary'.
 */
export function BeneficiaryFields({ form }: { form: CreatePayoutFormState }) {
  const t = useT()
  const { values, errors, set, account, beneficiaries, picked } = form
  const fromSaved = picked !== null
  return (
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
      <PayoutTextField
        form={form}
        field="beneficiaryName"
        label={t(m.name)}
        options={{ required: true, readOnly: fromSaved }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PayoutTextField
          form={form}
          field="beneficiaryAccount"
          label={t(m.accountNumber)}
          options={{ required: true, mono: true, readOnly: fromSaved, inputMode: 'numeric' }}
        />
        {!fromSaved && (
          <PayoutTextField
            form={form}
            field="beneficiaryAccountConfirm"
            label={t(m.reenterAccountLabel)}
            options={{ required: true, mono: true, inputMode: 'numeric' }}
          />
        )}
        <div>
          <PayoutTextField
            form={form}
            field="beneficiaryIfsc"
            label={t(m.ifscCode)}
            options={{
              required: true,
              maxLength: IFSC_LENGTH,
              mono: true,
              readOnly: fromSaved,
              describedBy: IFSC_STATUS_ID,
            }}
          />
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
        <PayoutTextField
          form={form}
          field="beneficiaryPhone"
          label={t(m.phone)}
          options={{ type: 'tel' }}
        />
        <PayoutTextField
          form={form}
          field="beneficiaryEmail"
          label={t(m.email)}
          options={{ type: 'email' }}
        />
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
  )
}
