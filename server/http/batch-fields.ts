import * as z from 'zod'
import type { BatchColumn } from '../domain/batches/batch-file'
import type { CheckedFields, FieldCheck } from '../domain/batches/batch-row'
import { amountField } from './schemas'
import {
  accountNumberField,
  beneficiaryExtras,
  beneficiaryName,
  ifscField,
  payoutCommon,
  vpaField,
} from './payout-fields'

/*
 * One row of a payout file by the single payout's field rules (payout-fields.ts), every field at
 * once: a person fixing a file wants all of a row's problems, not the first. An empty cell is
 * absent, as an empty form field is.
 */

const MODES = ['IMPS', 'NEFT', 'RTGS', 'UPI'] as const
const modeField = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(MODES, { error: 'Mode must be IMPS, NEFT, RTGS or UPI' }))

/** The file's amount: the money parser, with its own words for each problem. */
const amount = amountField({
  required: 'Please enter an amount',
  invalid: 'Amount must be a number like 1500 or 1500.50',
  decimals: 'Amount can have at most 2 decimal places',
  positive: 'Amount must be more than ₹0',
})

function field<T>(schema: z.ZodType<T>, value: string | undefined, errors: string[]): T | null {
  const result = schema.safeParse(value === '' ? undefined : value)
  if (result.success) return result.data
  errors.push(result.error.issues[0]?.message ?? 'Invalid value')
  return null
}

export function checkBatchFields(cells: Record<BatchColumn, string>): FieldCheck {
  const errors: string[] = []
  const fields: CheckedFields = {
    reference_id: cells.reference_id.slice(0, 64),
    amount: null,
    mode: null,
    beneficiary_name: cells.beneficiary_name || null,
    beneficiary_account: cells.beneficiary_account || null,
    beneficiary_ifsc: cells.beneficiary_ifsc || null,
    beneficiary_vpa: cells.beneficiary_vpa || null,
    beneficiary_phone: cells.beneficiary_phone || null,
    beneficiary_email: cells.beneficiary_email || null,
    remarks: cells.remarks || null,
  }
  // A cell in error keeps what was typed (cut to a sane length), so the errors file gives it back
  // to be corrected rather than blank.
  const raw = (value: string) => value.slice(0, 500) || null
  field(payoutCommon.reference_id, cells.reference_id, errors)
  fields.amount = field(amount, cells.amount, errors)
  const mode = field(modeField, cells.mode, errors)
  fields.mode = mode ?? raw(cells.mode)
  fields.beneficiary_name =
    field(beneficiaryName, cells.beneficiary_name, errors) ?? raw(cells.beneficiary_name)
  if (mode === 'UPI') {
    fields.beneficiary_vpa =
      field(vpaField, cells.beneficiary_vpa, errors) ?? raw(cells.beneficiary_vpa)
    fields.beneficiary_account = null
    fields.beneficiary_ifsc = null
  } else if (mode !== null) {
    fields.beneficiary_account =
      field(accountNumberField, cells.beneficiary_account, errors) ?? raw(cells.beneficiary_account)
    fields.beneficiary_ifsc =
      field(ifscField, cells.beneficiary_ifsc, errors) ?? raw(cells.beneficiary_ifsc)
    fields.beneficiary_vpa = null
  }
  const extras = beneficiaryExtras
  fields.beneficiary_phone =
    field(extras.beneficiary_phone, cells.beneficiary_phone, errors) ?? raw(cells.beneficiary_phone)
  fields.beneficiary_email =
    field(extras.beneficiary_email, cells.beneficiary_email, errors) ?? raw(cells.beneficiary_email)
  fields.remarks = field(extras.remarks, cells.remarks, errors) ?? raw(cells.remarks)
  return { errors, fields }
}
