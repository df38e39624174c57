import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../server/domain/merchants/passwords'
import {
  addCashier,
  chooseCashier,
  pairedCounter,
  sell,
  staffIds,
  type Paired,
} from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'

/*
 * Cashiers by PIN (docs/api-contract.md § Counter devices, decisions 047 and 065). Wrong PINs are
 * counted per device (tests/server/pin-guard.test.ts has the rogue till and the growing lock), so
 * each test that guesses takes a till of its own.
 */

const LOCKED = 'Too many wrong PINs. Try again in 5 minutes or ask the owner to reset the PIN.'
const CHOOSE = 'Choose who is selling first'

let h: Harness
let owner: string
let checks = 0
let till: Paired
let ids: Record<string, string>
beforeAll(async () => {
  h = await startHarness({
    // The address budget is pin-guard.test.ts's; here every guess comes from one test address.
    pinThrottle: { limit: 10_000 },
    checkPassword: (password, hash) => {
      checks++
      return verifyPassword(password, hash)
    },
  })
  owner = await h.login()
  till = await pairedCounter(h, owner, 'Till')
  ids = await staffIds(h, owner)
})
afterAll(() => h.stop())

const choose = (device: string, staff_id: string, pin: string) =>
  h.api('/api/v1/counter/cashier', { token: device, json: { staff_id, pin } })

describe('who is selling', () => {
  it("opens on 'Who is selling?': the staff listed, no cashier, and no sale until one is chosen", async () => {
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.status).toBe(200)
    expect(session.body.data).toMatchObject({
      counter: { counter_id: till.counterId, name: 'Till' },
      business_name: 'Acme Stores',
      cashier: null,
      cashier_required: true,
      shift: null,
      lock_after_minutes: 5,
    })
    expect(session.body.data.staff.map((s: { name: string }) => s.name)).toEqual(['Asha', 'Ravi'])
    expect(session.body.data.staff[0]).not.toHaveProperty('pin_hash')
    const sale = await h.api('/api/v1/payin/create', {
      token: till.device,
      json: { amount: 10, channel: 'counter' },
    })
    expect(sale.status).toBe(403)
    expect(sale.body.error.message).toBe(CHOOSE)
    const close = await h.api('/api/v1/counter/shift/close', { token: till.device, method: 'POST' })
    expect(close.status).toBe(403)
    expect(close.body.error.message).toBe(CHOOSE)
  })

  it('opens the shift on the first cashier, joins it on the next, and keeps it across a lock', async () => {
    const asha = await chooseCashier(h, till.device, ids.Asha ?? '', '4826')
    expect(asha.cashier).toEqual({ staff_id: ids.Asha, name: 'Asha' })
    expect(asha.shift).toMatchObject({ number: 1, closed_at: null })
    const sale = await sell(h, till.device, 40)
    expect(sale.shift_id).toBe(asha.shift.shift_id)
    const lock = await h.api('/api/v1/counter/cashier/lock', { token: till.device, method: 'POST' })
    expect(lock.status).toBe(200)
    expect(lock.body.data).toEqual({ cashier: null })
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.body.data.cashier).toBeNull()
    expect(session.body.data.shift).toMatchObject({ shift_id: asha.shift.shift_id })
    const ravi = await chooseCashier(h, till.device, ids.Ravi ?? '', '7391')
    expect(ravi.shift.shift_id).toBe(asha.shift.shift_id)
    expect(ravi.shift).toMatchObject({
      cashiers: [
        { name: 'Asha', count: 0, total_amount: 0 },
        { name: 'Ravi', count: 0, total_amount: 0 },
      ],
    })
    const payin = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token: till.device })
    expect(payin.body.data).toMatchObject({ cashier_name: 'Asha', counter_name: 'Till' })
  })

  it('refuses a malformed PIN (not counted) and an unknown cashier', async () => {
    for (const pin of ['123', '1234567', '12a4', 1234]) {
      const res = await choose(till.device, ids.Ravi ?? '', pin as string)
      expect(`${pin}: ${res.status} ${res.body.error.message}`).toBe(
        `${pin}: 400 The PIN is 4 to 6 digits`,
      )
    }
    const unknown = await choose(till.device, 'STF0000000000000000', '1234')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Cashier not found')
    const other = await h.login('norates')
    const theirs = await h.api('/api/v1/counter/cashier', {
      token: other,
      json: { staff_id: ids.Asha, pin: '4826' },
    })
    expect(theirs.status).toBe(404)
  })
})

