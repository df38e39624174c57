import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/*
 * A real SMTP receiver for the server tests (smtp-server + mailparser on 127.0.0.1, a free port):
 * the gateway's nodemailer talks to it as to any mail server, and each mail is parsed as a mail
 * client would read it.
 */

export type ReceivedMail = { to: string; from: string; subject: string; text: string; html: string }

export type SmtpReceiver = {
  /** SMTP_URL for the gateway: plain SMTP on loopback, no STARTTLS. */
  url: string
  mails: ReceivedMail[]
  close(): Promise<void>
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to
          mails.push({
            to: to?.value[0]?.address ?? '',
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          })
          callback()
        })
        .catch((err: Error) => callback(err))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
