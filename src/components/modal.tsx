import { useEffect, useId, useRef, type ReactNode } from 'react'
import X from 'lucide-react/icons/x'
import { useT } from '../lib/i18n/i18n'
import * as m from './messages'
import { raiseToastsInto } from './toast-layer'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Tailwind max-width class, e.g. 'max-w-lg'. */
  size?: string
}

/**
 * A native <dialog> opened with showModal(): the browser closes on Escape, makes the page behind
 * inert and returns focus to the opener; the one thing added here is wrapping Tab at the ends.
 */
export function Modal({ open, title, onClose, children, size = 'max-w-lg' }: Props) {
  const t = useT()
  // Its own id: a modal opened over another (Refund payment over Payment Details) is named by
  // its own title, never the other's.
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    // Toasts join the dialog in the top layer while it is open (toast-layer.tsx).
    if (open) return raiseToastsInto(dialog)
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Escape fires 'cancel'; keep React the owner of the open state.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // showModal() keeps focus out of the inert page, but Tab past the last control leaves for
    // the browser's own UI: wrap it (and Shift+Tab before the first) so focus cycles inside.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
      )
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="max-h-[90dvh] overflow-y-auto">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t(m.close)} className="icon-btn">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="p-5">{children}</div>
        </div>
      )}
    </dialog>
  )
}
