import type { Db } from '../server/db/connection'
import { publicId } from '../server/domain/core/ids'
import { DAY_MS, istDate, istDayStart } from '../server/domain/core/time'
import { counterByRowId, createCounter } from '../server/domain/counters/counters'
import { ensureOpenShift } from '../server/domain/counters/shifts'
import { hashPassword } from '../server/domain/merchants/passwords'
import { processRefund } from '../server/domain/refunds/refund-lifecycle'
import { createRefund } from '../server/domain/refunds/refunds'
import { insertUser } from '../server/domain/team/users'
import { cpuSeconds, loadAverage, percentile } from './bench-proc'
import { download, signInHeaders, startGateway, type Gateway } from './bench-gateway'

/*
 * The outlets' section of `npm run bench:server` (decision 080; BENCH_ONLY=outlets):
 *   - generator: demo's seeded history (1,000,000 payins) spread over BENCH_OUTLETS outlets (50)
 *     of BENCH_OUTLET_COUNTERS counters (10) each, busy and quiet ones (the busiest takes about
 *     6 times the quietest's payins), one payin in ten a link of no outlet; 60 % of the counters
 *     with an open shift and a few hundred refunds made today, so the per-outlet table has all its
 *     parts; and an Operations person limited to one outlet;
 *   - on a gateway of its own started after the generator (a fresh connection: the first request
 *     of each series is a cold one, and no series is warmed up), GET /merchant/outlets/today and
 *     GET /payin/list?outlet_id=… (and its totals), p50/p95 with the first request included;
 *   - the transaction report by outlet (?outlet_id=) in rows/s beside the whole report's, over
 *     the same range, in the same run.
 * Targets (docs/performance.md): the per-outlet table p95 ≤ 50 ms; an outlet's list p95 ≤ 15 ms.
 */

const OUTLETS = Number(process.env.BENCH_OUTLETS ?? 50)
const COUNTERS = Number(process.env.BENCH_OUTLET_COUNTERS ?? 10)
const SAMPLES = 300
const REPORT_RUNS = 3
const MERCHANT = 1
/** One payin in ten (by a hash of its id) stays a link of no outlet: the business's own sales. */
const NO_OUTLET_SHARE = 10
const BUCKETS = 10_000
const OUTLET_TOTALS_TRIGGER = 'payin_outlet_day_totals_update'
export const LIMITED_EMAIL = 'store.manager@example.com'
const LIMITED_PASSWORD = 'Counter-Jasmine-58'

const PLACES: readonly [string, string][] = [
  ['Bengaluru', '29'],
  ['Mysuru', '29'],
  ['Pune', '27'],
  ['Mumbai', '27'],
  ['Nagpur', '27'],
  ['Chennai', '33'],
  ['Coimbatore', '33'],
  ['Hyderabad', '36'],
  ['Kochi', '32'],
  ['Ahmedabad', '24'],
  ['Jaipur', '08'],
  ['Lucknow', '09'],
  ['Kolkata', '19'],
  ['Delhi', '07'],
  ['Chandigarh', '04'],
]

type OutletInfo = { id: number; outlet_id: string; name: string }

const openOutlets = (db: Db) =>
  db
    .prepare(
      'SELECT id, outlet_id, name FROM outlets WHERE merchant_id = ? AND archived_at IS NULL ORDER BY created_at, id',
    )
    .all(MERCHANT) as OutletInfo[]

/** The i-th outlet's share of the payins: 1 for the busiest down to about 1/6 for the quietest. */
const weight = (i: number) => 1 / (1 + i / 10)

/**
 * Makes the outlets, counters, shifts, refunds and the limited person, and stamps demo's payins
 * with an outlet (and its counter sales with a counter of it). Skipped on a reused data dir that
 * has them. One UPDATE through a bucket table: outlet_id, outlet_name, counter_id and
 * counter_name are watched by no trigger (the search index, word totals and per-day totals
 * stay as they are), so a million rows take seconds, not the minutes a channel change costs.
 */
