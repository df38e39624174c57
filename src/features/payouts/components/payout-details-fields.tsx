import { FormField } from '../../../components/form-field'
import { useT } from '../../../lib/i18n/i18n'
import { PAYOUT_MODES, suggestedReference } from '../create-payout-schema'
import * as m from '../messages'
import { PayoutTextField } from './payout-text-field'
import { payoutFieldId as fieldId, type CreatePayoutFormState } from './use-create-payout'
import { AmountField } from '../../../components/amount-field'

/** Create Payout's first part: the reference (with a suggestion), the amount and the mode. */
export function PayoutDetailsFields({ form }: { form: CreatePayoutFormState }) {
  const t = useT()
  const { values, errors, set } = form
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t(m.details)}</legend>
      <div>
        <PayoutTextField
          form={form}
          field="referenceId"
          label={t(m.referenceId)}
          options={{ required: true, mono: true }}
        />
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
        <AmountField
          id={fieldId('amount')}
          label={t(m.amountInr)}
          error={errors.amount}
          value={values.amount}
          onChange={(value) => set('amount', value)}
        />
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
  )
}
