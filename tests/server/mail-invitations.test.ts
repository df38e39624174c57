import { createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, waitFor, type Harness } from './support/helpers'
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver'

/*
 * Invitations (decision 075) through a real SMTP server: the gateway is configured with SMTP_URL
 * pointing at smtp-server on loopback, and each mail is read as a mail client would. Time is the
 * harness's injected clock, so a link's 7 days pass in a line.
 */

const DAY = 24 * 3_600_000
const STRONG = 'violet-harbour-kettle-93'
const INVITE_LINK = /(http:\/\/127\.0\.0\.1:\d+)\/invite#([A-Za-z0-9_-]{43})/

let smtp: SmtpReceiver
let h: Harness
let owner: string
let offset = 0
const clock = () => Date.now() + offset

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  h = await startHarness({
    mail: { smtpUrl: smtp.url, from: 'Portal <no-reply@portal.test>' },
    clock,
  })
  owner = await h.login()
})
afterAll(async () => {
  await h.stop()
  await smtp.close()
})

const invite = (json: unknown, token = owner) =>
  h.api('/api/v1/merchant/team/invitations', { token, json })

async function mailTo(address: string, count = 1) {
  const mails = await waitFor(
    () => smtp.mails.filter((m) => m.to === address),
    (found) => found.length >= count,
  )
  const mail = mails[count - 1]
  if (!mail) throw new Error('no mail')
  const [, origin, token] = INVITE_LINK.exec(mail.text) ?? []
  return { mail, origin, token: token ?? '' }
}

