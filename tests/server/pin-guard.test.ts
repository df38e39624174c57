import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCashier, pairedCounter, staffIds, type Paired } from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'

/*
 * Guessing PINs from a till (docs/decisions/065): wrong PINs count per cashier on each device and
 * per device, the lock grows, a rogue till locks itself and not the shop's other tills, the owner
 * sees it in the counters list and unlocks it, and common PINs are refused when set.
 */

const DEVICE_LOCKED =
  'Too many wrong PINs on this counter. The owner can unlock it in Settings → Counters.'
const COMMON = 'This PIN is too easy to guess. Choose another.'

let h: Harness
let owner: string
let ids: Record<string, string>
beforeAll(async () => {
  // Every guess comes from the test's one address; its own budget is checked at the end.
  h = await startHarness({ pinThrottle: { limit: 10_000 } })
  owner = await h.login()
  ids = await staffIds(h, owner)
})
afterAll(() => h.stop())

const choose = (device: string, staff_id: string, pin: string) =>
  h.api('/api/v1/counter/cashier', { token: device, json: { staff_id, pin } })

type OwnerCounter = {
  counter_id: string
  locked_until: string | null
  locked_cashiers: { staff_id: string; name: string; locked_until: string }[]
}
async function ownersView(counterId: string): Promise<OwnerCounter> {
  const res = await h.api('/api/v1/merchant/counters', { token: owner })
  expect(res.status).toBe(200)
  const found = (res.body.data as OwnerCounter[]).find((c) => c.counter_id === counterId)
  if (!found) throw new Error(`counter ${counterId} not listed`)
  return found
}

describe('a rogue till', () => {
  let rogue: Paired
  let honest: Paired
  let meena: string
  beforeAll(async () => {
    rogue = await pairedCounter(h, owner, 'Rogue')
    honest = await pairedCounter(h, owner, 'Honest')
    meena = await addCashier(h, owner, 'Meena', '3917')
  })

  it("locks itself with 5 × N guesses, never the other tills' cashiers", async () => {
    const cashiers: [string, string][] = [
      [ids.Asha ?? '', '4826'],
      [ids.Ravi ?? '', '7391'],
      [meena, '3917'],
    ]
    const statuses: number[] = []
    for (const [staffId] of cashiers)
      for (let i = 0; i < 5; i++)
        statuses.push((await choose(rogue.device, staffId, '9090')).status)
    // The tenth wrong PIN of the device locks it; the rest are refused without a check.
    expect(statuses.filter((s) => s === 400)).toHaveLength(8)
    expect(statuses.slice(9).every((s) => s === 429)).toBe(true)
    const locked = await choose(rogue.device, ids.Asha ?? '', '4826')
    expect(locked.status).toBe(429)
    expect(locked.body.error.message).toBe(DEVICE_LOCKED)
    // The honest till's cashiers all start selling (they got 429 before: the lock was shop-wide).
    for (const [staffId, pin] of cashiers) {
      const res = await choose(honest.device, staffId, pin)
      expect(`${staffId}: ${res.status}`).toBe(`${staffId}: 200`)
    }
    const session = await h.api('/api/v1/counter/session', { token: honest.device })
    expect(session.body.data.device_locked_until).toBeNull()
    expect(session.body.data.staff.every((s: { locked_until: unknown }) => !s.locked_until)).toBe(
      true,
    )
    const rogueSession = await h.api('/api/v1/counter/session', { token: rogue.device })
    expect(Date.parse(rogueSession.body.data.device_locked_until)).toBeGreaterThan(Date.now())
  })

  it('is shown to the owner, and a new PIN for a cashier does not unlock it', async () => {
    const view = await ownersView(rogue.counterId)
    expect(Date.parse(view.locked_until ?? '')).toBeGreaterThan(Date.now())
    expect(view.locked_cashiers.map((c) => c.name).sort()).toEqual(['Asha', 'Ravi'])
    expect((await ownersView(honest.counterId)).locked_until).toBeNull()
    const reset = await h.api(`/api/v1/merchant/staff/${ids.Asha}/pin`, {
      token: owner,
      json: { pin: '4826' },
    })
    expect(reset.status).toBe(200)
    const again = await choose(rogue.device, ids.Asha ?? '', '4826')
    expect(again.status).toBe(429)
    expect(again.body.error.message).toBe(DEVICE_LOCKED)
  })

  it("the owner's unlock lets the device try again", async () => {
    const unlock = await h.api(`/api/v1/merchant/counters/${rogue.counterId}/unlock`, {
      token: owner,
      method: 'POST',
    })
    expect(unlock.status).toBe(200)
    expect(unlock.body.data).toMatchObject({ locked_until: null, locked_cashiers: [] })
    expect((await choose(rogue.device, ids.Ravi ?? '', '7391')).status).toBe(200)
  })
})

