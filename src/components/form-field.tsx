import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  error?: string | undefined
  hint?: string
  required?: boolean
  children: ReactNode
}

/**
 * Label + control + inline error. The control must carry the same id and, when invalid,
 * aria-invalid and aria-describedby={`${id}-error`} (see fieldErrorProps).
 */
export function FormField({ id, label, error, hint, required, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        // The id lets a control point at its hint (aria-describedby={`${id}-hint`}).
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
}
