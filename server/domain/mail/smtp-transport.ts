import nodemailer from 'nodemailer'
import type { MailMessage, MailTransport } from './mail-message'

/*
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.in:465; query options
 * such as ?ignoreTLS=true are nodemailer's). The timeouts are short: a mail is sent after its
 * request answered, and a dead server should show as an error on the outbox row within seconds,
 * not hold a connection for nodemailer's default minutes.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    kind: 'smtp',
    async deliver(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
  }
}

/** The sandbox's transport: the outbox row is the mail (GET /sandbox/mail shows it). */
export const outboxTransport: MailTransport = { kind: 'outbox', deliver: async () => {} }
