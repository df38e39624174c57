import QRCode from 'qrcode'
import { formatInr } from '../domain/core/money'
import { autoRefunded } from '../domain/payins/payin-refund-state'
import type { PayinRow } from '../domain/core/payin-row'
import { redirectAllowed } from '../domain/payins/redirect-url'
import { upiIntent, type IntentPayee } from '../domain/payins/upi-intent'

/*
 * The sandbox "UPI app" page. It must work under the strict CSP (docs/decisions/020): no scripts,
 * no inline <style> or style attributes — plain HTML forms, a stylesheet file, an inline SVG QR.
 */

export const CHECKOUT_CSS = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111827}
main{max-width:380px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002;text-align:center}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:8px 0}
.muted{color:#6b7280;font-size:.85rem;word-break:break-all}.qr svg{width:240px;height:240px}
.status{font-weight:600;padding:8px;border-radius:8px}.pending{background:#fef3c7}.success{background:#d1fae5}
.failed,.cancelled{background:#fee2e2}form{display:inline-block;margin:8px}
button{font-size:1rem;padding:10px 28px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#10b981;color:#fff}.decline{background:#e5e7eb;color:#111827}.link{color:#2563eb}
label{display:block;margin:12px 0 4px;font-weight:600}.error{background:#fee2e2;padding:8px;border-radius:8px}
input{font-size:1.5rem;padding:8px;width:9ch;text-align:center;border:1px solid #9ca3af;border-radius:8px}
`

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const STATUS_TEXT: Record<PayinRow['status'], string> = {
  pending: 'Waiting for payment',
  success: 'Payment successful',
  failed: 'Payment declined',
  cancelled: 'Payment link expired or cancelled',
}

/** A payment recorded on a cancelled payin and sent back (decision 050). */
function statusText(payin: PayinRow): string {
  if (!autoRefunded(payin)) return STATUS_TEXT[payin.status]
  if (payin.cancelled_by === 'standing_qr')
    return 'Paid after the sale was paid on the standing QR: refunded automatically'
  return payin.cancelled_by === 'merchant'
    ? 'Paid after the payment was cancelled: refunded automatically'
    : 'Paid after the payment link expired: refunded automatically'
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export async function renderCheckout(
  payin: PayinRow,
  merchant: IntentPayee,
  allowLoopback = true,
): Promise<string> {
  // Dollars group in thousands ($100,000.00), never by lakh; the rupees it was converted to at
  // creation follow (decision 030).
  const amount =
    payin.currency === 'USD'
      ? `${USD.format(payin.amount / 100)} (${formatInr(payin.amount_inr ?? payin.amount)})`
      : formatInr(payin.amount)
  const business = escapeHtml(merchant.business_name.slice(0, 200))
  const id = escapeHtml(payin.transaction_id)
  const action = `/sandbox/pay/${encodeURIComponent(payin.transaction_id)}`
  const pending = payin.status === 'pending'
  // The same intent the API returns as upi_intent (a USD link has none: no QR). A description long
  // enough to overflow a QR's capacity leaves the page without one rather than failing it.
  const intent = pending ? upiIntent(payin, merchant) : null
  const qr = intent
    ? await QRCode.toString(intent, { type: 'svg', margin: 2, width: 240 }).catch(() => '')
    : ''
  // Only to the payin's own stored callback_url, and only one that passes today's check.
  const returnLink =
    !pending && payin.callback_url && redirectAllowed(payin.callback_url, allowLoopback)
      ? `<p><a class="link" href="${escapeHtml(withResult(payin))}">Return to ${business}</a></p>`
      : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} · Sandbox UPI</title>
${returnLink && !pending ? `<meta http-equiv="refresh" content="3;url=${escapeHtml(withResult(payin))}">` : ''}
<link rel="icon" href="data:,"><link rel="stylesheet" href="/sandbox/assets/checkout.css"></head>
<body><main>
<p class="muted">Sandbox UPI app — no real money moves</p>
<h1>${business}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">Transaction ${id}</p>
<p class="status ${payin.status}" role="status">${statusText(payin)}</p>
${qr ? `<div class="qr">${qr}</div>` : ''}
${
  pending
    ? `<form method="post" action="${action}/pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${action}/decline"><button type="submit" class="decline">Decline</button></form>`
    : payin.utr
      ? `<p class="muted">UTR ${escapeHtml(payin.utr)}</p>`
      : ''
}
${returnLink}
</main></body></html>`
}

/** The merchant's redirect URL with the outcome appended as query parameters. */
export function withResult(payin: PayinRow): string {
  const url = new URL(payin.callback_url ?? '')
  url.searchParams.set('transaction_id', payin.transaction_id)
  url.searchParams.set('order_id', payin.order_id)
  url.searchParams.set('status', payin.status)
  return url.toString()
}
