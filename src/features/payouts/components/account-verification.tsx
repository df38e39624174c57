import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import CircleCheck from 'lucide-react/icons/circle-check'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useT } from '../../../lib/i18n/i18n'
import type { AccountCheck } from '../checks-api'
import * as m from '../messages'

/** A check's answer, kept with what was checked: any change of name, account or IFSC voids it. */
export type Verification = { key: string; check: AccountCheck; kept: boolean }

type Props = {
  /** Null: nothing checked for what the form holds now. */
  verification: Verification | null
  enteredName: string
  canVerify: boolean
  pending: boolean
  error: string | undefined
  onVerify: () => void
  onUseBankName: () => void
  onKeepName: () => void
}

/**
 * 'Verify account' (product.md §2.8 as built): the gateway's penny-drop check reads the name the
 * bank holds. A different name shows both and waits for the merchant's choice.
 */
export function AccountVerification(props: Props) {
  const t = useT()
  const { verification, enteredName, canVerify, pending, error } = props
  const check = verification?.check
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        onClick={props.onVerify}
        disabled={!canVerify || pending}
        aria-disabled={!canVerify || pending}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t(pending ? m.verifying : m.verifyAccount)}
      </button>
      <div id="payout-verification" aria-live="polite" tabIndex={-1}>
        {check && !check.account_exists && (
          <p className="flex items-center gap-1 text-sm text-red-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t(m.accountNotFound)}
          </p>
        )}
        {check?.account_exists && check.name_match !== 'mismatch' && (
          <p className="flex items-center gap-1 text-sm text-green-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {t(m.accountVerified, { name: check.registered_name })}
          </p>
        )}
        {check?.account_exists && check.name_match === 'mismatch' && (
          <div
            role="group"
            aria-labelledby="payout-name-differs"
            className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p id="payout-name-differs" className="font-semibold">
              {t(m.nameDiffers)}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt>{t(m.nameEntered)}</dt>
              <dd className="font-medium wrap-anywhere">{enteredName}</dd>
              <dt>{t(m.nameAtBank)}</dt>
              <dd className="font-medium wrap-anywhere">{check.registered_name}</dd>
            </dl>
            {verification?.kept ? (
              <p>{t(m.keptName)}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-secondary" onClick={props.onUseBankName}>
                  {t(m.useBankName)}
                </button>
                <button type="button" className="btn-secondary" onClick={props.onKeepName}>
                  {t(m.keepName)}
                </button>
              </div>
            )}
          </div>
        )}
        {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      </div>
    </div>
  )
}
