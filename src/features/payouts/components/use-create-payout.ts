import { useRef, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Beneficiary } from '../checks-api'
import { beneficiariesQueryOptions, ifscQueryOptions } from '../checks-queries'
import {
  CREATE_PAYOUT_FIELDS,
  EMPTY_CREATE_PAYOUT,
  toInitiatePayoutRequest,
  validateCreatePayout,
  type CreatePayoutErrors,
  type CreatePayoutField,
  type CreatePayoutValues,
} from '../create-payout-schema'
import { t } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { useInitiatePayout } from '../queries'
import type { NameCheck, PayoutReview } from './review-payout-modal'
import { useAccountCheck } from './use-account-check'

export const payoutFieldId = (field: CreatePayoutField) => `payout-${field}`

/**
 * Create Payout's state and its two steps (product.md §2.8 as built): 'Initiate Payout' checks
 * everything the form can and opens the review; 'Confirm and send' makes the one call.
 */
export function useCreatePayout(onCreated: () => void) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<CreatePayoutValues>(EMPTY_CREATE_PAYOUT)
  const [errors, setErrors] = useState<CreatePayoutErrors>({})
  const [picked, setPicked] = useState<Beneficiary | null>(null)
  const [save, setSave] = useState(false)
  const [review, setReview] = useState<PayoutReview | null>(null)
  const [preparing, setPreparing] = useState(false)
  const saved = useQuery(beneficiariesQueryOptions())
  const account = useAccountCheck(values)
  const initiate = useInitiatePayout()
  // Money moves here: a second press before React re-renders a disabled button is dropped.
  const inFlight = useRef(false)
  const checking = useRef(false)

  function set(field: CreatePayoutField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function pick(beneficiary: Beneficiary | null) {
    setPicked(beneficiary)
    setErrors({})
    setValues((prev) => ({
      ...prev,
      beneficiaryName: beneficiary?.name ?? '',
      beneficiaryAccount: beneficiary?.account_number ?? '',
      beneficiaryAccountConfirm: '',
      beneficiaryIfsc: beneficiary?.ifsc ?? '',
      beneficiaryPhone: beneficiary?.phone ?? '',
      beneficiaryEmail: beneficiary?.email ?? '',
    }))
  }

  function fail(found: CreatePayoutErrors) {
    setErrors(found)
    const first = CREATE_PAYOUT_FIELDS.find((field) => found[field])
    if (first) document.getElementById(payoutFieldId(first))?.focus()
  }

  async function prepare() {
    const result = validateCreatePayout(values, { reentry: picked === null })
    if (!result.ok) return fail(result.errors)
    setErrors({})
    const request = toInitiatePayoutRequest(result.data)
    // The bank as the gateway knows it; a failed lookup leaves the check to the gateway.
    const bank = await queryClient
      .fetchQuery(ifscQueryOptions(request.beneficiary_ifsc))
      .catch(() => null)
    if (bank && !bank.valid) return fail({ beneficiaryIfsc: t(m.unknownIfsc) })
    const check = account.current
    if (check && !check.check.account_exists) {
      return fail({ beneficiaryAccount: t(m.accountNotFound) })
    }
    if (check?.check.name_match === 'mismatch' && !check.kept) {
      account.setError(t(m.chooseName))
      document.getElementById('payout-verification')?.focus()
      return
    }
    const registeredName = check?.check.registered_name ?? ''
    setReview({
      request: save && !picked ? { ...request, save_beneficiary: true } : request,
      bankName: bank?.bank_name ?? null,
      nameCheck: check
        ? check.check.name_match === 'mismatch'
          ? { kind: 'confirmed-mismatch', registeredName }
          : { kind: 'match', registeredName }
        : savedNameCheck(picked, request.beneficiary_name),
    })
  }

  return {
    values,
    errors,
    set,
    picked,
    pick,
    save,
    setSave,
    account,
    /** The saved list; null against a gateway that keeps none. */
    beneficiaries: saved.data,
    review,
    closeReview: () => setReview(null),
    busy: initiate.isPending || preparing,
    sending: initiate.isPending,
    /** 'Initiate Payout': nothing is sent yet. */
    async submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      if (inFlight.current || checking.current) return
      checking.current = true
      setPreparing(true)
      try {
        await prepare()
      } finally {
        checking.current = false
        setPreparing(false)
      }
    },
    /** 'Confirm and send': the one call that moves money; once, however often it is pressed. */
    confirm() {
      if (!review || inFlight.current) return
      inFlight.current = true
      initiate.mutate(review.request, {
        onSuccess: () => {
          setReview(null)
          onCreated()
        },
        onError: () => {
          inFlight.current = false
          setReview(null)
        },
      })
    },
  }
}

/** What the form's parts read and change. */
export type CreatePayoutFormState = ReturnType<typeof useCreatePayout>

/** A saved beneficiary's name as the bank gave it at its last check (gateway's beneficiary list). */
function savedNameCheck(picked: Beneficiary | null, name: string): NameCheck {
  const registeredName = picked?.name_at_bank
  if (!registeredName) return { kind: 'unverified' }
  return sameBankName(name, registeredName)
    ? { kind: 'match', registeredName }
    : { kind: 'confirmed-mismatch', registeredName }
}

/** Names compare as a bank's name check does: case, spacing and punctuation do not count. */
function sameBankName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .toUpperCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  return plain(a) === plain(b)
}
