import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import * as m from './messages'
import {
  fetchBeneficiaries,
  fetchPayoutQuote,
  lookupIfsc,
  removeBeneficiary,
  validateAccount,
} from './checks-api'
import { payoutsKeys } from './queries'

export const checksKeys = {
  ifsc: (code: string) => [...payoutsKeys.all, 'ifsc', code] as const,
  quote: (amount: number) => [...payoutsKeys.all, 'quote', amount] as const,
  beneficiaries: () => [...payoutsKeys.all, 'beneficiaries'] as const,
}

/** A bank's codes do not change while a form is open: one lookup per code. */
export function ifscQueryOptions(code: string) {
  return queryOptions({
    queryKey: checksKeys.ifsc(code),
    queryFn: () => lookupIfsc(code),
    staleTime: Infinity,
    retry: 1,
  })
}

/**
 * Read afresh each time the review opens (the balance and recent payouts move), and never kept on
 * the device: a stored quote would show an old balance check until the new one arrived.
 */
export function quoteQueryOptions(amount: number) {
  return queryOptions({
    queryKey: checksKeys.quote(amount),
    queryFn: () => fetchPayoutQuote(amount),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    meta: { persist: false },
  })
}

export function beneficiariesQueryOptions() {
  return queryOptions({ queryKey: checksKeys.beneficiaries(), queryFn: fetchBeneficiaries })
}

export function useValidateAccount() {
  return useMutation({ mutationFn: validateAccount })
}

export function useRemoveBeneficiary() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeBeneficiary,
    onSuccess: () => {
      toast.success(t(m.beneficiaryRemoved))
      return queryClient.invalidateQueries({ queryKey: checksKeys.beneficiaries() })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.removeFailed))),
  })
}
