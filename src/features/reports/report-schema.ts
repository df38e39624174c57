import * as z from 'zod/mini'
import { validateForm, type FieldErrors } from '../../lib/ui/form-validation'
import { t } from '../../lib/i18n/i18n'
import type { ReportQuery } from './api'
import * as m from './messages'

// In the language of the moment the form is checked, not when this module loaded.
const selectDate = { error: () => t(m.selectDate) }

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, selectDate),
  z.refine((v) => !Number.isNaN(new Date(v).getTime()), selectDate),
)

/**
 * The Custom Report form. product.md §5: the 90-day limit is stated in text only; the server says
 * so itself when a range is longer, and its message is shown.
 */
export const reportFormSchema = z.object({
  type: z.enum(['both', 'payin', 'payout', 'refund']),
  fromDate: isoDate,
  toDate: isoDate,
  status: z.union([z.literal(''), z.enum(['success', 'pending', 'failed'])]),
  format: z.enum(['csv', 'json', 'xlsx']),
})

export type ReportFormValues = z.input<typeof reportFormSchema>
export type ReportFormField = keyof ReportFormValues

export function validateReportForm(
  values: ReportFormValues,
): { ok: true; query: ReportQuery } | { ok: false; errors: FieldErrors<ReportFormField> } {
  const result = validateForm<typeof reportFormSchema, ReportFormField>(reportFormSchema, values)
  if (!result.ok) return result
  const { type, fromDate, toDate, status, format } = result.data
  const query: ReportQuery = { from_date: fromDate, to_date: toDate, format, type }
  // product.md §7: 'All' sends no status filter.
  if (status) query.status = status
  return { ok: true, query }
}
