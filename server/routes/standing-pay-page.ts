import { formatInr } from '../domain/core/money'
import type { PayinRow } from '../domain/core/payin-row'
import { escapeHtml } from './checkout-page'

/*
 * The sandbox UPI app's side of a standing QR (decision 078): a static QR carries no amount, so
 * the app shows the payee and asks for it, then pays. Same rules as the checkout page (decision
 * 020): no scripts, no inline styles, every shown value escaped.
 */

export type StandingPayee = { business_name: string; vpa: string }

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox UPI</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/sandbox/assets/checkout.css"></head>
<body><main>
<p class="muted">Sandbox UPI app — no real money moves</p>
${body}
</main></body></html>`
}

/** The amount form; `error` and `amount` when a payment was refused (the form again). */
export function renderStandingAsk(payee: StandingPayee, error?: string, amount = ''): string {
  const action = `/sandbox/standing/${encodeURIComponent(payee.vpa)}/pay`
  return shell(
    `Pay ${payee.business_name.slice(0, 200)}`,
    `<h1>${escapeHtml(payee.business_name.slice(0, 200))}</h1>
<p class="muted">${escapeHtml(payee.vpa)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="amount">Amount (₹)</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(amount)}">
<p><button type="submit" class="pay">Pay</button></p>
</form>`,
  )
}

export function renderStandingPaid(payee: StandingPayee, payin: PayinRow): string {
  return shell(
    `Paid ${formatInr(payin.amount)}`,
    `<h1>${escapeHtml(payee.business_name.slice(0, 200))}</h1>
<p class="amount">${escapeHtml(formatInr(payin.amount))}</p>
<p class="status success" role="status">Payment successful</p>
<p class="muted">UTR ${escapeHtml(payin.utr ?? '')}</p>
<p><a class="link" href="/sandbox/standing/${escapeHtml(encodeURIComponent(payee.vpa))}">Pay again</a></p>`,
  )
}

export const STANDING_NOT_FOUND = shell(
  'Not found',
  '<h1>Payee not found</h1><p class="muted">No counter has this payee address.</p>',
)