export function seedOutlets(db: Db, now: number): void {
  if (openOutlets(db).length >= OUTLETS) return
  const started = Date.now()
  const created = now - 75 * DAY_MS
  const insertOutlet = db.prepare(
    `INSERT INTO outlets (outlet_id, merchant_id, name, address, city, state_code, created_at,
       updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (let i = openOutlets(db).length; i < OUTLETS; i++) {
      const [city, state] = PLACES[i % PLACES.length] ?? ['Bengaluru', '29']
      const n = Math.floor(i / PLACES.length) + 1
      insertOutlet.run(
        publicId('OUT'),
        MERCHANT,
        `${city} ${n}`,
        `Shop ${i + 1}, Main Road`,
        city,
        state,
        created + i,
        created + i,
      )
    }
  })()
  const outlets = openOutlets(db)
  const countersOf = db.prepare(
    'SELECT id, counter_id, name FROM counters WHERE outlet_id = ? ORDER BY id',
  )
  const counters: { id: number; counter_id: string; name: string }[][] = []
  db.transaction(() => {
    outlets.forEach((outlet, i) => {
      let have = countersOf.all(outlet.id).length
      for (; have < COUNTERS; have++)
        createCounter(db, MERCHANT, `Till ${i + 1}-${have + 1}`, created, outlet.id)
      counters.push(
        (countersOf.all(outlet.id) as { id: number; counter_id: string; name: string }[]).slice(
          0,
          COUNTERS,
        ),
      )
    })
  })()
  // Each bucket is one outlet's counter; an outlet's share of buckets is its weight's.
  const total = outlets.reduce((sum, _o, i) => sum + weight(i), 0)
  db.exec(`CREATE TEMP TABLE bench_pick (bucket INTEGER PRIMARY KEY, outlet_id TEXT,
    outlet_name TEXT, counter_id TEXT, counter_name TEXT)`)
  const pick = db.prepare('INSERT INTO bench_pick VALUES (?, ?, ?, ?, ?)')
  db.transaction(() => {
    let i = 0
    let upto = 0
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      while (bucket >= upto + (weight(i) / total) * BUCKETS && i < outlets.length - 1)
        upto += (weight(i++) / total) * BUCKETS
      const outlet = outlets[i] as OutletInfo
      const counter = counters[i]?.[bucket % COUNTERS]
      pick.run(bucket, outlet.outlet_id, outlet.name, counter?.counter_id, counter?.name)
    }
  })()
  const stamp = Date.now()
  // The per-outlet day totals (migration 28) would move one row per payin through their update
  // trigger: dropped for the one statement and demo's rows summed afresh after it, in the same
  // transaction (as seed.ts's withBulkSearchIndex does for the search index).
  const trigger = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
    .pluck()
    .get(OUTLET_TOTALS_TRIGGER) as string | undefined
  const stamped = db
    .transaction(() => {
      if (trigger) db.exec(`DROP TRIGGER ${OUTLET_TOTALS_TRIGGER}`)
      // Multiplicative hashes of the id: the counter sales (every tenth id) spread over every bucket.
      const changes = db
        .prepare(
          `UPDATE payins SET outlet_id = p.outlet_id, outlet_name = p.outlet_name,
           counter_id = CASE WHEN payins.channel = 'link' THEN payins.counter_id ELSE p.counter_id END,
           counter_name = CASE WHEN payins.channel = 'link' THEN payins.counter_name ELSE p.counter_name END
         FROM bench_pick AS p
         WHERE payins.merchant_id = ? AND payins.outlet_id IS NULL
           AND p.bucket = ((payins.id * 2654435761) / 1024) % ${BUCKETS}
           AND (payins.channel <> 'link' OR ((payins.id * 40503) / 64) % ${NO_OUTLET_SHARE} <> 0)`,
        )
        .run(MERCHANT).changes
      if (trigger) {
        db.prepare('DELETE FROM payin_outlet_day_totals WHERE merchant_id = ?').run(MERCHANT)
        db.prepare(
          `INSERT INTO payin_outlet_day_totals (merchant_id, outlet_id, day, channel, status, n,
           amount, net)
         SELECT merchant_id, COALESCE(outlet_id, ''), (created_at + 19800000) / 86400000, channel,
           status, COUNT(*), SUM(COALESCE(amount_inr, amount)), SUM(net_amount)
         FROM payins WHERE merchant_id = ? GROUP BY 1, 2, 3, 4, 5`,
        ).run(MERCHANT)
        db.exec(trigger)
      }
      return changes
    })
    .immediate()
  db.exec('DROP TABLE bench_pick')
  console.log(
    `  ${outlets.length} outlets × ${COUNTERS} counters; ${stamped.toLocaleString('en-IN')} payins stamped with an outlet in ${((Date.now() - stamp) / 1000).toFixed(1)} s`,
  )
  // 60 % of the counters have an open shift (the table's counters_open).
  db.transaction(() => {
    counters.flat().forEach((c, i) => {
      if (i % 5 < 3) ensureOpenShift(db, counterByRowId(db, c.id), now - 3 * 3600_000)
    })
  })()
  refundsToday(db, now)
  const operations = insertUser(db, {
    merchantId: MERCHANT,
    email: LIMITED_EMAIL,
    name: 'Store Manager',
    role: 'operations',
    status: 'active',
    passwordHash: hashPassword(LIMITED_PASSWORD),
    now: created,
  })
  db.prepare('INSERT INTO user_outlets (user_id, outlet_id) VALUES (?, ?)').run(
    operations,
    outlets[1]?.id,
  )
  db.exec('ANALYZE payins')
  console.log(
    `  outlets generated in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${loadAverage()})`,
  )
}

/** The plans of the reads an outlet filter makes (printed beside the figures, as the other rows'). */
export function outletPlans(db: Db, now: number): void {
  const outlet = openOutlets(db)[0]?.outlet_id ?? ''
  const from = istDayStart(istDate(now)) ?? now
  const plan = (sql: string, ...params: unknown[]) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
      .map((r) => r.detail)
      .join('; ')
  console.log(
    "  plan, an outlet's page: ",
    plan(
      'SELECT * FROM payins WHERE merchant_id = 1 AND outlet_id = ? ORDER BY created_at DESC, id DESC LIMIT 20',
      outlet,
    ),
  )
  console.log(
    '  plan, its count:       ',
    plan('SELECT COUNT(*) FROM payins WHERE merchant_id = 1 AND outlet_id = ?', outlet),
  )
  console.log(
    '  plan, today by outlet: ',
    plan(
      `SELECT outlet_id, COUNT(*), SUM(amount) FILTER (WHERE status = 'success') FROM payins
       WHERE merchant_id = 1 AND created_at >= ? AND created_at < ? GROUP BY outlet_id`,
      from,
      from + DAY_MS,
    ),
  )
}

/** 300 refunds of today's successful outlet payins, most processed: the table's `refunded`. */
function refundsToday(db: Db, now: number): void {
  const from = istDayStart(istDate(now)) ?? now
  const targets = db
    .prepare(
      `SELECT transaction_id, amount FROM payins WHERE merchant_id = ? AND status = 'success'
         AND outlet_id IS NOT NULL AND created_at >= ? AND refunded_amount = 0
       ORDER BY id LIMIT 3000`,
    )
    .all(MERCHANT, from) as { transaction_id: string; amount: number }[]
  targets
    .filter((_t, i) => i % 10 === 0)
    .forEach((payin, i) => {
      const refund = createRefund(db, MERCHANT, {
        transaction_id: payin.transaction_id,
        amount: i % 3 === 0 ? Math.max(1, Math.floor(payin.amount / 2)) : payin.amount,
        reference_id: `OUTLETS-${i}`,
        reason: null,
      })
      if (i % 4 !== 0) processRefund(db, refund.refund_id)
    })
}

type Figures = { first: number; p50: number; p95: number; max: number }

/** `samples` sequential GETs of `path(n)` with no warm-up: the first is part of the p95. */
async function series(
  gateway: Gateway,
  headers: Record<string, string>,
  label: string,
  path: (n: number) => string,
  samples = SAMPLES,
  note: (body: unknown) => string = () => '',
): Promise<Figures> {
  const times: number[] = []
  let last: unknown = null
  for (let n = 0; n < samples; n++) {
    const send = () => fetch(`${gateway.url}/api/v1${path(n)}`, { headers })
    const t = performance.now()
    const res = await send().catch(send)
    last = await res.json()
    times.push(performance.now() - t)
    if (res.status !== 200)
      throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(last).slice(0, 200)}`)
  }
  const first = times[0] ?? Number.NaN
  times.sort((a, b) => a - b)
  const figures = {
    first,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? Number.NaN,
  }
  const ms = (v: number) => v.toFixed(2).padStart(7)
  console.log(
    `  ${label.padEnd(44)} first ${ms(figures.first)}   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   max ${ms(figures.max)} ms${note(last)}`,
  )
  return figures
}

