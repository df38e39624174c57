import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCounter, pair, pairedCounter, pairingCode } from './support/counter-helpers'
import { openEventStream, type OpenedStream } from './support/event-stream'
import { startHarness, waitFor, type Harness } from './support/helpers'

/*
 * Device modes (decision 078): a pairing code carries the mode the owner chose; a counter keeps
 * one Till and up to 5 Speakers; pairing a Till replaces only the Till; the owner sees each
 * device, connected or not, and revokes one alone.
 */

const REPLACED = 'This counter was set up on another device'
const REVOKED = 'This counter was removed by the owner'
const FULL = 'This counter has 5 speakers already. Remove one first.'

type Device = {
  device_id: string
  mode: 'till' | 'speaker'
  label: string | null
  paired_at: string
  last_seen_at: string
  connected: boolean
}
type Counter = { counter_id: string; paired: boolean; device: unknown; devices: Device[] }

let h: Harness
let owner: string
const opened: OpenedStream[] = []
beforeAll(async () => {
  // Pings far apart: a stream closed at revoke is closed by the revoke, not by a ping.
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

async function counterOf(counterId: string): Promise<Counter> {
  const res = await h.api('/api/v1/merchant/counters', { token: owner })
  expect(res.status).toBe(200)
  const found = (res.body.data as Counter[]).find((c) => c.counter_id === counterId)
  if (!found) throw new Error(`no counter ${counterId}`)
  return found
}

const session = (token: string) => h.api('/api/v1/counter/session', { token })

async function pairAs(counterId: string, mode: 'till' | 'speaker', label?: string) {
  const code = await pairingCode(h, owner, counterId, mode)
  const res = await h.api('/api/v1/counter/pair', { json: { code, ...(label ? { label } : {}) } })
  expect(res.status, res.text).toBe(201)
  return res.body.data as { device_token: string; mode: string }
}

describe('pairing codes with a mode', () => {
  it('default to a Till, carry the mode asked for, and refuse any other', async () => {
    const counterId = await addCounter(h, owner, 'Modes')
    const plain = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
      token: owner,
      method: 'POST',
    })
    expect(plain.body.data.mode).toBe('till')
    for (const mode of ['till', 'speaker'] as const) {
      const res = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
        token: owner,
        json: { mode },
      })
      expect(res.status).toBe(201)
      expect(res.body.data.mode).toBe(mode)
    }
    for (const mode of ['Speaker', 'owner', 3, null]) {
      const res = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
        token: owner,
        json: { mode },
      })
      expect(`${String(mode)}: ${res.status} ${res.body.error.message}`).toBe(
        `${String(mode)}: 400 mode must be 'till' or 'speaker'`,
      )
    }
  })

  it("a Till's code and a Speaker's may be out at once; a new one replaces its own mode's", async () => {
    const counterId = await addCounter(h, owner, 'Both codes')
    const till = await pairingCode(h, owner, counterId, 'till')
    const first = await pairingCode(h, owner, counterId, 'speaker')
    const second = await pairingCode(h, owner, counterId, 'speaker')
    expect((await h.api('/api/v1/counter/pair', { json: { code: first } })).status).toBe(400)
    const speaker = await h.api('/api/v1/counter/pair', { json: { code: second } })
    expect(speaker.body.data.mode).toBe('speaker')
    const tillPaired = await h.api('/api/v1/counter/pair', { json: { code: till } })
    expect(tillPaired.body.data.mode).toBe('till')
  })
})

