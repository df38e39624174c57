import { firstOutlet } from '../domain/outlets/outlet-row'
import { issueCredentials } from '../domain/merchants/api-keys'
import { publicId } from '../domain/core/ids'
import { newStandingVpa } from '../domain/counters/counters'
import { ensureWallet } from '../domain/wallet/ledger'
import { hashPassword } from '../domain/merchants/passwords'
import { createOwnerUser, insertUser, type Role } from '../domain/team/users'
import type { Db } from '../db/connection'
import { createRng, type Rng } from './prng'
import { seedHistory } from './seed-history'
import { seedId } from './seed-ids'
import { HOSTILE_STRINGS } from './seed-data'
import type { SeedPlace } from './seed-ids'
import { CHAI_OUTLETS, CHAI_USERNAME, seedChaiOutlets } from './seed-outlets'
import { indexRows, insertTrigger } from '../db/search-index'
import { PAYIN_SEARCH } from '../db/search-key'
import { stmt } from '../db/statements'
import { INSERT_TOTALS_TRIGGER, wordTotalsInsertTrigger } from '../db/word-totals'
import { buildWordTotals } from '../db/word-totals-build'

/*
 * Demo data, deterministic for a given seed number (the PRNG drives every row; only the password
 * salts, API secrets and "now" differ between runs).
 */

export const DEMO_PASSWORD = 'Demo@1234'

type MerchantSeed = {
  username: string
  email: string
  name: string
  business_name: string
  phone: string | null
  address: string | null
  website: string | null
  show_rates_to_merchant: 0 | 1
  payin_fee_bps: number
  upi_vpa: string
  /** 4-digit merchant category code, carried in the UPI intent (mc=); none for demo. */
  merchant_category_code: string | null
  /** GST registration (decision 052): demo is registered in Karnataka, the gateway's state
   * (CGST + SGST); norates has no GSTIN and gives Maharashtra (IGST). */
  gstin: string | null
  state_code: string | null
}

const MERCHANTS: readonly MerchantSeed[] = [
  {
    username: 'demo',
    email: 'demo@example.com',
    name: 'Rohan Mehta',
    business_name: 'Acme Stores',
    phone: '+91 98765 43210',
    address: '12 MG Road, Bengaluru, Karnataka 560001',
    website: 'https://acme-stores.example.in',
    show_rates_to_merchant: 1,
    payin_fee_bps: 200,
    upi_vpa: 'acmestores@sandbox',
    merchant_category_code: null,
    gstin: '29AAKCA4321M1ZF',
    state_code: '29',
  },
  {
    username: 'norates',
    email: 'norates@example.com',
    name: 'Sunita Patil',
    business_name: 'Kirana Mart',
    phone: '+91 91234 56780',
    address: '4 Station Road, Pune, Maharashtra 411001',
    website: null,
    show_rates_to_merchant: 0,
    payin_fee_bps: 250,
    upi_vpa: 'kiranamart@sandbox',
    // 5411: grocery stores and supermarkets.
    merchant_category_code: '5411',
    gstin: null,
    state_code: '27',
  },
  {
    username: 'hostile',
    email: 'hostile@example.com',
    name: '"><script>alert(1)</script>',
    business_name: '<img src=x onerror=alert(1)> Traders',
    phone: '+1+1',
    address: '\u202Eevil =HYPERLINK("http://x")',
    website: '=HYPERLINK("http://x")',
    show_rates_to_merchant: 1,
    payin_fee_bps: 200,
    upi_vpa: 'hostile@sandbox',
    merchant_category_code: null,
    gstin: null,
    state_code: null,
  },
  // A business with three shops (decision 080): server/seed/seed-outlets.ts makes its outlets.
  {
    username: CHAI_USERNAME,
    email: 'chai@example.com',
    name: 'Kavitha Rao',
    business_name: 'Chai Point',
    phone: '+91 99000 11223',
    address: '80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034',
    website: null,
    show_rates_to_merchant: 1,
    payin_fee_bps: 200,
    upi_vpa: 'chaipoint@sandbox',
    // 5814: fast food restaurants.
    merchant_category_code: '5814',
    gstin: '29AAFCC7312K1ZH',
    state_code: '29',
  },
]

/** chai's history: about eight payins a day over the seeded 60 days, across its outlets. */
const CHAI_PAYINS = 480

/** Seeded merchants (and demo's counter) were created 75 days before the seed. */
const createdAt = (now: number) => now - 75 * 24 * 60 * 60 * 1000

/**
 * demo's team beyond its Owner (decision 072), so roles can be tried: each password scores 3 or
 * more with zxcvbn, as an invited person's must. Printed at start with the other sign-ins.
 */
