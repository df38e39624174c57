import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { ToasterProps } from 'sonner'
import { useT } from '../lib/i18n/i18n'
import { useToastRuntime } from '../lib/toast/toast'
import * as m from './app-messages'

/*
 * A <dialog> opened with showModal() sits in the browser's top layer, above any z-index, and makes
 * the rest of the page inert: toasts raised while a modal is open ('Payment link created
 * successfully!', 'Payment link copied!', a top-up error) were drawn under its backdrop and could
 * not be clicked. A popover shown after the dialog would be above it but still inert.
 * So the one Toaster lives in its own element that moves into the topmost open modal and back:
 * inside the dialog it shares its layer and is not inert. Moving the element (not re-portalling)
 * keeps the Toaster mounted, so a toast raised just before the modal opened stays on screen.
 */
const host = typeof document === 'undefined' ? null : document.createElement('div')
host?.setAttribute('data-toast-layer', '')
const openModals: HTMLElement[] = []

function place(): void {
  if (!host) return
  const target = openModals.at(-1) ?? document.body
  if (host.parentElement !== target) target.appendChild(host)
}

/** Called by a modal once it is shown; the returned function puts the toasts back. */
export function raiseToastsInto(dialog: HTMLElement): () => void {
  openModals.push(dialog)
  place()
  return () => {
    const index = openModals.lastIndexOf(dialog)
    if (index >= 0) openModals.splice(index, 1)
    place()
  }
}

/**
 * The app's one sonner Toaster, rendered into the movable layer once the first toast has loaded
 * sonner (lib/toast/toast.ts): sonner shows it, and any raised meanwhile, when the Toaster subscribes.
 */
export function ToastLayer(props: ToasterProps) {
  const t = useT()
  const runtime = useToastRuntime()
  useEffect(() => {
    place()
    return () => host?.remove()
  }, [])
  // Inside a dialog, sonner's 'Close toast' would also answer to the dialog's own 'Close':
  // its dismiss button gets a name of its own.
  const toastOptions = { closeButtonAriaLabel: t(m.dismissNotification), ...props.toastOptions }
  if (!runtime) return null
  const { Toaster } = runtime
  return host
    ? createPortal(
        <Toaster containerAriaLabel={t(m.notifications)} {...props} toastOptions={toastOptions} />,
        host,
      )
    : null
}