describe('pairing each mode', () => {
  it('a Till answers mode till and its session as before', async () => {
    const counterId = await addCounter(h, owner, 'Till mode')
    const till = await pairAs(counterId, 'till')
    expect(till.mode).toBe('till')
    const res = await session(till.device_token)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ mode: 'till', principal: 'device' })
    // demo has cashiers: a Till must ask who is selling.
    expect(res.body.data.cashier_required).toBe(true)
    expect(res.body.data.staff.length).toBeGreaterThan(0)
  })

  it('a Speaker answers mode speaker; its session names the counter and shop and asks for no cashier', async () => {
    const counterId = await addCounter(h, owner, 'Speaker mode')
    const speaker = await pairAs(counterId, 'speaker', 'Old phone')
    expect(speaker).toMatchObject({ mode: 'speaker' })
    const res = await session(speaker.device_token)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      mode: 'speaker',
      principal: 'device',
      counter: { counter_id: counterId, name: 'Speaker mode', is_owner_counter: false },
      business_name: 'Acme Stores',
      staff: [],
      cashier: null,
      cashier_required: false,
      device_locked_until: null,
      shift: null,
    })
    const counter = await counterOf(counterId)
    // `paired` and `device` keep describing the Till: a Speaker alone is not a Till.
    expect(counter).toMatchObject({ paired: false, device: null })
    expect(counter.devices).toEqual([
      expect.objectContaining({ mode: 'speaker', label: 'Old phone', connected: false }),
    ])
  })

  it("the owner's own counter pairs Speakers but not a Till", async () => {
    const own = (await session(owner)).body.data.counter.counter_id as string
    expect((await session(owner)).body.data.mode).toBe('till')
    const till = await h.api(`/api/v1/merchant/counters/${own}/pairing-code`, {
      token: owner,
      json: { mode: 'till' },
    })
    expect(till.status).toBe(400)
    expect(till.body.error.message).toBe("The owner's counter opens where the owner is signed in")
    const speaker = await pairAs(own, 'speaker')
    const res = await session(speaker.device_token)
    expect(res.body.data).toMatchObject({
      mode: 'speaker',
      counter: { counter_id: own, is_owner_counter: true },
    })
  })
})

describe('several devices on a counter', () => {
  it('a Till replaces the Till only; the Speakers keep working, listed after the Till', async () => {
    const paired = await pairedCounter(h, owner, 'Replace till')
    const s1 = await pairAs(paired.counterId, 'speaker', 'Speaker one')
    const s2 = await pairAs(paired.counterId, 'speaker', 'Speaker two')
    const s1Stream = await open(s1.device_token)
    const oldTillStream = await open(paired.device)
    const next = await pairAs(paired.counterId, 'till', 'New till')
    const old = await session(paired.device)
    expect(old.status).toBe(401)
    expect(old.body.error.message).toBe(REPLACED)
    await expect(oldTillStream.ended).resolves.toBe(true)
    for (const token of [s1.device_token, s2.device_token, next.device_token])
      expect((await session(token)).status).toBe(200)
    const counter = await counterOf(paired.counterId)
    expect(counter.paired).toBe(true)
    expect(counter.devices.map((d) => [d.mode, d.label, d.connected])).toEqual([
      ['till', 'New till', false],
      ['speaker', 'Speaker one', true],
      ['speaker', 'Speaker two', false],
    ])
    s1Stream.close()
  })

  it('refuses a 6th Speaker (409), at the code and at a code issued before the 5th', async () => {
    const counterId = await addCounter(h, owner, 'Five speakers')
    for (let i = 0; i < 4; i++) await pairAs(counterId, 'speaker')
    const stale = await pairingCode(h, owner, counterId, 'speaker')
    // A 5th Speaker paired meanwhile (a new code would replace this one: as if two raced).
    h.sql
      .prepare(
        `INSERT INTO counter_devices (device_id, counter_id, merchant_id, token_hash, created_at,
           last_seen_at, expires_at, label, mode)
         SELECT 'DEVRACED0000000001', id, merchant_id, 'raced', ?, ?, ?, 'Raced', 'speaker'
         FROM counters WHERE counter_id = ?`,
      )
      .run(Date.now(), Date.now(), Date.now() + 86_400_000, counterId)
    const late = await h.api('/api/v1/counter/pair', { json: { code: stale } })
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe(FULL)
    const sixth = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
      token: owner,
      json: { mode: 'speaker' },
    })
    expect(sixth.status).toBe(409)
    expect(sixth.body.error.message).toBe(FULL)
    // A Till is still welcome.
    await pairAs(counterId, 'till')
    const counter = await counterOf(counterId)
    expect(counter.devices.filter((d) => d.mode === 'speaker')).toHaveLength(5)
    // Removing one frees a place: the refused code was not spent, and pairs now.
    const gone = counter.devices.find((d) => d.mode === 'speaker')?.device_id ?? ''
    const revoke = await h.api(`/api/v1/merchant/counters/${counterId}/devices/${gone}/revoke`, {
      token: owner,
      method: 'POST',
    })
    expect(revoke.status).toBe(200)
    expect((await pair(h, stale)).startsWith('ctd_')).toBe(true)
  })
})

