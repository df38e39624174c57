import type * as z from 'zod/mini'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

export type FormValidation<T, F extends string> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<F> }

/**
 * Parses a form's values; on failure, the first message of each field (forms show one message
 * under a field, and the first rule broken is the one product.md §5 orders first).
 */
export function validateForm<S extends z.ZodMiniType, F extends string>(
  schema: S,
  values: z.input<S>,
): FormValidation<z.output<S>, F> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors<F> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined
    if (field !== undefined && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}
