/**
 * Which payment QR is up on this page, if any, so that a session ending under it can say what
 * happened instead of leaving the cashier on a bare sign-in page (decision 049). The counter's
 * full-screen QR and the payment-link modal hold it while they are shown.
 */
export type QrOnScreen = 'sale' | 'link'

const holders: QrOnScreen[] = []

export function holdQrOnScreen(kind: QrOnScreen): () => void {
  holders.push(kind)
  let held = true
  return () => {
    if (!held) return
    held = false
    holders.splice(holders.indexOf(kind), 1)
  }
}

/** The QR on screen, the counter's first when both are. */
export function qrOnScreen(): QrOnScreen | null {
  if (holders.includes('sale')) return 'sale'
  return holders[0] ?? null
}
