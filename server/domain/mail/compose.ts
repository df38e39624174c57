import type { MailMessage } from './mail-message'

/*
 * One mail in two bodies from the same parts: plain text, and a simple HTML page (escaped text,
 * the link as a button and written out, no images or remote content, so it reads the same in any
 * client and in a text-only one).
 */

export type MailPart = string | { link: string; label: string }

export type MailDraft = {
  to: string
  subject: string
  /** 'en' | 'hi': the HTML's lang, so a reader's voice and fonts pick the right language. */
  language: string
  parts: MailPart[]
  secrets?: string[]
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)
}

function htmlPart(part: MailPart): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
  const href = escapeHtml(part.link)
  return (
    `<p><a href="${href}" style="display:inline-block;padding:10px 18px;border-radius:6px;` +
    `background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600">` +
    `${escapeHtml(part.label)}</a></p><p style="font-size:13px;color:#555">` +
    `<a href="${href}" style="color:#4338ca;word-break:break-all">${href}</a></p>`
  )
}

export function composeMail(draft: MailDraft): MailMessage {
  const text = draft.parts
    .map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.link}`))
    .join('\n\n')
  const html =
    `<!doctype html><html lang="${escapeHtml(draft.language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(draft.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:15px;` +
    `line-height:1.5;color:#111"><div style="max-width:560px">` +
    draft.parts.map(htmlPart).join('') +
    `</div></body></html>`
  return { to: draft.to, subject: draft.subject, text: `${text}\n`, html, secrets: draft.secrets }
}
