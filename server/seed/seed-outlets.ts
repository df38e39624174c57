import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { publicId } from '../domain/core/ids'
import { newStandingVpa } from '../domain/counters/counters'
import { hashPassword } from '../domain/merchants/passwords'
import { insertUser } from '../domain/team/users'
import type { Rng } from './prng'
import type { SeedPlace } from './seed-ids'

/*
 * chai ('Chai Point'): the seeded business with several shops (decision 080), so outlets can be
 * tried: three outlets in two states, two counters and a cashier each (and one who works at any),
 * history of counter sales, standing-QR payments and links across them, and an Operations person
 * limited to Koramangala. demo stays a one-outlet business: most tests rely on it.
 */

export const CHAI_USERNAME = 'chai'

type OutletSeed = {
  name: string
  address: string
  city: string
  state_code: string
  gstin: string
  counters: [string, string]
  cashier: { name: string; pin: string }
}

// Koramangala first: the business's first outlet, where the owner's own counter goes.
export const CHAI_OUTLETS: readonly OutletSeed[] = [
  {
    name: 'Koramangala',
    address: '80 Feet Road, 4th Block, Koramangala 560034',
    city: 'Bengaluru',
    state_code: '29',
    gstin: '29AAFCC7312K1ZH',
    counters: ['Koramangala front', 'Koramangala takeaway'],
    cashier: { name: 'Deepa', pin: '5172' },
  },
  {
    name: 'Indiranagar',
    address: '100 Feet Road, HAL 2nd Stage, Indiranagar 560038',
    city: 'Bengaluru',
    state_code: '29',
    gstin: '29AAFCC7312K1ZH',
    counters: ['Indiranagar front', 'Indiranagar kiosk'],
    cashier: { name: 'Imran', pin: '6283' },
  },
  {
    name: 'Baner',
    address: 'Baner Road, near Balewadi Phata, Baner 411045',
    city: 'Pune',
    state_code: '27',
    gstin: '27AAFCC7312K1ZL',
    counters: ['Baner front', 'Baner drive-through'],
    cashier: { name: 'Sneha', pin: '8394' },
  },
]

/** The cashier who may sell at any of chai's outlets. */
export const CHAI_ANY_CASHIER = { name: 'Kiran', pin: '9405' } as const

/** chai's store manager: Operations, limited to Koramangala. Printed at start. */
export const CHAI_MANAGER = {
  name: 'Lakshmi Iyer',
  email: 'koramangala@example.com',
  role: 'operations',
  password: 'Filter-Kaapi-Tiffin-34',
  outlet: 'Koramangala',
} as const

type Placed = { counter_id: string; name: string; outlet: number }

/**
 * chai's outlets, counters, cashiers and manager, made `at` (the merchant's creation); returns
 * where each seeded payin is made: mostly counter sales, some standing-QR payments, and links of
 * an outlet or of the whole business.
 */
export function seedChaiOutlets(db: Db, merchantId: number, at: number): (rng: Rng) => SeedPlace {
  const outlets: { outlet_id: string; name: string; id: number }[] = []
  const counters: Placed[] = []
  const cashiers = new Map<number, { staff_id: string; name: string }>()
  const insertOutlet = stmt(
    db,
    `INSERT INTO outlets (outlet_id, merchant_id, name, address, city, state_code, gstin,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertCounter = stmt(
    db,
    `INSERT INTO counters (counter_id, merchant_id, name, is_owner_counter, created_at, updated_at,
       standing_vpa, outlet_id) VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
  )
  const insertStaff = stmt(
    db,
    `INSERT INTO staff (staff_id, merchant_id, name, pin_hash, created_at, updated_at, outlet_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  CHAI_OUTLETS.forEach((o, i) => {
    // One millisecond apart, so the outlets list in this order.
    const made = at + i
    const outletId = publicId('OUT')
    const id = Number(
      insertOutlet.run(
        outletId,
        merchantId,
        o.name,
        o.address,
        o.city,
        o.state_code,
        o.gstin,
        made,
        made,
      ).lastInsertRowid,
    )
    outlets.push({ outlet_id: outletId, name: o.name, id })
    for (const name of o.counters) {
      const counterId = publicId('CTR')
      insertCounter.run(counterId, merchantId, name, made, made, newStandingVpa(db, merchantId), id)
      counters.push({ counter_id: counterId, name, outlet: outlets.length - 1 })
    }
    const staffId = publicId('STF')
    insertStaff.run(
      staffId,
      merchantId,
      o.cashier.name,
      hashPassword(o.cashier.pin),
      made,
      made,
      id,
    )
    cashiers.set(outlets.length - 1, { staff_id: staffId, name: o.cashier.name })
  })
  const anyId = publicId('STF')
  insertStaff.run(
    anyId,
    merchantId,
    CHAI_ANY_CASHIER.name,
    hashPassword(CHAI_ANY_CASHIER.pin),
    at,
    at,
    null,
  )
  const userId = insertUser(db, {
    merchantId,
    email: CHAI_MANAGER.email,
    name: CHAI_MANAGER.name,
    role: CHAI_MANAGER.role,
    status: 'active',
    passwordHash: hashPassword(CHAI_MANAGER.password),
    now: at,
  })
  const limited = outlets.find((o) => o.name === CHAI_MANAGER.outlet)
  stmt(db, 'INSERT INTO user_outlets (user_id, outlet_id) VALUES (?, ?)').run(userId, limited?.id)

  return (rng) => {
    const roll = rng.next()
    if (roll < 0.2) {
      // A link: of an outlet (an order for pickup there) or of the whole business (online).
      const outlet = rng.chance(0.5) ? rng.pick(outlets) : null
      return { channel: 'link', counter: null, cashier: null, outlet }
    }
    const counter = rng.pick(counters)
    const outlet = outlets[counter.outlet] ?? null
    const cashier = rng.chance(0.8)
      ? (cashiers.get(counter.outlet) ?? null)
      : { staff_id: anyId, name: CHAI_ANY_CASHIER.name }
    return {
      channel: roll < 0.35 ? 'qr' : 'counter',
      counter: { counter_id: counter.counter_id, name: counter.name },
      cashier,
      outlet: outlet ? { outlet_id: outlet.outlet_id, name: outlet.name } : null,
    }
  }
}
