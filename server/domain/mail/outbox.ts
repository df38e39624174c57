import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { TransportKind } from './mail-message'

/* Reading the outbox: the sandbox's mail catcher (GET /sandbox/mail) and `npm run sandbox -- mail`. */

export type OutboxRow = {
  id: number
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: number
  sent_at: number | null
  transport: TransportKind
  error: string | null
}

/** The newest mails first, to one address (any case) or to everyone. */
export function listMail(db: Db, { to, limit = 50 }: { to?: string; limit?: number } = {}) {
  const rows = to
    ? stmt(db, 'SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?').all(
        to,
        limit,
      )
    : stmt(db, 'SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').all(limit)
  return rows as OutboxRow[]
}

/** The http(s) links written in a mail's text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])]
}
