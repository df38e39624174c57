import { useState } from 'react'
import { toast } from '../../../lib/toast/toast'
import { errorMessage } from '../../../lib/http/api-client'
import { t } from '../../../lib/i18n/i18n'
import { IFSC_PATTERN } from '../checks-api'
import { useValidateAccount } from '../checks-queries'
import type { CreatePayoutValues } from '../create-payout-schema'
import * as m from '../messages'
import type { Verification } from './account-verification'

const keyOf = (name: string, account: string, ifsc: string) => `${name}|${account}|${ifsc}`

/**
 * The 'Verify account' state of Create Payout. An answer belongs to the name, account and IFSC it
 * was asked for: change any of them and it no longer counts (nothing stale reaches the review).
 */
export function useAccountCheck(values: CreatePayoutValues) {
  const [verification, setVerification] = useState<Verification | null>(null)
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null)
  const [unsupported, setUnsupported] = useState(false)
  const mutation = useValidateAccount()
  const name = values.beneficiaryName.trim()
  const account = values.beneficiaryAccount.trim()
  const ifsc = values.beneficiaryIfsc.trim().toUpperCase()
  const key = keyOf(name, account, ifsc)
  const current = verification?.key === key ? verification : null

  return {
    current,
    unsupported,
    pending: mutation.isPending,
    canVerify: name !== '' && /^\d{6,20}$/.test(account) && IFSC_PATTERN.test(ifsc),
    error: problem?.key === key ? problem.message : undefined,
    setError: (message: string) => setProblem({ key, message }),
    verify() {
      setProblem(null)
      mutation.mutate(
        { account_number: account, ifsc, beneficiary_name: name },
        {
          onSuccess: (check) => {
            if (check === null) {
              // A gateway without the check: the action goes, the merchant loses nothing.
              setUnsupported(true)
              toast.info(t(m.verifyUnavailable))
              return
            }
            setVerification({ key, check, kept: false })
          },
          onError: (error) => setProblem({ key, message: errorMessage(error, t(m.verifyFailed)) }),
        },
      )
    },
    /** Takes the bank's name for the beneficiary; returns it for the Name field. */
    takeBankName(): string | null {
      const registered = current?.check.registered_name
      if (!current || !registered) return null
      setVerification({
        key: keyOf(registered, account, ifsc),
        check: { ...current.check, name_match: 'match' },
        kept: false,
      })
      return registered
    },
    keepName() {
      if (current) setVerification({ ...current, kept: true })
      setProblem(null)
    },
  }
}