type ListBody = { meta?: { pagination?: { totalCount?: number } }; data?: { count?: number } }
const matches = (body: unknown) => {
  const b = body as ListBody
  const n = b.meta?.pagination?.totalCount ?? b.data?.count
  return n === undefined ? '' : `   (matches ${n.toLocaleString('en-IN')})`
}

type OutletToday = {
  outlet_id: string
  outlet_name: string
  collected: number
  refunded: number
  count: number
  counters_open: number
}

/** The open outlets' public ids, busiest first (the order seedOutlets weighs them in). */
export const outletIds = (db: Db): string[] => openOutlets(db).map((o) => o.outlet_id)

export async function outletsSection(
  dataDir: string,
  now: number,
  report: { from: string; to: string },
  ids: string[],
): Promise<void> {
  const gateway = await startGateway(dataDir)
  try {
    const headers = await signInHeaders(gateway.url)
    const api = async (path: string, as = headers) => {
      const res = await fetch(`${gateway.url}/api/v1${path}`, { headers: as })
      return { status: res.status, body: (await res.json()) as { data?: unknown } }
    }
    console.log(
      `\noutlets (decision 080): a gateway of its own, ${SAMPLES} sequential requests a row, no warm-up (load average ${loadAverage()}):`,
    )
    // The very first request of this process: the per-outlet table, before anything else warms it.
    const table = await series(
      gateway,
      headers,
      'merchant/outlets/today',
      () => '/merchant/outlets/today',
    ).catch((err: unknown) => {
      console.log(`  ${String(err)}: this gateway has no per-outlet table yet`)
      return null
    })
    if (!table) return
    const busiest = ids[0] ?? ''
    const quietest = ids[ids.length - 1] ?? ''
    const today = istDate(now)
    const week = `dateFrom=${istDate(now - 6 * DAY_MS)}&dateTo=${today}`
    const each = (n: number) => ids[n % ids.length] ?? ''
    // Pages 1–10 of every outlet in turn: each outlet's first page is a first request.
    const page = (n: number) => `page=${(Math.floor(n / ids.length) % 10) + 1}&limit=20`
    const list: [string, (n: number) => string][] = [
      ['list: outlet_id (50 outlets, pages 1–10)', (n) => `${page(n)}&outlet_id=${each(n)}`],
      [
        'list: the busiest outlet, pages 1–10',
        (n) => `page=${(n % 10) + 1}&limit=20&outlet_id=${busiest}`,
      ],
      [
        'list: the quietest outlet, pages 1–10',
        (n) => `page=${(n % 10) + 1}&limit=20&outlet_id=${quietest}`,
      ],
      ['list: outlet + status=success', (n) => `${page(n)}&status=success&outlet_id=${each(n)}`],
      ['list: outlet + 7-day range', (n) => `${page(n)}&${week}&outlet_id=${each(n)}`],
      ['list: outlet + channel=counter', (n) => `${page(n)}&channel=counter&outlet_id=${each(n)}`],
      ['list: outlet + search "sharma"', (n) => `limit=20&search=sharma&outlet_id=${each(n)}`],
      [
        'list: outlet_id=none (links of no outlet)',
        (n) => `page=${(n % 10) + 1}&limit=20&outlet_id=none`,
      ],
      ['totals: outlet_id', (n) => `outlet_id=${each(n)}`],
      ['totals: outlet + 7-day range', (n) => `${week}&outlet_id=${each(n)}`],
      ['totals: outlet + today', (n) => `dateFrom=${today}&dateTo=${today}&outlet_id=${each(n)}`],
    ]
    const figures: Record<string, Figures> = {}
    for (const [label, query] of list) {
      const path = label.startsWith('totals') ? '/payin/list/totals' : '/payin/list'
      figures[label] = await series(
        gateway,
        headers,
        label,
        (n) => `${path}?${query(n)}`,
        SAMPLES,
        matches,
      )
    }
    const limited = await signInHeaders(gateway.url, LIMITED_EMAIL, LIMITED_PASSWORD).catch(
      () => null,
    )
    if (limited) {
      await series(
        gateway,
        limited,
        'limited person: list, pages 1–10',
        (n) => `/payin/list?page=${(n % 10) + 1}&limit=20`,
        SAMPLES,
        matches,
      )
      await series(
        gateway,
        limited,
        'limited person: merchant/outlets/today',
        () => '/merchant/outlets/today',
      )
    }
    await checkTable(api, today)
    await reports(
      gateway,
      headers,
      report.from,
      report.to,
      busiest,
      ids[Math.floor(ids.length / 2)] ?? '',
    )
    console.log(
      `  Targets: merchant/outlets/today p95 ≤ 50 ms (here ${table.p95.toFixed(1)}); an outlet's list p95 ≤ 15 ms (here ${Math.max(
        ...Object.entries(figures)
          .filter(([l]) => l.startsWith('list'))
          .map(([, f]) => f.p95),
      ).toFixed(1)} at most).`,
    )
  } finally {
    await gateway.stop()
  }
}