describe('revoking one device', () => {
  it('stops only that device, at once, its stream closed; recorded with its mode', async () => {
    const paired = await pairedCounter(h, owner, 'One goes')
    const stays = await pairAs(paired.counterId, 'speaker', 'Stays')
    const goes = await pairAs(paired.counterId, 'speaker', 'Goes')
    const goesStream = await open(goes.device_token)
    const staysStream = await open(stays.device_token)
    const before = await counterOf(paired.counterId)
    const target = before.devices.find((d) => d.label === 'Goes')
    expect(target?.connected).toBe(true)
    const started = Date.now()
    const res = await h.api(
      `/api/v1/merchant/counters/${paired.counterId}/devices/${target?.device_id}/revoke`,
      { token: owner, method: 'POST' },
    )
    expect(res.status, res.text).toBe(200)
    expect((res.body.data as Counter).devices.map((d) => d.label)).not.toContain('Goes')
    expect(res.body.data.paired).toBe(true)
    const ended = await Promise.race([
      goesStream.ended,
      new Promise<string>((r) => setTimeout(() => r('still open'), 5_000)),
    ])
    expect(ended).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    const refused = await session(goes.device_token)
    expect(`${refused.status} ${refused.body.error.message}`).toBe(`401 ${REVOKED}`)
    expect((await session(stays.device_token)).status).toBe(200)
    expect((await session(paired.device)).status).toBe(200)
    const settled = await Promise.race([
      staysStream.ended.then(() => 'ended'),
      new Promise<string>((r) => setTimeout(() => r('open'), 300)),
    ])
    expect(settled).toBe('open')

    const log = await h.api('/api/v1/merchant/activity?action=counter.device_revoked', {
      token: owner,
    })
    expect(log.body.data.entries[0]).toMatchObject({
      action: 'counter.device_revoked',
      target: { kind: 'counter', id: paired.counterId, label: 'One goes' },
      before: { device_id: target?.device_id, mode: 'speaker', label: 'Goes' },
    })
    staysStream.close()
  })

  it("refuses a device that is not this counter's, or not paired any more (404)", async () => {
    const a = await pairedCounter(h, owner, 'Device A')
    const b = await addCounter(h, owner, 'Device B')
    const aDevice = (await counterOf(a.counterId)).devices[0]?.device_id ?? ''
    for (const [counterId, deviceId] of [
      [b, aDevice],
      [a.counterId, 'DEV0000000000000000'],
    ]) {
      const res = await h.api(`/api/v1/merchant/counters/${counterId}/devices/${deviceId}/revoke`, {
        token: owner,
        method: 'POST',
      })
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('This device is not paired with this counter')
    }
    const other = await h.login('norates')
    const theirs = await h.api(
      `/api/v1/merchant/counters/${a.counterId}/devices/${aDevice}/revoke`,
      { token: other, method: 'POST' },
    )
    expect(theirs.status).toBe(404)
    const first = await h.api(
      `/api/v1/merchant/counters/${a.counterId}/devices/${aDevice}/revoke`,
      { token: owner, method: 'POST' },
    )
    expect(first.status).toBe(200)
    const again = await h.api(
      `/api/v1/merchant/counters/${a.counterId}/devices/${aDevice}/revoke`,
      { token: owner, method: 'POST' },
    )
    expect(again.status).toBe(404)
  })

  it('the whole-counter revoke still stops every device, Speakers included', async () => {
    const paired = await pairedCounter(h, owner, 'All go')
    const speaker = await pairAs(paired.counterId, 'speaker')
    const stream = await open(speaker.device_token)
    await h.api(`/api/v1/merchant/counters/${paired.counterId}/revoke`, {
      token: owner,
      method: 'POST',
    })
    await expect(stream.ended).resolves.toBe(true)
    for (const token of [paired.device, speaker.device_token])
      expect((await session(token)).status).toBe(401)
    expect((await counterOf(paired.counterId)).devices).toEqual([])
  })
})

describe('the activity log', () => {
  it('records each pairing with its mode', async () => {
    const counterId = await addCounter(h, owner, 'Logged modes')
    await pairAs(counterId, 'speaker', 'Logged phone')
    const log = await waitFor(
      () => h.api('/api/v1/merchant/activity?action=counter.paired', { token: owner }),
      (res) => res.status === 200,
    )
    expect(log.body.data.entries[0]).toMatchObject({
      actor: { kind: 'device' },
      target: { kind: 'counter', id: counterId },
      after: { label: 'Logged phone', mode: 'speaker', replaced: [] },
    })
  })
})
