import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/connection'
import { composeMail } from '../../server/domain/mail/compose'
import type { MailMessage } from '../../server/domain/mail/mail-message'
import { createMailer, HIDDEN_SECRET } from '../../server/domain/mail/mailer'

/*
 * The mailer's promise (decision 075): a mail exists exactly when the transaction that caused it
 * committed, it is handed to SMTP only after that, and the stored copy of an SMTP mail keeps no
 * link. A fake SMTP transport records what it was given.
 */

let dir: string
let db: Db
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mailer-test-'))
  db = openDatabase(dir)
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const TOKEN = 'A'.repeat(43)
const message = (to: string): MailMessage =>
  composeMail({
    to,
    subject: 'Hello <you>',
    language: 'en',
    parts: ['Dear <b>you</b>,', { link: `https://portal.test/invite#${TOKEN}`, label: 'Open' }],
    secrets: [TOKEN],
  })
const row = (to: string) =>
  db.prepare('SELECT * FROM mail_outbox WHERE to_address = ?').get(to) as
    { text_body: string; html_body: string; sent_at: number | null; transport: string } | undefined

function smtp() {
  const delivered: MailMessage[] = []
  let committedWhenSent: boolean | null = null
  const mailer = createMailer({
    kind: 'smtp',
    async deliver(m) {
      committedWhenSent = !db.inTransaction
      delivered.push(m)
    },
  })
  return { mailer, delivered, committedWhenSent: () => committedWhenSent }
}

describe('the mailer', () => {
  it('sends by SMTP only after the transaction committed, and keeps no link', async () => {
    const { mailer, delivered, committedWhenSent } = smtp()
    db.transaction(() => {
      mailer.send(db, message('a@test.in'))
      expect(delivered).toHaveLength(0)
    })()
    await mailer.idle()
    expect(delivered.map((m) => m.to)).toEqual(['a@test.in'])
    expect(committedWhenSent()).toBe(true)
    expect(delivered[0]?.text).toContain(TOKEN)
    const stored = row('a@test.in')
    expect(stored?.transport).toBe('smtp')
    expect(stored?.sent_at).not.toBeNull()
    expect(stored?.text_body).not.toContain(TOKEN)
    expect(stored?.html_body).not.toContain(TOKEN)
    expect(stored?.text_body).toContain(HIDDEN_SECRET)
  })

  it('never sends a mail whose transaction rolled back', async () => {
    const { mailer, delivered } = smtp()
    expect(() =>
      db.transaction(() => {
        mailer.send(db, message('b@test.in'))
        throw new Error('the invitation failed')
      })(),
    ).toThrow('the invitation failed')
    await mailer.idle()
    expect(delivered).toHaveLength(0)
    expect(row('b@test.in')).toBeUndefined()
  })

  it('keeps the outbox mail whole, and escapes the HTML body', () => {
    const mailer = createMailer({ kind: 'outbox', deliver: async () => {} })
    mailer.send(db, message('c@test.in'))
    const stored = row('c@test.in')
    expect(stored?.text_body).toContain(`https://portal.test/invite#${TOKEN}`)
    expect(stored?.sent_at).not.toBeNull()
    expect(stored?.html_body).toContain('Dear &lt;b&gt;you&lt;/b&gt;,')
    expect(stored?.html_body).toContain('<title>Hello &lt;you&gt;</title>')
    expect(stored?.html_body).toContain(`href="https://portal.test/invite#${TOKEN}"`)
  })
})
