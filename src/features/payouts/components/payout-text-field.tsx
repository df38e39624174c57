import { FormField, fieldErrorProps } from '../../../components/form-field'
import type { CreatePayoutField } from '../create-payout-schema'
import { payoutFieldId as fieldId, type CreatePayoutFormState } from './use-create-payout'

type Options = {
  type?: string
  required?: boolean
  maxLength?: number
  mono?: boolean
  readOnly?: boolean
  describedBy?: string
  inputMode?: 'numeric'
}

/** One text input of Create Payout, with its label, its error and the form's value. */
export function PayoutTextField({
  form,
  field,
  label,
  options = {},
}: {
  form: Pick<CreatePayoutFormState, 'values' | 'errors' | 'set'>
  field: CreatePayoutField
  label: string
  options?: Options
}) {
  const error = form.errors[field]
  const errorProps = fieldErrorProps(fieldId(field), error)
  const describedBy =
    [errorProps['aria-describedby'], options.describedBy].filter(Boolean).join(' ') || undefined
  return (
    <FormField id={fieldId(field)} label={label} error={error} required={options.required}>
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? 'text'}
        value={form.values[field]}
        maxLength={options.maxLength}
        readOnly={options.readOnly}
        inputMode={options.inputMode}
        onChange={(e) => form.set(field, e.target.value)}
        className={`${options.mono ? 'input font-mono' : 'input'}${options.readOnly ? ' bg-slate-50' : ''}`}
        autoComplete="off"
        {...errorProps}
        aria-describedby={describedBy}
      />
    </FormField>
  )
}