describe('wrong PINs', () => {
  it('count down, and the fifth locks that cashier on this till for 5 minutes, right PIN included', async () => {
    const mine = await pairedCounter(h, owner, 'Meena till')
    const other = await pairedCounter(h, owner, 'Meena other till')
    const staffId = await addCashier(h, owner, 'Meena', '3917')
    for (const left of [4, 3, 2, 1]) {
      const res = await choose(mine.device, staffId, '0000')
      expect(res.status).toBe(400)
      expect(res.body.error).toEqual({ message: 'Wrong PIN', attempts_left: left, lock_minutes: 5 })
    }
    const fifth = await choose(mine.device, staffId, '0000')
    expect(fifth.status).toBe(429)
    expect(fifth.body.error.message).toBe(LOCKED)
    const until = Date.parse(fifth.body.error.locked_until)
    expect(until - Date.now()).toBeGreaterThan(4.9 * 60_000)
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(290)
    const right = await choose(mine.device, staffId, '3917')
    expect(right.status).toBe(429)
    expect(right.body.error.message).toBe(LOCKED)
    const listed = await h.api('/api/v1/merchant/staff', { token: owner })
    const meena = listed.body.data.find((s: { staff_id: string }) => s.staff_id === staffId)
    expect(Date.parse(meena.locked_until)).toBe(until)
    // Other cashiers are not locked with her, and on another till she is not locked at all.
    expect((await choose(mine.device, ids.Ravi ?? '', '7391')).status).toBe(200)
    expect((await choose(other.device, staffId, '3917')).status).toBe(200)
    // Five minutes later (the lock's end, moved into the past) the right PIN works again.
    h.sql
      .prepare(
        'UPDATE pin_guards SET locked_until = ? WHERE staff_id = (SELECT id FROM staff WHERE staff_id = ?)',
      )
      .run(Date.now() - 1, staffId)
    // The next lock would be longer, and the till says so with the wrong PIN.
    const again = await choose(mine.device, staffId, '0000')
    expect(again.body.error).toMatchObject({ message: 'Wrong PIN', lock_minutes: 15 })
    expect((await choose(mine.device, staffId, '3917')).status).toBe(200)
  })

  it('a right PIN resets the count', async () => {
    const mine = await pairedCounter(h, owner, 'Kiran till')
    const staffId = await addCashier(h, owner, 'Kiran', '1357')
    for (let i = 0; i < 4; i++) await choose(mine.device, staffId, '0000')
    expect((await choose(mine.device, staffId, '1357')).status).toBe(200)
    const next = await choose(mine.device, staffId, '0000')
    expect(next.body.error).toEqual({ message: 'Wrong PIN', attempts_left: 4, lock_minutes: 5 })
  })

  it('a concurrent burst gets at most 5 PIN checks', async () => {
    const mine = await pairedCounter(h, owner, 'Burst till')
    const staffId = await addCashier(h, owner, 'Burst', '9753')
    const before = checks
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => choose(mine.device, staffId, String(1000 + i))),
    )
    expect(checks - before).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20)
    expect((await choose(mine.device, staffId, '9753')).status).toBe(429)
  })

  it("the owner's new PIN unlocks at once; the old PIN stops working", async () => {
    const mine = await pairedCounter(h, owner, 'Reset till')
    const staffId = await addCashier(h, owner, 'Reset', '3141')
    for (let i = 0; i < 5; i++) await choose(mine.device, staffId, '0000')
    expect((await choose(mine.device, staffId, '3141')).status).toBe(429)
    const reset = await h.api(`/api/v1/merchant/staff/${staffId}/pin`, {
      token: owner,
      json: { pin: '228833' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body.data).toMatchObject({ staff_id: staffId, name: 'Reset', locked_until: null })
    expect((await choose(mine.device, staffId, '3141')).body.error.message).toBe('Wrong PIN')
    expect((await choose(mine.device, staffId, '228833')).status).toBe(200)
  })
})

