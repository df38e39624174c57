import { useEffect, useRef } from 'react'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../shift-messages'

type Props = {
  /** The amount about to be charged, in rupees. */
  amount: number
  /** The owner's limit for this counter, in rupees. */
  limit: number
  onConfirm: () => void
  onCancel: () => void
}

/**
 * 'Charge ₹1,50,150.00?' before a charge above the owner's limit (decision 064): a kept ₹150 and
 * a re-typed '150' make ₹1,50,150, and a QR for it is one tap away. A native modal dialog (the
 * page behind is inert); focus starts on 'Change amount', so a second Enter never confirms.
 */
export function ChargeConfirm({ amount, limit, onConfirm, onCancel }: Props) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    cancelRef.current?.focus()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby="charge-confirm-title"
      aria-describedby="charge-confirm-help"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2
        id="charge-confirm-title"
        className="text-2xl font-bold break-words text-slate-950 tabular-nums"
      >
        {t(m.confirmCharge, { amount: formatINR(amount) })}
      </h2>
      <p id="charge-confirm-help" className="mt-2 text-sm text-slate-700">
        {t(m.confirmChargeHelp, { limit: formatINR(limit) })}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button ref={cancelRef} type="button" onClick={onCancel} className="btn-secondary">
          {t(m.confirmChargeNo)}
        </button>
        <button type="button" onClick={onConfirm} className="btn-primary min-h-11 px-6">
          {t(m.confirmChargeYes)}
        </button>
      </div>
    </dialog>
  )
}
