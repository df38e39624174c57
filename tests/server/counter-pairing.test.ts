import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addCounter,
  pair,
  pairedCounter,
  pairingCode,
  sell,
  sellingCounter,
} from './support/counter-helpers'
import { MAX_STREAMS_PER_OWNER } from '../../server/http/event-streams'
import { eventData, openEventStream, type OpenedStream } from './support/event-stream'
import { adminPost, startHarness, waitFor, type Harness } from './support/helpers'

/* Pairing, the device token and revoking (docs/api-contract.md § Counter devices, decision 047). */

const INVALID = 'This pairing code is not valid. Ask the owner for a new one.'
const REVOKED = 'This counter was removed by the owner'
const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/
const DAY = 86_400_000

let h: Harness
let owner: string
const opened: OpenedStream[] = []
beforeAll(async () => {
  // Pings far apart: a stream closed at revoke is closed by the revoke, not by a ping's re-check.
  h = await startHarness({ eventPingMs: 60_000 })
  owner = await h.login()
})
afterAll(async () => {
  opened.forEach((s) => s.close())
  await h.stop()
})

const open = async (token: string) => {
  const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
  opened.push(stream)
  await stream.next((e) => e.event === 'ready')
  return stream
}
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex')

describe('pairing codes', () => {
  it('are 8 unambiguous capitals and digits, valid 10 minutes, with the pairing address, uncached', async () => {
    const counterId = await addCounter(h, owner, 'Front counter')
    const res = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
      token: owner,
      method: 'POST',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { code, expires_at, pair_url } = res.body.data
    expect(code).toMatch(CODE)
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(9.9 * 60_000)
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    expect(pair_url).toBe(`${h.url}/counter/pair?code=${code}`)
    // Never stored as typed.
    const stored = h.sql.prepare('SELECT code_hash FROM pairing_codes').all() as {
      code_hash: string
    }[]
    expect(stored.some((r) => r.code_hash.includes(code.replace('-', '')))).toBe(false)
    expect(stored.some((r) => r.code_hash === sha256(code.replace('-', '')))).toBe(false)
  })

  it('pair a device once: any case, with or without the dash; a second use is refused', async () => {
    const counterId = await addCounter(h, owner, 'Side counter')
    const code = await pairingCode(h, owner, counterId)
    const res = await h.api('/api/v1/counter/pair', {
      json: { code: ` ${code.replace('-', '').toLowerCase()} ` },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.data).toMatchObject({
      counter: { counter_id: counterId, name: 'Side counter' },
      business_name: 'Acme Stores',
    })
    const token = res.body.data.device_token as string
    expect(token).toMatch(/^ctd_[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(res.body.data.expires_at) - Date.now()).toBeGreaterThan(89 * DAY)
    const rows = h.sql.prepare('SELECT token_hash FROM counter_devices').all() as {
      token_hash: string
    }[]
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token))
    expect(rows.some((r) => r.token_hash === token)).toBe(false)

    const again = await h.api('/api/v1/counter/pair', { json: { code } })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toBe(INVALID)
    const session = await h.api('/api/v1/counter/session', { token })
    expect(session.status).toBe(200)
    expect(session.body.data.counter).toMatchObject({
      counter_id: counterId,
      is_owner_counter: false,
    })
    expect(session.body.data.principal).toBe('device')
  })

  it('expire after 10 minutes, and a new code replaces an unused one', async () => {
    const counterId = await addCounter(h, owner, 'Expiring')
    const first = await pairingCode(h, owner, counterId)
    const second = await pairingCode(h, owner, counterId)
    const replaced = await h.api('/api/v1/counter/pair', { json: { code: first } })
    expect(replaced.body.error.message).toBe(INVALID)
    h.sql
      .prepare('UPDATE pairing_codes SET expires_at = ? WHERE used_at IS NULL')
      .run(Date.now() - 1)
    const expired = await h.api('/api/v1/counter/pair', { json: { code: second } })
    expect(expired.status).toBe(400)
    expect(expired.body.error.message).toBe(INVALID)
  })

  it("refuse the owner's own counter, other merchants' counters and malformed codes", async () => {
    const session = await h.api('/api/v1/counter/session', { token: owner })
    const own = session.body.data.counter.counter_id
    const res = await h.api(`/api/v1/merchant/counters/${own}/pairing-code`, {
      token: owner,
      method: 'POST',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe("The owner's counter opens where the owner is signed in")
    const other = await h.login('norates')
    const theirs = await h.api(`/api/v1/merchant/counters/${own}/pairing-code`, {
      token: other,
      method: 'POST',
    })
    expect(theirs.status).toBe(404)
    for (const code of [42, '', 'x'.repeat(41), 'K7QD-4MZ0']) {
      const bad = await h.api('/api/v1/counter/pair', { json: { code } })
      expect(`${code}: ${bad.status} ${bad.body.error.message}`).toBe(`${code}: 400 ${INVALID}`)
    }
  })
})

describe('guessing pairing codes', () => {
  it('is throttled per address: a burst gets at most 10 answers, then 429 with Retry-After', async () => {
    const g = await startHarness()
    try {
      const owner2 = await g.login()
      const counterId = await addCounter(g, owner2, 'Guessed')
      const real = await pairingCode(g, owner2, counterId)
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          g.api('/api/v1/counter/pair', {
            json: { code: `ABCD${String(2222 + i).padStart(4, '2')}` },
          }),
        ),
      )
      const statuses = guesses.map((r) => r.status)
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10)
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
      const limited = guesses.find((r) => r.status === 429)
      expect(limited?.body.error.message).toBe(
        'Too many pairing attempts. Please wait a few minutes and try again.',
      )
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
      // The right code is throttled too: guessing on cannot find it.
      const right = await g.api('/api/v1/counter/pair', { json: { code: real } })
      expect(right.status).toBe(429)
    } finally {
      await g.stop()
    }
  })

  it('lets a shop pair many tills from one address (a success gives its attempt back)', async () => {
    const g = await startHarness()
    try {
      const owner2 = await g.login()
      for (let i = 0; i < 12; i++) await pairedCounter(g, owner2, `Till ${i}`)
      const wrong = await g.api('/api/v1/counter/pair', { json: { code: 'ABCD-EFGH' } })
      expect(wrong.status).toBe(400)
    } finally {
      await g.stop()
    }
  })
})

