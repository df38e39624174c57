import type { OutboxRow } from '../domain/mail/outbox'
import { escapeHtml } from './checkout-page'

/*
 * The sandbox's mail catcher (GET /sandbox/mail): the outbox, newest first, each mail's text with
 * its links clickable. Under the strict CSP (decision 020) like the checkout page: a stylesheet
 * file, no script, no style attribute; every text from a mail is escaped, and a mail's HTML body
 * is not rendered here (its text carries the same words and links).
 */

export const MAIL_CSS = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111827}
main{max-width:760px;margin:0 auto}h1{font-size:1.2rem;margin:0 0 12px}
form{margin:0 0 16px;display:flex;gap:8px}input[type=email]{flex:1;padding:6px 8px}
article{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 12px;box-shadow:0 1px 3px #0002}
h2{font-size:1rem;margin:0 0 4px}.meta{color:#6b7280;font-size:.85rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#2563eb}
.error{color:#b91c1c}.empty{color:#6b7280}
`

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g

/** Escaped text with each http(s) address as a link (the address, escaped, is also the href). */
export function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const at = match.index ?? 0
    const url = escapeHtml(match[0])
    out += `${escapeHtml(text.slice(last, at))}<a href="${url}" rel="noreferrer">${url}</a>`
    last = at + match[0].length
  }
  return out + escapeHtml(text.slice(last))
}

function status(row: OutboxRow): string {
  if (row.transport === 'outbox') return 'kept in the sandbox outbox'
  if (row.error) return `<span class="error">SMTP failed: ${escapeHtml(row.error)}</span>`
  return row.sent_at ? 'sent by SMTP' : 'being sent by SMTP'
}

function mail(row: OutboxRow): string {
  return `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.to_address)} · ${new Date(row.created_at).toISOString()} · ${status(row)}</p>
<pre>${linkify(row.text_body)}</pre>
</article>`
}

export function renderMailPage(rows: OutboxRow[], to: string | undefined, token: string): string {
  const list = rows.length
    ? rows.map(mail).join('\n')
    : `<p class="empty">No mail${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mail</title><link rel="stylesheet" href="/sandbox/assets/mail.css"></head>
<body><main>
<h1>Sandbox mail${to ? ` to ${escapeHtml(to)}` : ''}</h1>
<form method="get" action="/sandbox/mail">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="email" name="to" value="${escapeHtml(to ?? '')}" placeholder="Only mail to this address" aria-label="Only mail to this address">
<button type="submit">Show</button>
</form>
${list}
</main></body></html>`
}
