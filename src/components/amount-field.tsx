import { FormField, fieldErrorProps } from './form-field'

type Props = {
  id: string
  label: string
  error: string | undefined
  value: string
  onChange: (value: string) => void
  /** Extra classes for the input (e.g. a scroll margin under a sticky header). */
  className?: string
}

/**
 * An amount as a person types it: a text input with the decimal keypad, so Indian grouping
 * ('1,50,000') can be typed, which a number input refuses; the form checks it with the one
 * amount parser (lib/money, decision 067).
 */
export function AmountField({ id, label, error, value, onChange, className = '' }: Props) {
  return (
    <FormField id={id} label={label} error={error} required>
      <input
        id={id}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`input text-right tabular-nums ${className}`.trim()}
        {...fieldErrorProps(id, error)}
      />
    </FormField>
  )
}