describe('the device token', () => {
  it('slides: a call renews it to 90 days and marks the counter seen', async () => {
    const paired = await pairedCounter(h, owner, 'Sliding')
    const hash = sha256(paired.device)
    const old = Date.now() - 80 * DAY
    h.sql
      .prepare('UPDATE counter_devices SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?')
      .run(old, Date.now() + 10 * DAY, hash)
    expect((await h.api('/api/v1/counter/session', { token: paired.device })).status).toBe(200)
    const row = h.sql
      .prepare('SELECT last_seen_at, expires_at FROM counter_devices WHERE token_hash = ?')
      .get(hash) as { last_seen_at: number; expires_at: number }
    expect(Date.now() - row.last_seen_at).toBeLessThan(5_000)
    expect(row.expires_at - Date.now()).toBeGreaterThan(89 * DAY)
    const list = await h.api('/api/v1/merchant/counters', { token: owner })
    const mine = list.body.data.find(
      (c: { counter_id: string }) => c.counter_id === paired.counterId,
    )
    expect(mine).toMatchObject({ paired: true, open_shift: null, is_owner_counter: false })
    expect(Date.now() - Date.parse(mine.last_seen_at)).toBeLessThan(5_000)
  })

  it('writes at most once a minute', async () => {
    const paired = await pairedCounter(h, owner, 'Quiet')
    const hash = sha256(paired.device)
    const seen = Date.now() - 30_000
    h.sql
      .prepare('UPDATE counter_devices SET last_seen_at = ? WHERE token_hash = ?')
      .run(seen, hash)
    await h.api('/api/v1/counter/session', { token: paired.device })
    const row = h.sql
      .prepare('SELECT last_seen_at FROM counter_devices WHERE token_hash = ?')
      .get(hash) as { last_seen_at: number }
    expect(row.last_seen_at).toBe(seen)
  })

  it('ends after 90 days unused, with a message that says so', async () => {
    const paired = await pairedCounter(h, owner, 'Forgotten')
    h.sql
      .prepare('UPDATE counter_devices SET expires_at = ? WHERE token_hash = ?')
      .run(Date.now() - 1, sha256(paired.device))
    const res = await h.api('/api/v1/counter/session', { token: paired.device })
    expect(res.status).toBe(401)
    expect(res.body.error.message).toBe(
      "This counter's pairing has expired. Ask the owner for a new pairing code.",
    )
  })

  it('is replaced when the counter is paired on another device', async () => {
    const paired = await pairedCounter(h, owner, 'Moved')
    const stream = await open(paired.device)
    const second = await pair(h, await pairingCode(h, owner, paired.counterId))
    const res = await h.api('/api/v1/counter/session', { token: paired.device })
    expect(res.status).toBe(401)
    expect(res.body.error.message).toBe('This counter was set up on another device')
    await expect(stream.ended).resolves.toBe(true)
    expect((await h.api('/api/v1/counter/session', { token: second })).status).toBe(200)
  })
})

