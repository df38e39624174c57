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
  field(payoutCommon.reference_id, cells.reference_id, errors)
  fields.amount = field(amount, cells.amount, errors)
  fields.mode = field(modeField, cells.mode, errors)
  fields.beneficiary_name = field(beneficiaryName, cells.beneficiary_name, errors)
  if (fields.mode === 'UPI') {
    fields.beneficiary_vpa = field(vpaField, cells.beneficiary_vpa, errors)
    fields.beneficiary_account = null
    fields.beneficiary_ifsc = null
  } else if (fields.mode !== null) {
    fields.beneficiary_account = field(accountNumberField, cells.beneficiary_account, errors)
    fields.beneficiary_ifsc = field(ifscField, cells.beneficiary_ifsc, errors)
    fields.beneficiary_vpa = null
  }
  const phone = field(beneficiaryExtras.beneficiary_phone, cells.beneficiary_phone, errors)
  const email = field(beneficiaryExtras.beneficiary_email, cells.beneficiary_email, errors)
  const remarks = field(beneficiaryExtras.remarks, cells.remarks, errors)
  fields.beneficiary_phone = phone ?? null
  fields.beneficiary_email = email ?? null
  fields.remarks = remarks ?? null
  return { errors, fields }
}