/** Each outlet's row of today equals the list's totals for it today (count and collected). */
async function checkTable(
  api: (path: string) => Promise<{ status: number; body: { data?: unknown } }>,
  today: string,
): Promise<void> {
  const got = await api('/merchant/outlets/today')
  const rows = (got.body.data as { outlets?: OutletToday[] } | undefined)?.outlets ?? []
  let differ = 0
  for (const row of rows) {
    const totals = await api(
      `/payin/list/totals?dateFrom=${today}&dateTo=${today}&outlet_id=${row.outlet_id}`,
    )
    const t = totals.body.data as { count: number; success_amount: number }
    if (
      t.count !== row.count ||
      Math.round(t.success_amount * 100) !== Math.round(row.collected * 100)
    )
      differ++
  }
  const sum = (f: (r: OutletToday) => number) => rows.reduce((s, r) => s + f(r), 0)
  console.log(
    `  today's table: ${rows.length} outlets, ${sum((r) => r.count).toLocaleString('en-IN')} payins, ₹${sum((r) => r.collected).toLocaleString('en-IN')} collected, ₹${sum((r) => r.refunded).toLocaleString('en-IN')} refunded, ${sum((r) => r.counters_open)} counters open; rows unequal to the list's totals: ${differ}`,
  )
}

/** The whole report, then one outlet's over the same days, alternately: rows/s and server CPU. */
async function reports(
  gateway: Gateway,
  headers: Record<string, string>,
  from: string,
  to: string,
  busiest: string,
  middle: string,
): Promise<void> {
  const base = `${gateway.url}/api/v1/merchant/transactions/report?type=payin&format=csv`
  const sixty = istDate(Date.parse(`${to}T00:00:00+05:30`) - 59 * DAY_MS)
  const targets: [string, string][] = [
    [`whole report, ${from} – ${to}`, `${base}&from_date=${from}&to_date=${to}`],
    [`busiest outlet, same days`, `${base}&from_date=${from}&to_date=${to}&outlet_id=${busiest}`],
    [`a middle outlet, same days`, `${base}&from_date=${from}&to_date=${to}&outlet_id=${middle}`],
    [`busiest outlet, 60 days`, `${base}&from_date=${sixty}&to_date=${to}&outlet_id=${busiest}`],
  ]
  console.log(`  transaction report CSV (type=payin), ${REPORT_RUNS} rounds, alternately:`)
  const rates = new Map<string, number[]>()
  for (let run = 1; run <= REPORT_RUNS; run++) {
    for (const [label, target] of targets) {
      const pid = gateway.child.pid ?? 0
      const cpu = cpuSeconds(pid)
      const t = performance.now()
      const got = await download(target, headers)
      const seconds = (performance.now() - t) / 1000
      if (got.status !== 200) throw new Error(`${label}: HTTP ${got.status}`)
      const rows = got.lines - 1
      const rate = rows / seconds
      rates.set(label, [...(rates.get(label) ?? []), rate])
      console.log(
        `    ${run}: ${label.padEnd(36)} ${rows.toLocaleString('en-IN').padStart(9)} rows in ${seconds.toFixed(2)} s → ${Math.round(rate).toLocaleString('en-IN').padStart(8)} rows/s; server CPU ${(cpuSeconds(pid) - cpu).toFixed(2)} s (load average ${loadAverage()})`,
      )
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const whole = median(rates.get(targets[0]?.[0] ?? '') ?? [])
  for (const [label] of targets.slice(1)) {
    const own = median(rates.get(label) ?? [])
    console.log(
      `    ${label}: median ${Math.round(own).toLocaleString('en-IN')} rows/s = ${(own / whole).toFixed(2)}× the whole report's ${Math.round(whole).toLocaleString('en-IN')}`,
    )
  }
}