describe('revoke', () => {
  it('ends the device at once: 401 with the message, its stream closed within 5 s', async () => {
    const paired = await pairedCounter(h, owner, 'Revoked')
    const stream = await open(paired.device)
    const started = Date.now()
    const res = await h.api(`/api/v1/merchant/counters/${paired.counterId}/revoke`, {
      token: owner,
      method: 'POST',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      counter_id: paired.counterId,
      paired: false,
      last_seen_at: null,
    })
    const ended = await Promise.race([
      stream.ended,
      new Promise<string>((r) => setTimeout(() => r('still open'), 5_000)),
    ])
    expect(ended).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    for (const path of [
      '/api/v1/counter/session',
      '/api/v1/payin/list',
      '/api/v1/merchant/events',
    ]) {
      const next = await h.api(path, { token: paired.device })
      expect(`${path} ${next.status} ${next.body.error.message}`).toBe(`${path} 401 ${REVOKED}`)
    }
    // It can be paired again with a new code.
    const again = await pair(h, await pairingCode(h, owner, paired.counterId))
    expect((await h.api('/api/v1/counter/session', { token: again })).status).toBe(200)
  })

  it("leaves the owner's other streams and devices alone", async () => {
    const a = await sellingCounter(h, owner, 'Stays A')
    const b = await pairedCounter(h, owner, 'Goes B')
    const ownerStream = await open(owner)
    const aStream = await open(a.device)
    await h.api(`/api/v1/merchant/counters/${b.counterId}/revoke`, { token: owner, method: 'POST' })
    const sale = await sell(h, a.device, 12)
    await aStream.next(
      (e) => e.event === 'payin' && eventData(e).transaction_id === sale.transaction_id,
    )
    await ownerStream.next(
      (e) => e.event === 'payin' && eventData(e).transaction_id === sale.transaction_id,
    )
  })
})

