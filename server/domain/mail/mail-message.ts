/* What a mail is and what carries it: the bottom of the mail area, importing nothing of it. */

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /**
   * Link tokens in the mail. The copy the outbox keeps of a mail that left by SMTP has them
   * blanked out, so the database never holds a live link (decision 075).
   */
  secrets?: string[]
}

export type TransportKind = 'outbox' | 'smtp'

/** Hands a mail to the outside world; only SMTP does, the outbox's record is its delivery. */
export type MailTransport = {
  kind: TransportKind
  deliver(message: MailMessage): Promise<void>
}