describe('an invitation', () => {
  it('creates an invited person and mails a single-use link by SMTP', async () => {
    const res = await invite({ name: 'Meera Iyer', email: 'meera@acme.test', role: 'finance' })
    expect(res.status).toBe(201)
    expect(res.body.data.person).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@acme.test',
      role: 'finance',
      status: 'invited',
      two_step: false,
    })
    const expires = Date.parse(res.body.data.person.invite_expires_at)
    expect(expires - clock()).toBeGreaterThan(7 * DAY - 60_000)
    expect(expires - clock()).toBeLessThanOrEqual(7 * DAY)

    const { mail, origin, token } = await mailTo('meera@acme.test')
    expect(mail.subject).toBe("You're invited to Acme Stores on Merchant Portal")
    expect(mail.from).toContain('no-reply@portal.test')
    expect(origin).toBe(h.url)
    expect(mail.text).toContain('as Finance')
    expect(mail.html).toContain(`/invite#${token}`)

    // The outbox records it as sent by SMTP, without the live link.
    const row = await waitFor(
      () =>
        h.sql.prepare("SELECT * FROM mail_outbox WHERE to_address = 'meera@acme.test'").get() as {
          transport: string
          sent_at: number | null
          text_body: string
          error: null
        },
      (r) => r.sent_at !== null,
    )
    expect(row.transport).toBe('smtp')
    expect(row.error).toBeNull()
    expect(row.text_body).not.toContain(token)
    expect(row.text_body).toContain('[link hidden')
    // Only the token's SHA-256 is stored.
    const link = h.sql.prepare("SELECT * FROM user_links WHERE purpose = 'invite'").all()
    expect(JSON.stringify(link)).not.toContain(token)

    const read = await h.api(`/api/v1/merchant/auth/invitation/${token}`)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({
      name: 'Meera Iyer',
      email: 'meera@acme.test',
      business_name: 'Acme Stores',
      role: 'finance',
    })
  })

  it('refuses an address that belongs to anyone, in any case, and a bad role', async () => {
    const taken = await invite({ name: 'Again', email: 'MEERA@acme.test', role: 'viewer' })
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('This email already belongs to someone on a team')
    const other = await invite({ name: 'Norates', email: 'norates@example.com', role: 'viewer' })
    expect(other.status).toBe(409)
    const role = await invite({ name: 'X', email: 'x@acme.test', role: 'boss' })
    expect(role.status).toBe(400)
    const unsigned = await h.api('/api/v1/merchant/team/invitations', {
      json: { name: 'X', email: 'x@acme.test', role: 'viewer' },
    })
    expect(unsigned.status).toBe(401)
  })

  it('is accepted once, with a strong password, and signs the person in', async () => {
    await invite({ name: 'Ravi Kumar', email: 'ravi@acme.test', role: 'operations' })
    const { token } = await mailTo('ravi@acme.test')
    const accept = (password: string) =>
      h.api('/api/v1/merchant/auth/invitation/accept', { json: { token, password } })

    const weak = await accept('password1234')
    expect(weak.status).toBe(400)
    expect(weak.body.error).toEqual({
      message: 'Choose a stronger password: this is similar to a commonly used password',
      code: 'password_weak',
      reason: 'similarToCommon',
    })
    // The person's own name and business count as guessable words.
    const personal = await accept('AcmeStores2026')
    expect(personal.status).toBe(400)
    expect(personal.body.error).toMatchObject({
      message: 'Choose a stronger password: it contains your name, email or business name',
      reason: 'userInputs',
    })
    expect((await accept('Short1!')).body.error).toEqual({
      message: 'Choose a password of at least 10 characters',
      code: 'password_too_short',
    })
    expect((await accept('x'.repeat(1025))).body.error.code).toBe('password_too_long')

    const first = await accept(STRONG)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    // The login answer: the person, their role and what they may do.
    expect(first.body.data).toMatchObject({
      merchant: { business_name: 'Acme Stores' },
      user: { name: 'Ravi Kumar', email: 'ravi@acme.test', role: 'operations', two_step: false },
    })
    expect(first.body.data.user.actions).toContain('links.create')
    expect(first.body.data.user.actions).not.toContain('team.manage')
    expect(typeof first.body.data.device_proof).toBe('string')
    const session = first.body.data.token as string
    expect((await h.api('/api/v1/merchant/profile', { token: session })).status).toBe(200)
    const user = h.sql.prepare("SELECT status FROM users WHERE email = 'ravi@acme.test'").get()
    expect(user).toEqual({ status: 'active' })

    const again = await accept(`${STRONG}-again`)
    expect(again.status).toBe(410)
    expect(again.body.error.message).toBe('This invitation has expired or was already used')
    expect((await h.api(`/api/v1/merchant/auth/invitation/${token}`)).status).toBe(410)
  })

  it('gives one success to two accepts racing for the same link', async () => {
    await invite({ name: 'Twin', email: 'twin@acme.test', role: 'viewer' })
    const { token } = await mailTo('twin@acme.test')
    const both = await Promise.all(
      [STRONG, `${STRONG}x`].map((password) =>
        h.api('/api/v1/merchant/auth/invitation/accept', { json: { token, password } }),
      ),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 410])
  })

  it('expires after 7 days, and a resend voids the old link', async () => {
    const res = await invite({ name: 'Late', email: 'late@acme.test', role: 'viewer' })
    const id = res.body.data.person.id as number
    const { token: first } = await mailTo('late@acme.test')

    const resent = await h.api(`/api/v1/merchant/team/${id}/resend`, { token: owner, json: {} })
    expect(resent.status).toBe(200)
    const { token: second } = await mailTo('late@acme.test', 2)
    expect(second).not.toBe(first)
    expect((await h.api(`/api/v1/merchant/auth/invitation/${first}`)).status).toBe(410)
    expect((await h.api(`/api/v1/merchant/auth/invitation/${second}`)).status).toBe(200)

    offset += 7 * DAY + 1_000
    try {
      const late = await h.api('/api/v1/merchant/auth/invitation/accept', {
        json: { token: second, password: STRONG },
      })
      expect(late.status).toBe(410)
    } finally {
      offset = 0
    }
    // A person who joined is not invited again.
    const ravi = h.sql.prepare("SELECT id FROM users WHERE email = 'ravi@acme.test'").get() as {
      id: number
    }
    const joined = await h.api(`/api/v1/merchant/team/${ravi.id}/resend`, {
      token: owner,
      json: {},
    })
    expect(joined.status).toBe(409)
    const stranger = await h.api('/api/v1/merchant/team/999999/resend', { token: owner, json: {} })
    expect(stranger.status).toBe(404)
  })

  it('lets only an Owner invite an Owner, and only owners and admins invite', async () => {
    await invite({ name: 'Kiran Admin', email: 'kiran@acme.test', role: 'admin' })
    const { token } = await mailTo('kiran@acme.test')
    const accepted = await h.api('/api/v1/merchant/auth/invitation/accept', {
      json: { token, password: STRONG },
    })
    const admin = accepted.body.data.token as string
    const owner2 = await invite({ name: 'Co Owner', email: 'co@acme.test', role: 'owner' }, admin)
    expect(owner2.status).toBe(403)
    expect(owner2.body.error.message).toBe('Only an Owner can invite an Owner')
    const viewer = await invite({ name: 'View', email: 'view@acme.test', role: 'viewer' }, admin)
    expect(viewer.status).toBe(201)
    expect((await invite({ name: 'Co', email: 'co@acme.test', role: 'owner' })).status).toBe(201)

    const finance = await h.login('finance@example.com', 'Ledger-Monsoon-47')
    const refused = await invite({ name: 'F', email: 'f@acme.test', role: 'viewer' }, finance)
    expect(refused.status).toBe(403)
    // An invited person cannot sign in before accepting.
    const early = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'view@acme.test', password: STRONG },
    })
    expect(early.status).toBe(401)
  })

  it('answers 410 for a malformed or unknown token', async () => {
    for (const token of ['nope', 'A'.repeat(43), '%00']) {
      const res = await h.api(`/api/v1/merchant/auth/invitation/${token}`)
      expect(res.status).toBe(410)
    }
  })
})