describe("a device's view of payins", () => {
  it('sees, cancels and hears only its own counter', async () => {
    const a = await sellingCounter(h, owner, 'View A')
    const b = await sellingCounter(h, owner, 'View B')
    const aStream = await open(a.device)
    const ownerStream = await open(owner)
    const mine = await sell(h, a.device, 21)
    const theirs = await sell(h, b.device, 22)
    const link = await h.api('/api/v1/payin/create', {
      token: owner,
      json: { amount: 23, customer_name: 'Asha', customer_email: 'asha@example.com' },
    })
    const linkId = link.body.data.transaction_id as string
    for (const id of [theirs.transaction_id, linkId]) {
      expect((await h.api(`/api/v1/payin/status/${id}`, { token: a.device })).status).toBe(404)
      const cancel = await h.api(`/api/v1/payin/cancel/${id}`, { token: a.device, method: 'POST' })
      expect(cancel.status).toBe(404)
      expect(cancel.body.error.message).toBe('Payin not found')
    }
    const status = await h.api(`/api/v1/payin/status/${mine.transaction_id}`, { token: a.device })
    expect(status.status).toBe(200)
    expect(status.body.data).toMatchObject({ counter_id: a.counterId, counter_name: 'View A' })
    await adminPost(h, `payins/${theirs.transaction_id}/pay`)
    await adminPost(h, `payins/${mine.transaction_id}/pay`)
    await aStream.next(
      (e) =>
        e.event === 'payin' &&
        eventData(e).transaction_id === mine.transaction_id &&
        eventData(e).status === 'success',
    )
    await ownerStream.next(
      (e) =>
        e.event === 'payin' &&
        eventData(e).transaction_id === theirs.transaction_id &&
        eventData(e).status === 'success',
    )
    const heard = aStream.events
      .filter((e) => e.event === 'payin')
      .map((e) => eventData(e).counter_id)
    expect(new Set(heard)).toEqual(new Set([a.counterId]))
    const cancelOwn = await h.api(
      `/api/v1/payin/cancel/${(await sell(h, a.device, 24)).transaction_id}`,
      {
        token: a.device,
        method: 'POST',
      },
    )
    expect(cancelOwn.status).toBe(200)
  })

  it('always sells at the counter, and cannot choose where payment data goes', async () => {
    const a = await sellingCounter(h, owner, 'Forced')
    const res = await h.api('/api/v1/payin/create', {
      token: a.device,
      json: { amount: 30, channel: 'link', customer_name: 'X', customer_email: 'x@example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ channel: 'counter', counter_id: a.counterId })
    for (const json of [
      { amount: 30, callback_url: 'https://example.com/back' },
      { amount: 30, metadata: { webhook_url: 'https://example.com/hook' } },
      { amount: 30, redirect_url: 'https://example.com/back' },
    ]) {
      const refused = await h.api('/api/v1/payin/create', { token: a.device, json })
      expect(refused.status).toBe(403)
      expect(refused.body.error.message).toBe('This counter can only take payments')
    }
    const usd = await h.api('/api/v1/payin/create', {
      token: a.device,
      json: { amount: 30, currency: 'USD' },
    })
    expect(usd.status).toBe(400)
    expect(usd.body.error.message).toBe('Counter payins must be in INR')
  })

  it("counts a device's streams apart from the owner's pages: 10 tills and a session's pages all stay open", async () => {
    const g = await startHarness()
    try {
      const o = await g.login('norates')
      const devices = []
      for (let i = 0; i < 10; i++) devices.push((await pairedCounter(g, o, `Till ${i}`)).device)
      const streams = await Promise.all(
        [...devices, ...Array.from({ length: MAX_STREAMS_PER_OWNER }, () => o)].map(
          async (token) => {
            const stream = await openEventStream(g.url, { authorization: `Bearer ${token}` })
            await stream.next((e) => e.event === 'ready')
            return stream
          },
        ),
      )
      expect(g.server.liveStreams().streams).toBe(10 + MAX_STREAMS_PER_OWNER)
      const settled = await Promise.race([
        Promise.race(streams.map((s) => s.ended.then(() => 'one ended'))),
        new Promise<string>((r) => setTimeout(() => r('all open'), 500)),
      ])
      expect(settled).toBe('all open')
      streams.forEach((s) => s.close())
    } finally {
      await g.stop()
    }
  })

  it('leaves nothing behind when streams close', async () => {
    opened.forEach((s) => s.close())
    await waitFor(
      () => h.server.liveStreams(),
      (live) => live.streams === 0 && live.listeners === 0,
      3_000,
    )
  })
})

describe('the sandbox CLI', () => {
  it('prints a pairing code for a counter (added if missing) that a device can use', async () => {
    const run = promisify(execFile)
    const cli = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', 'server/cli.ts', ...args, '--data-dir', h.dataDir],
        {
          cwd: join(__dirname, '..', '..'),
        },
      )
    const printed = await cli('pairing-code', 'demo', 'Back', 'door')
    const code = /Pairing code for 'Back door': ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(printed.stdout)?.[1]
    expect(code).toMatch(CODE)
    const token = await pair(h, code ?? '')
    const session = await h.api('/api/v1/counter/session', { token })
    expect(session.body.data.counter.name).toBe('Back door')
    // The seeded counter by default.
    expect((await cli('pairing-code', 'demo')).stdout).toContain("Pairing code for 'Front desk'")
    await expect(cli('pairing-code', 'nobody')).rejects.toThrow(/No merchant nobody/)
  }, 60_000)
})