export const DEMO_PEOPLE: readonly { name: string; email: string; role: Role; password: string }[] =
  [
    {
      name: 'Priya Nair',
      email: 'finance@example.com',
      role: 'finance',
      password: 'Ledger-Monsoon-47',
    },
    {
      name: 'Arjun Rao',
      email: 'developer@example.com',
      role: 'developer',
      password: 'Webhook-Tamarind-82',
    },
  ]

/** demo's till: 'Front desk' with two cashiers, so pairing and 'Who is selling?' can be tried. */
export const DEMO_COUNTER = 'Front desk'
export const DEMO_CASHIERS = [
  { name: 'Asha', pin: '4826' },
  { name: 'Ravi', pin: '7391' },
] as const

function seedCounter(db: Db, merchantId: number, at: number): void {
  stmt(
    db,
    `INSERT INTO counters (counter_id, merchant_id, name, is_owner_counter, created_at, updated_at,
       standing_vpa, outlet_id) VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
  ).run(
    publicId('CTR'),
    merchantId,
    DEMO_COUNTER,
    at,
    at,
    newStandingVpa(db, merchantId),
    firstOutlet(db, merchantId, at).id,
  )
  for (const cashier of DEMO_CASHIERS) {
    stmt(
      db,
      `INSERT INTO staff (staff_id, merchant_id, name, pin_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(publicId('STF'), merchantId, cashier.name, hashPassword(cashier.pin), at, at)
  }
}

export function isEmpty(db: Db): boolean {
  return !db.prepare('SELECT 1 FROM merchants LIMIT 1').get()
}

export type SeedOptions = {
  /** Payins for demo (default 150); the bench passes 1,000,000. */
  demoPayins?: number
  seed?: number
  now?: number
  log?: (message: string) => void
}

export function seedDatabase(db: Db, key: Buffer, options: SeedOptions = {}): void {
  const now = options.now ?? Date.now()
  const rng = createRng(options.seed ?? 20_260_101)
  const ids = new Map<string, number>()
  let chaiPlace: ((rng: Rng) => SeedPlace) | undefined
  db.transaction(() => {
    for (const m of MERCHANTS) {
      const created = createdAt(now)
      const result = stmt(
        db,
        `INSERT INTO merchants (username, email, name, business_name, phone, address, website,
           password_hash, show_rates_to_merchant, payin_fee_bps, upi_vpa, merchant_category_code,
           gstin, state_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        m.username,
        m.email,
        m.name,
        m.business_name,
        m.phone,
        m.address,
        m.website,
        hashPassword(DEMO_PASSWORD),
        m.show_rates_to_merchant,
        m.payin_fee_bps,
        m.upi_vpa,
        m.merchant_category_code,
        m.gstin,
        m.state_code,
        created,
        created,
      )
      const id = Number(result.lastInsertRowid)
      ids.set(m.username, id)
      createOwnerUser(db, {
        ...m,
        id,
        password_hash: hashPassword(DEMO_PASSWORD),
        created_at: created,
      })
      ensureWallet(db, id, created)
      issueCredentials(db, key, id)
    }
    seedCounter(db, ids.get('demo') ?? 0, createdAt(now))
    chaiPlace = seedChaiOutlets(db, ids.get(CHAI_USERNAME) ?? 0, createdAt(now))
    for (const person of DEMO_PEOPLE) {
      insertUser(db, {
        merchantId: ids.get('demo') ?? 0,
        email: person.email,
        name: person.name,
        role: person.role,
        status: 'active',
        passwordHash: hashPassword(person.password),
        now: createdAt(now),
      })
    }
  }).immediate()

  const demoPayins = options.demoPayins ?? 150
  const started = Date.now()
  const plans = [
    { username: 'demo', payins: demoPayins, payouts: 40, openingTopup: 500_000_00, feeBps: 200 },
    { username: 'norates', payins: 40, payouts: 8, openingTopup: 50_000_00, feeBps: 250 },
    {
      username: 'hostile',
      payins: 24,
      payouts: 8,
      openingTopup: 10_000_00,
      feeBps: 200,
      hostile: true,
    },
    // Last, so the merchants before it keep the rows the same seed always gave them.
    {
      username: CHAI_USERNAME,
      payins: CHAI_PAYINS,
      payouts: 6,
      openingTopup: 20_000_00,
      feeBps: 200,
      place: chaiPlace,
    },
  ]
  withBulkSearchIndex(db, () => {
    for (const plan of plans) {
      const merchantId = ids.get(plan.username) ?? 0
      seedHistory(
        db,
        { ...plan, merchantId, text: plan.hostile ? hostileText : undefined },
        rng,
        now,
      )
      seedTopupRequests(db, merchantId, rng, now, plan.hostile === true)
    }
  })
  options.log?.(`Seeded ${demoPayins + 64} payins in ${Date.now() - started} ms`)
  options.log?.(`Seeded ${CHAI_PAYINS} payins across chai's ${CHAI_OUTLETS.length} outlets`)
}

/** Appends payins (and a few payouts) to demo's existing history: `npm run seed -- --payins N`. */
export function seedMorePayins(db: Db, payins: number, options: SeedOptions = {}): void {
  const demo = db
    .prepare("SELECT id, payin_fee_bps FROM merchants WHERE username = 'demo'")
    .get() as { id: number; payin_fee_bps: number } | undefined
  if (!demo) throw new Error('demo merchant missing: seed an empty data dir first')
  const rng = createRng(options.seed ?? Date.now())
  const { settled } = db
    .prepare('SELECT COUNT(*) AS settled FROM settlements WHERE merchant_id = ?')
    .get(demo.id) as { settled: number }
  const plan = {
    merchantId: demo.id,
    feeBps: demo.payin_fee_bps,
    payins,
    payouts: 0,
    openingTopup: 0,
    // Its days settle just after the ones already there (one settlement per instant).
    settleDelayMs: settled + 1,
  }
  withBulkSearchIndex(db, () => seedHistory(db, plan, rng, options.now ?? Date.now()))
}

/**
 * Per-row search indexing dominates bulk loading: drop the payins insert trigger, load, then give
 * the new rows their search keys and index entries in one pass, sorted by key (server/db/
 * search-index.ts), restoring the trigger in that same transaction so no row written meanwhile
 * (e.g. by a running server) is left out.
 */
function withBulkSearchIndex(db: Db, load: () => void): void {
  const cacheSize = db.pragma('cache_size', { simple: true })
  db.pragma('cache_size = -262144')
  const trigger = insertTrigger(PAYIN_SEARCH)
  const lastId = (
    db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM payins').get() as { id: number }
  ).id
  db.exec(`DROP TRIGGER IF EXISTS ${trigger.name}`)
  db.exec(`DROP TRIGGER IF EXISTS ${INSERT_TOTALS_TRIGGER}`)
  try {
    load()
  } finally {
    db.transaction(() => {
      indexRows(db, PAYIN_SEARCH, lastId)
      db.exec(trigger.sql)
      // Word totals (decision 061) of every merchant that gained payins, found and summed afresh.
      const loaded = db
        .prepare('SELECT DISTINCT merchant_id FROM payins WHERE id > ?')
        .pluck()
        .all(lastId) as number[]
      for (const merchantId of loaded) buildWordTotals(db, merchantId)
      db.exec(wordTotalsInsertTrigger())
    }).immediate()
    db.pragma(`cache_size = ${Number(cacheSize)}`)
    db.exec('ANALYZE')
  }
}

function hostileText(rng: Rng, index: number) {
  const pick = (offset: number): string =>
    HOSTILE_STRINGS[(index + offset) % HOSTILE_STRINGS.length] ?? ''
  return {
    name: pick(0),
    email: `${pick(1).slice(0, 40)}@example.com`,
    // Unique per row (payout reference ids are unique) while still starting with the hostile text.
    order: `${pick(2).slice(0, 200)}#${index}-${rng.int(100, 999)}`,
    note: pick(3),
  }
}

function seedTopupRequests(
  db: Db,
  merchantId: number,
  rng: Rng,
  now: number,
  hostile: boolean,
): void {
  const insert = stmt(
    db,
    `INSERT INTO topup_requests (merchant_id, request_id, amount, transfer_type, reference_number,
       status, admin_note, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const rows: [number, string, string, string | null, number][] = [
    [25_000_00, 'NEFT', 'pending', null, now - 3 * 3600_000],
    [10_000_00, 'IMPS', 'rejected', 'Proof does not match the amount', now - 5 * 86_400_000],
    [15_000_00, 'UPI', 'pending', null, now - 26 * 3600_000],
  ]
  db.transaction(() => {
    rows.forEach(([amount, type, status, note, at], i) => {
      const reference = hostile
        ? (HOSTILE_STRINGS[(i + 4) % HOSTILE_STRINGS.length] ?? '')
        : `${type}${rng.int(100_000_000, 999_999_999)}`
      insert.run(merchantId, seedId(rng, 'TOP'), amount, type, reference, status, note, at, at)
    })
  }).immediate()
}