describe('a Hindi business', () => {
  it('mails its invitations in Hindi, Devanagari intact through SMTP', async () => {
    h.sql.prepare("UPDATE merchants SET language = 'hi' WHERE username = 'norates'").run()
    const norates = await h.login('norates')
    const res = await invite({ name: 'सीमा', email: 'seema@kirana.test', role: 'viewer' }, norates)
    expect(res.status).toBe(201)
    const { mail, token } = await mailTo('seema@kirana.test')
    expect(mail.subject).toBe('मर्चेंट पोर्टल पर Kirana Mart से जुड़ने का आमंत्रण')
    expect(mail.text).toContain('नमस्ते सीमा,')
    expect(mail.text).toContain('व्यूअर के रूप में')
    expect(mail.html).toContain('lang="hi"')
    expect(token).toHaveLength(43)
  })
})

describe('a mail server that is down or silent', () => {
  const outboxRow = (to: string) =>
    h.sql.prepare('SELECT error, sent_at FROM mail_outbox WHERE to_address = ?').get(to) as {
      error: string | null
      sent_at: number | null
    }

  it('does not fail the invitation; the outbox row records the error', async () => {
    const dead = await startSmtpReceiver()
    const url = dead.url
    await dead.close()
    await h.restart({ mail: { smtpUrl: url } })
    owner = await h.login()
    const res = await invite({ name: 'Offline', email: 'offline@acme.test', role: 'viewer' })
    expect(res.status).toBe(201)
    const row = await waitFor(
      () => outboxRow('offline@acme.test'),
      (r) => r.error !== null,
    )
    expect(row.sent_at).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
  })

  it('does not make the invitation wait for a server that never answers', async () => {
    // Accepts the connection and says nothing: nodemailer waits for a greeting that never comes.
    const sockets: Socket[] = []
    const silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      await h.restart({ mail: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` } })
      owner = await h.login()
      const started = Date.now()
      const res = await invite({ name: 'Waiting', email: 'waiting@acme.test', role: 'viewer' })
      expect(res.status).toBe(201)
      expect(Date.now() - started).toBeLessThan(2_000)
      await waitFor(
        () => sockets.length,
        (n) => n > 0,
      )
      expect(outboxRow('waiting@acme.test')).toEqual({ error: null, sent_at: null })
      // The server hangs up: the send fails and says so on the row.
      for (const socket of sockets) socket.destroy()
      const row = await waitFor(
        () => outboxRow('waiting@acme.test'),
        (r) => r.error !== null,
      )
      expect(row.sent_at).toBeNull()
    } finally {
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
