import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeOldMail } from '../../server/domain/mail/outbox'
import { purgeOldLinks } from '../../server/domain/team/user-links'
import { startHarness, waitFor, type Harness } from './support/helpers'

/*
 * Forgot / reset password and the sandbox's mail catcher (decision 075), on the outbox transport
 * (no SMTP_URL): the mail is the outbox row, which GET /sandbox/mail and
 * `npm run sandbox -- mail <address>` show. Time is the harness's injected clock.
 */

const run = promisify(execFile)
const STRONG = 'saffron-lantern-orbit-58'
const RESET_LINK = /\/reset-password#([A-Za-z0-9_-]{43})/

let h: Harness
let asha = ''
let offset = 0
const clock = () => Date.now() + offset

beforeAll(async () => {
  h = await startHarness({ clock, resetThrottle: { perAddress: 30 } })
  // A person of demo's team who has signed in before (a session to be ended by the reset).
  const owner = await h.login()
  await h.api('/api/v1/merchant/team/invitations', {
    token: owner,
    json: { name: 'Asha Rao', email: 'asha@acme.test', role: 'admin' },
  })
  const token = tokenIn(latest('asha@acme.test').text_body, /\/invite#([A-Za-z0-9_-]{43})/)
  const accepted = await h.api('/api/v1/merchant/auth/invitation/accept', {
    json: { token, password: STRONG },
  })
  expect(accepted.status).toBe(200)
  asha = accepted.body.data.token
})
afterAll(() => h.stop())

type Row = { id: number; subject: string; text_body: string; transport: string }
function latest(address: string): Row {
  return h.sql
    .prepare('SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
    .get(address) as Row
}
const count = (address: string) =>
  (
    h.sql.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?').get(address) as {
      n: number
    }
  ).n
function tokenIn(text: string, pattern = RESET_LINK): string {
  const token = pattern.exec(text)?.[1]
  if (!token) throw new Error(`no link in ${text}`)
  return token
}
const forgot = (email: string) =>
  h.api('/api/v1/merchant/auth/password/forgot', { json: { email } })
const reset = (token: string, password: string) =>
  h.api('/api/v1/merchant/auth/password/reset', { json: { token, password } })

describe('forgot password', () => {
  it('answers the same for an address nobody has, and mails only a real one', async () => {
    const known = await forgot('asha@acme.test')
    const unknown = await forgot('nobody@acme.test')
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect(known.body).toEqual({ success: true, data: { sent: true } })
    const mail = await waitFor(
      () => latest('asha@acme.test'),
      (row) => row.subject.startsWith('Reset'),
    )
    expect(mail.subject).toBe('Reset your Merchant Portal password')
    expect(mail.transport).toBe('outbox')
    expect(mail.text_body).toContain(`${h.url}/reset-password#`)
    await new Promise((r) => setTimeout(r, 200))
    expect(count('nobody@acme.test')).toBe(0)
  })

  it('resets once with a strong password and ends every session of the person', async () => {
    await forgot('asha@acme.test')
    const token = tokenIn(
      (
        await waitFor(
          () => latest('asha@acme.test'),
          (r) => RESET_LINK.test(r.text_body),
        )
      ).text_body,
    )
    expect((await h.api('/api/v1/merchant/profile', { token: asha })).status).toBe(200)

    const weak = await reset(token, 'asha12345678')
    expect(weak.status).toBe(400)
    expect(weak.body.error.message).toMatch(/^Choose a stronger password: /)

    const done = await reset(token, `${STRONG}-new`)
    expect(done.status).toBe(200)
    expect(done.body.data).toEqual({ reset: true })
    expect((await h.api('/api/v1/merchant/profile', { token: asha })).status).toBe(401)
    expect((await reset(token, `${STRONG}-newer`)).status).toBe(410)
    const cut = await h.api('/api/v1/merchant/auth/password/reset', { json: { password: STRONG } })
    expect(cut.body.error.message).toBe('This link is incomplete: open it again from your mail')
    // The new password signs in; the old one does not.
    await expect(h.login('asha@acme.test', STRONG)).rejects.toThrow(/401/)
    expect(await h.login('asha@acme.test', `${STRONG}-new`)).toMatch(/^[\w-]{43}$/)
  })

  it('voids the earlier link with a new one, and a link ends after 30 minutes', async () => {
    const mailed = async () => {
      const before = latest('asha@acme.test').id
      await forgot('asha@acme.test')
      const row = await waitFor(
        () => latest('asha@acme.test'),
        (r) => r.id > before,
      )
      return tokenIn(row.text_body)
    }
    offset += 16 * 60_000 // past the throttle's window: Asha has had her 3 mails
    const first = await mailed()
    const second = await mailed()
    expect((await reset(first, `${STRONG}-a`)).status).toBe(410)
    // The clock only moves on in this file: the throttle's windows follow it.
    offset += 30 * 60_000 + 1_000
    const late = await reset(second, `${STRONG}-b`)
    expect(late.status).toBe(410)
    expect(late.body.error.message).toBe('This link has expired or was already used')
  })

  it('mails one address at most 3 times in 15 minutes, answering the same', async () => {
    offset += 16 * 60_000
    const before = count('asha@acme.test')
    for (let i = 0; i < 5; i++) expect((await forgot('ASHA@acme.test')).body.data.sent).toBe(true)
    await new Promise((r) => setTimeout(r, 300))
    expect(count('asha@acme.test') - before).toBe(3)
  })

  it('refuses an address past 30 requests in 15 minutes with 429', async () => {
    let last = await forgot('someone@acme.test')
    for (let i = 0; i < 30 && last.status === 200; i++) last = await forgot(`s${i}@acme.test`)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('the sandbox mail catcher', () => {
  it('is the admin token’s, newest first, escaped, with its links clickable', async () => {
    const owner = await h.login()
    const hostile = '<img src=x onerror=alert(1)>'
    await h.api('/api/v1/merchant/team/invitations', {
      token: owner,
      json: { name: hostile, email: 'hostile@acme.test', role: 'viewer' },
    })
    expect((await h.api('/sandbox/mail')).status).toBe(401)
    expect((await h.api('/sandbox/mail?token=wrong')).status).toBe(401)

    const token = encodeURIComponent(h.server.adminToken)
    const page = await h.api(`/sandbox/mail?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.text).not.toContain('<img')
    expect(page.text).toContain('Hello &#60;img src=x onerror=alert(1)&#62;,')
    const link = tokenIn(latest('hostile@acme.test').text_body, /\/invite#([\w-]{43})/)
    expect(page.text).toContain(`<a href="${h.url}/invite#${link}" rel="noreferrer">`)
    // Newest first: the hostile invitation is above Asha's reset mails.
    expect(page.text.indexOf('hostile@acme.test')).toBeLessThan(page.text.indexOf('asha@acme.test'))

    const one = await h.api(`/sandbox/mail?to=ASHA%40acme.test`, {
      headers: { 'x-admin-token': h.server.adminToken },
    })
    expect(one.text).toContain('asha@acme.test')
    expect(one.text).not.toContain('hostile@acme.test')
    const css = await h.api('/sandbox/assets/mail.css')
    expect(css.headers.get('content-type')).toMatch(/text\/css/)
  })

  it('prints the latest mail to an address with its links (npm run sandbox -- mail)', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args, '--data-dir', h.dataDir])
    const { stdout } = await cli('mail', 'hostile@acme.test')
    const link = tokenIn(latest('hostile@acme.test').text_body, /\/invite#([\w-]{43})/)
    expect(stdout).toContain('To:      hostile@acme.test')
    expect(stdout).toContain("Subject: You're invited to Acme Stores on Merchant Portal")
    expect(stdout).toMatch(/Links:\n {2}http:\/\/127\.0\.0\.1:\d+\/invite#[\w-]{43}\n/)
    expect(stdout).toContain(`/invite#${link}`)
    await expect(cli('mail', 'nobody@acme.test')).rejects.toThrow(/No mail to nobody@acme.test/)
    await expect(cli('mail')).rejects.toThrow(/needs a email address/)
  })
})

describe('the purge', () => {
  it('keeps 30 days of mail and of ended links', () => {
    const day = 24 * 3_600_000
    const old = Date.now() - 31 * day
    h.sql
      .prepare(
        `INSERT INTO mail_outbox (to_address, subject, text_body, created_at, transport)
         VALUES ('old@acme.test', 'Old', 'old', ?, 'outbox')`,
      )
      .run(old)
    const user = h.sql.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number }
    const link = h.sql.prepare(
      `INSERT INTO user_links (token_hash, user_id, purpose, created_at, expires_at, used_at)
       VALUES (?, ?, 'reset', ?, ?, ?)`,
    )
    link.run('old-ended', user.id, old, old + 1, null)
    link.run('old-used', user.id, old, Date.now() + day, old + 2)
    link.run('live', user.id, Date.now(), Date.now() + day, null)
    const mails = count('asha@acme.test')
    purgeOldMail(h.sql, Date.now())
    purgeOldLinks(h.sql, Date.now())
    expect(count('old@acme.test')).toBe(0)
    expect(count('asha@acme.test')).toBe(mails)
    const left = h.sql.prepare('SELECT token_hash FROM user_links').all() as {
      token_hash: string
    }[]
    expect(left.map((r) => r.token_hash)).toContain('live')
    expect(left.map((r) => r.token_hash)).not.toContain('old-ended')
    expect(left.map((r) => r.token_hash)).not.toContain('old-used')
  })
})