describe("the owner's staff and settings", () => {
  it('adds cashiers with checked names and PINs, stored hashed', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Asha', pin: '4826' }, 'A cashier with this name already exists'],
      [{ name: 'asha', pin: '4826' }, 'A cashier with this name already exists'],
      [{ name: '', pin: '4826' }, 'Cashier name is required'],
      [{ name: 'x'.repeat(41), pin: '4826' }, 'Cashier name must be at most 40 characters'],
      [{ name: 'Nobody', pin: '1234' }, 'This PIN is too easy to guess. Choose another.'],
      [{ name: 'Nobody', pin: '12' }, 'The PIN is 4 to 6 digits'],
      [{ name: 'Nobody' }, 'The PIN is 4 to 6 digits'],
    ]
    for (const [json, message] of cases) {
      const res = await h.api('/api/v1/merchant/staff', { token: owner, json })
      expect(`${res.status} ${res.body.error?.message}`).toBe(`400 ${message}`)
    }
    const staffId = await addCashier(h, owner, 'Hashed', '864209')
    const row = h.sql.prepare('SELECT pin_hash FROM staff WHERE staff_id = ?').get(staffId) as {
      pin_hash: string
    }
    expect(row.pin_hash).toMatch(/^scrypt\$/)
    expect(row.pin_hash).not.toContain('864209')
  })

  it('removes a cashier: not listed, not selectable, and dropped from a device that had them', async () => {
    const staffId = await addCashier(h, owner, 'Leaving', '4471')
    await chooseCashier(h, till.device, staffId, '4471')
    const sale = await sell(h, till.device, 15)
    const removed = await h.api(`/api/v1/merchant/staff/${staffId}/remove`, {
      token: owner,
      method: 'POST',
    })
    expect(removed.body.data).toEqual({ removed: true })
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.body.data.cashier).toBeNull()
    expect(session.body.data.staff.some((s: { name: string }) => s.name === 'Leaving')).toBe(false)
    expect((await choose(till.device, staffId, '4471')).status).toBe(404)
    // Their sale keeps their name.
    const payin = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token: owner })
    expect(payin.body.data.cashier_name).toBe('Leaving')
    // The name is free again.
    await addCashier(h, owner, 'Leaving', '5127')
  })

  it('sets the idle lock: 0–120 whole minutes', async () => {
    const get = await h.api('/api/v1/merchant/counter-settings', { token: owner })
    expect(get.body.data).toEqual({ lock_after_minutes: 5 })
    for (const bad of [-1, 121, 2.5, '5', null]) {
      const res = await h.api('/api/v1/merchant/counter-settings', {
        token: owner,
        method: 'PUT',
        json: { lock_after_minutes: bad },
      })
      expect(`${bad}: ${res.status} ${res.body.error?.message}`).toBe(
        `${bad}: 400 The lock time must be a whole number of minutes from 0 to 120`,
      )
    }
    const put = await h.api('/api/v1/merchant/counter-settings', {
      token: owner,
      method: 'PUT',
      json: { lock_after_minutes: 0 },
    })
    expect(put.body.data).toEqual({ lock_after_minutes: 0 })
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.body.data.lock_after_minutes).toBe(0)
  })
})

describe('a counter of a merchant without staff', () => {
  it('sells at once with one unnamed cashier; its first sale opens the shift', async () => {
    const other = await h.login('norates')
    const paired = await pairedCounter(h, other, 'Kirana till')
    const session = await h.api('/api/v1/counter/session', { token: paired.device })
    expect(session.body.data).toMatchObject({ staff: [], cashier: null, cashier_required: false })
    const sale = await sell(h, paired.device, 99)
    expect(sale.shift_id).toMatch(/^SHF/)
    const status = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, {
      token: paired.device,
    })
    expect(status.body.data).toMatchObject({ cashier_name: null, counter_name: 'Kirana till' })
  })
})
