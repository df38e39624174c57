import { useEffect, useRef, type ReactNode } from 'react'
import { raiseToastsInto } from '../../../components/toast-layer'
import { holdUpdates } from '../../../lib/payment-watch/update-gate'

type Props = { labelledBy: string; children: ReactNode }

/**
 * The counter's QR and success screens: a native <dialog> shown with showModal(), filling the
 * screen. The page behind (sidebar, keypad) becomes inert, so Tab and screen readers stay on
 * the payment; Escape does nothing here (a stray key must not cancel a customer's payment).
 * While it is open the "new version" reload waits (a reload would lose the live payment).
 */
export function CounterFullScreen({ labelledBy, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    const onCancel = (event: Event) => event.preventDefault()
    dialog.addEventListener('cancel', onCancel)
    const release = holdUpdates()
    // Toasts ('Payment link copied!') are drawn inside the screen, not under it (components/toast-layer.tsx).
    const lowerToasts = raiseToastsInto(dialog)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      lowerToasts()
      if (dialog.open) dialog.close()
      release()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="m-0 h-dvh max-h-none w-full max-w-none border-0 bg-white p-0 text-slate-950"
    >
      {children}
    </dialog>
  )
}