describe('the lock grows', () => {
  it('5 minutes, then 15 for the cashier, and the tenth wrong PIN locks the device', async () => {
    const till = await pairedCounter(h, owner, 'Ladder')
    const staffId = await addCashier(h, owner, 'Ladder', '6029')
    const guard = () =>
      h.sql
        .prepare(
          `SELECT locks, locked_until FROM pin_guards WHERE device_key NOT LIKE 'o%'
           AND staff_id = (SELECT id FROM staff WHERE staff_id = ?)`,
        )
        .get(staffId) as { locks: number; locked_until: number }
    for (let i = 0; i < 5; i++) await choose(till.device, staffId, '0101')
    expect(guard().locks).toBe(1)
    expect(guard().locked_until - Date.now()).toBeGreaterThan(4.9 * 60_000)
    // The lock's end moved into the past: five more wrong PINs lock her for 15 minutes.
    h.sql.prepare('UPDATE pin_guards SET locked_until = ? WHERE locked_until IS NOT NULL').run(1)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await choose(till.device, staffId, '0101'))
    expect(guard().locks).toBe(2)
    expect(guard().locked_until - Date.now()).toBeGreaterThan(14.9 * 60_000)
    expect(guard().locked_until - Date.now()).toBeLessThanOrEqual(15 * 60_000)
    // That was the device's tenth wrong PIN of the day: the device is locked too.
    expect(answers.at(-1)?.body.error.message).toBe(DEVICE_LOCKED)
  })
})

describe('choosing a PIN', () => {
  it.each(['1234', '0000', '1111', '1212', '4321', '2580', '1990', '123456', '000000', '121212'])(
    'refuses the common PIN %s when added or reset',
    async (pin) => {
      const added = await h.api('/api/v1/merchant/staff', {
        token: owner,
        json: { name: `New ${pin}`, pin },
      })
      expect(`${added.status} ${added.body.error?.message}`).toBe(`400 ${COMMON}`)
      const reset = await h.api(`/api/v1/merchant/staff/${ids.Ravi}/pin`, {
        token: owner,
        json: { pin },
      })
      expect(`${reset.status} ${reset.body.error?.message}`).toBe(`400 ${COMMON}`)
    },
  )

  it('accepts 4 and 6 digits that are not common, and a 6-digit PIN opens the till', async () => {
    const till = await pairedCounter(h, owner, 'Six digits')
    const staffId = await addCashier(h, owner, 'Six', '804613')
    expect((await choose(till.device, staffId, '804613')).status).toBe(200)
    expect((await choose(till.device, staffId, '8046')).body.error.message).toBe('Wrong PIN')
  })
})

describe('PIN attempts per address', () => {
  it('past the address budget answer 429 before any check', async () => {
    const small = await startHarness({ pinThrottle: { limit: 3 } })
    try {
      const boss = await small.login()
      const till = await pairedCounter(small, boss, 'Till')
      const staff = await staffIds(small, boss)
      const statuses = []
      for (let i = 0; i < 4; i++) {
        const res = await small.api('/api/v1/counter/cashier', {
          token: till.device,
          json: { staff_id: staff.Asha, pin: '9090' },
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([400, 400, 400, 429])
    } finally {
      await small.stop()
    }
  })

  it("a merchant's failure budget is its own: its tills cannot stop another shop's", async () => {
    const small = await startHarness({ pinThrottle: { limit: 10_000, globalFailures: 8 } })
    try {
      const demo = await small.login()
      const staff = await staffIds(small, demo)
      const tills = [
        await pairedCounter(small, demo, 'One'),
        await pairedCounter(small, demo, 'Two'),
      ]
      const guess = (h2: Harness, device: string, staff_id: string, pin: string) =>
        h2.api('/api/v1/counter/cashier', { token: device, json: { staff_id, pin } })
      for (const till of tills)
        for (let i = 0; i < 5; i++) await guess(small, till.device, staff.Asha ?? '', '9090')
      const spent = await guess(small, tills[0]?.device ?? '', staff.Ravi ?? '', '7391')
      expect(spent.status).toBe(429)
      expect(spent.body.error.message).toBe(
        'Too many PIN attempts. Please wait a few minutes and try again.',
      )
      const other = await small.login('norates')
      const theirs = await pairedCounter(small, other, 'Kirana')
      const cashier = await addCashier(small, other, 'Lata', '5063')
      expect((await guess(small, theirs.device, cashier, '5063')).status).toBe(200)
    } finally {
      await small.stop()
    }
  })

  it('a locked till hammering away spends nothing of the budgets the other tills share', async () => {
    // The gateway's own budgets: 30 attempts per address, 100 wrong PINs per merchant.
    const shop = await startHarness()
    try {
      const demo = await shop.login()
      const staff = await staffIds(shop, demo)
      const rogue = await pairedCounter(shop, demo, 'Rogue')
      const honest = await pairedCounter(shop, demo, 'Honest')
      const guess = (device: string, staff_id: string, pin: string) =>
        shop.api('/api/v1/counter/cashier', { token: device, json: { staff_id, pin } })
      for (let i = 0; i < 60; i++)
        await guess(rogue.device, i % 2 ? (staff.Asha ?? '') : (staff.Ravi ?? ''), '9090')
      const locked = await guess(rogue.device, staff.Asha ?? '', '4826')
      expect(locked.body.error.message).toBe(DEVICE_LOCKED)
      expect((await guess(honest.device, staff.Asha ?? '', '4826')).status).toBe(200)
    } finally {
      await shop.stop()
    }
  })
})
