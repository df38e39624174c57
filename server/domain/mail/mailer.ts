import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { MailMessage, MailTransport, TransportKind } from './mail-message'

/*
 * Every mail is a row of mail_outbox, written by the caller's own transaction (decision 075): a
 * mail exists exactly when what caused it committed. With SMTP the row is sent after that, on the
 * next turn of the event loop, so a slow or dead mail server never delays or fails the request;
 * the outcome lands on the row (sent_at, or error). A row whose transaction rolled back is gone by
 * then and is not sent. Nothing retries: a mail lost with the process is asked for again (resend,
 * forgot password), which issues a fresh link anyway.
 */

/** What the outbox keeps instead of a link token of a mail that left by SMTP. */
export const HIDDEN_SECRET = '[link hidden: sent by SMTP]'

export type Mailer = {
  transport: TransportKind
  /** Records the mail (in the caller's transaction, if any) and, with SMTP, sends it after. */
  send(db: Db, message: MailMessage): number
  /** Resolves once every send started so far has finished (shutdown, tests). */
  idle(): Promise<void>
}

function stored(text: string, secrets: string[] | undefined): string {
  let out = text
  for (const secret of secrets ?? []) if (secret) out = out.split(secret).join(HIDDEN_SECRET)
  return out
}

export function createMailer(transport: MailTransport, now: () => number = Date.now): Mailer {
  const inFlight = new Set<Promise<void>>()

  async function deliver(db: Db, id: number, message: MailMessage): Promise<void> {
    const row = stmt(
      db,
      'SELECT 1 FROM mail_outbox WHERE id = ? AND to_address = ? AND subject = ?',
    )
    if (!row.get(id, message.to, message.subject)) return
    let error: string | null = null
    try {
      await transport.deliver(message)
    } catch (err) {
      // Kept short: an SMTP reply can be long, and the row is for a person to read.
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500)
      console.error(`[sandbox] mail ${id} to ${message.to} not sent: ${error}`)
    }
    try {
      stmt(db, 'UPDATE mail_outbox SET sent_at = ?, error = ? WHERE id = ?').run(
        error === null ? now() : null,
        error,
        id,
      )
    } catch (err) {
      // The database closed under a send at shutdown: the mail went (or not); nothing to record.
      console.error(`[sandbox] mail ${id}: outcome not recorded:`, err)
    }
  }

  return {
    transport: transport.kind,
    send(db, message) {
      const smtp = transport.kind === 'smtp'
      const at = now()
      const { lastInsertRowid } = stmt(
        db,
        `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, created_at, sent_at,
                                  transport)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        message.to,
        message.subject,
        smtp ? stored(message.text, message.secrets) : message.text,
        smtp ? stored(message.html, message.secrets) : message.html,
        at,
        smtp ? null : at,
        transport.kind,
      )
      const id = Number(lastInsertRowid)
      if (smtp) {
        // setImmediate: after the caller's (synchronous) transaction has committed or rolled back.
        const sending = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => deliver(db, id, message))
          // Never an unhandled rejection: that would end the process (server/main.ts).
          .catch((err: unknown) => console.error(`[sandbox] mail ${id} failed:`, err))
          .finally(() => inFlight.delete(sending))
        inFlight.add(sending)
      }
      return id
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}
