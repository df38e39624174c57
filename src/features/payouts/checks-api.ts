import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../../lib/http/api-client'
import { envelope, idText, money, optionalMoney, optionalText } from '../../lib/http/api-schemas'

/*
 * The checks before a payout (product.md §2.8 as built; docs/api-contract.md "Checks before a
 * payout"). Each call answers null against a gateway that lacks it (404): the form then does
 * without it, quietly (format checks only, no 'Verify account', no saved list, no quote).
 */

/** product.md §9: 11 characters; 4 letters (the bank), a 0, then 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/

async function orNullIfMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const ifscLookupSchema = z.looseObject({
  ifsc: z.string(),
  valid: z.boolean(),
  bank_name: z.catch(optionalText, null),
  branch: z.catch(optionalText, null),
})
export type IfscLookup = z.infer<typeof ifscLookupSchema>

/** GET /payout/ifsc/:code for a well-formed code. */
export function lookupIfsc(code: string): Promise<IfscLookup | null> {
  return orNullIfMissing(
    async () =>
      envelope(ifscLookupSchema).parse(await apiRequest(`/payout/ifsc/${encodeURIComponent(code)}`))
        .data,
  )
}

export const accountCheckSchema = z.looseObject({
  account_exists: z.boolean(),
  registered_name: z.catch(optionalText, null),
  name_match: z.catch(z.nullish(z.enum(['match', 'mismatch'])), null),
})
export type AccountCheck = z.infer<typeof accountCheckSchema>

export type AccountCheckRequest = {
  account_number: string
  ifsc: string
  beneficiary_name: string
}

/** POST /payout/validate-account: the name the bank holds (the sandbox's penny drop). */
export function validateAccount(request: AccountCheckRequest): Promise<AccountCheck | null> {
  return orNullIfMissing(async () => {
    const body = await apiRequest('/payout/validate-account', { method: 'POST', body: request })
    return envelope(accountCheckSchema).parse(body).data
  })
}

export const payoutQuoteSchema = z.looseObject({
  amount: money,
  fee: z.catch(optionalMoney, undefined),
  total_debit: z.catch(optionalMoney, undefined),
  available_balance: z.catch(optionalMoney, undefined),
  sufficient_balance: z.catch(z.optional(z.boolean()), undefined),
  awaits_approval: z.catch(z.optional(z.boolean()), undefined),
  largest_recent_payout: z.catch(optionalMoney, undefined),
  above_usual: z.catch(z.optional(z.boolean()), undefined),
})
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>

/** GET /payout/quote: the fee and total by the gateway's own rule, and the "usual" check. */
export function fetchPayoutQuote(amount: number): Promise<PayoutQuote | null> {
  return orNullIfMissing(async () => {
    const body = await apiRequest('/payout/quote', { query: { amount } })
    return envelope(payoutQuoteSchema).parse(body).data
  })
}

export const beneficiarySchema = z.looseObject({
  beneficiary_id: idText,
  name: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  bank_name: z.catch(optionalText, null),
  phone: z.catch(optionalText, null),
  email: z.catch(optionalText, null),
  // The bank's name from the account's last check (additive: null when never checked).
  name_at_bank: z.catch(optionalText, null),
  name_checked_at: z.catch(optionalText, null),
})
export type Beneficiary = z.infer<typeof beneficiarySchema>

/** GET /payout/beneficiaries: newest first; null when the gateway keeps none. */
export function fetchBeneficiaries(): Promise<Beneficiary[] | null> {
  return orNullIfMissing(async () => {
    const body = await apiRequest('/payout/beneficiaries')
    return envelope(z.array(beneficiarySchema)).parse(body).data
  })
}

export async function removeBeneficiary(id: string): Promise<void> {
  await apiRequest(`/payout/beneficiaries/${encodeURIComponent(id)}/remove`, {
    method: 'POST',
    body: {},
  })
}

/** '•••• 7890': enough to recognise the account, not to copy it. */
export function maskAccount(account: string): string {
  return `•••• ${account.trim().slice(-4)}`
}
