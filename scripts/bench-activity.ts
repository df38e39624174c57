import type { Db } from '../server/db/connection'
import { recordActivity, type ActivityEntry } from '../server/domain/activity/record-activity'
import { loadAverage, percentile } from './bench-proc'

/*
 * The activity log's section of `npm run bench:server` (decision 074): BENCH_ACTIVITY entries
 * (default 1,000,000) written through recordActivity for demo over the last year, then
 *   - the cost of writing one entry (p95), inside a change's transaction and on its own;
 *   - GET /merchant/activity p95 (limit 50) unfiltered, by person + action + 7 days (the target),
 *     by person + 30 days, by action + 7 days, by target, and a page deep in a year's range.
 * Targets (docs/performance.md): a filtered page p95 ≤ 15 ms; one entry p95 ≤ 1 ms.
 */

const ENTRIES = Number(process.env.BENCH_ACTIVITY ?? 1_000_000)
const SAMPLES = 300
const YEAR_MS = 365 * 86_400_000
const IST = 5.5 * 3600_000
const istDay = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10)

const ACTIONS = [
  'payout.created',
  'refund.created',
  'link.created',
  'link.cancelled',
  'api_secret.regenerated',
  'webhooks.updated',
  'profile.updated',
  'counter.paired',
  'counter.revoked',
  'cashier.added',
  'shift.closed',
  'sign_in',
  'sign_in.failed',
  'team.invited',
  'team.role_changed',
  'two_step.enabled',
] as const
const PEOPLE = ['1', '2', '3', '4', '5', '6']

/** The i-th entry: people, the API key and a till take turns; actions cycle at another pace. */
function entry(i: number, at: number): ActivityEntry {
  const who = i % 8
  const actor: ActivityEntry['actor'] =
    who < 6
      ? { kind: 'user', id: PEOPLE[who] ?? '1', name: `Person ${who + 1}` }
      : who === 6
        ? { kind: 'api_key', id: null, name: 'API key' }
        : { kind: 'device', id: 'DEVBENCH', name: 'Front desk' }
  return {
    merchantId: 1,
    actor,
    action: ACTIONS[Math.floor(i / 3) % ACTIONS.length] ?? 'sign_in',
    target: { kind: 'payout', id: `POUTBENCH${i % 50_000}`, label: 'Meera Iyer' },
    after: i % 4 === 0 ? { amount: 1000 + (i % 97), mode: 'IMPS' } : null,
    address: `10.0.${(i >> 8) & 255}.${i & 255}`,
    device: 'Chrome on Android',
    at,
  }
}

/** Fills demo's log to ENTRIES over the year ending now (skipped when a reused dir has it). */
export function seedActivity(db: Db, now: number): void {
  const have = db
    .prepare('SELECT COUNT(*) FROM activity WHERE merchant_id = 1')
    .pluck()
    .get() as number
  if (have >= ENTRIES) return
  const started = Date.now()
  const first = now - YEAR_MS
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) recordActivity(db, entry(i, first + (i / ENTRIES) * YEAR_MS))
  })
  for (let i = have; i < ENTRIES; i += 20_000) batch(i, Math.min(ENTRIES, i + 20_000))
  db.exec('ANALYZE')
  console.log(
    `  ${(ENTRIES - have).toLocaleString('en-IN')} activity entries written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

/** One entry's cost with a million before it: inside an open transaction, and committed alone. */
export function activityWriteCost(db: Db): void {
  const inside: number[] = []
  const alone: number[] = []
  const at = () => Date.now()
  for (let i = 0; i < 2000; i++) {
    db.transaction(() => {
      const t = performance.now()
      recordActivity(db, entry(ENTRIES + i, at()))
      inside.push(performance.now() - t)
    }).immediate()
    const t = performance.now()
    recordActivity(db, entry(ENTRIES + 2000 + i, at()))
    alone.push(performance.now() - t)
  }
  inside.sort((a, b) => a - b)
  alone.sort((a, b) => a - b)
  const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(3)
  console.log(
    `\nactivity: one entry at ${ENTRIES.toLocaleString('en-IN')} entries, 2,000 writes each (load average ${loadAverage()}):`,
  )
  console.log(
    `  inside the change's transaction   p50 ${ms(inside, 50)} ms   p95 ${ms(inside, 95)} ms`,
  )
  console.log(
    `  its own transaction (committed)   p50 ${ms(alone, 50)} ms   p95 ${ms(alone, 95)} ms`,
  )
}

export function activityPlan(db: Db): string {
  return (
    db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM activity WHERE merchant_id = 1 AND id >= 1 AND id <= 2
         AND actor_kind = 'user' AND actor_id = '3' AND action = 'refund.created'
         ORDER BY id DESC LIMIT 51`,
      )
      .all() as { detail: string }[]
  )
    .map((row) => row.detail)
    .join('; ')
}

export async function activitySection(
  url: string,
  headers: Record<string, string>,
  now: number,
): Promise<void> {
  const get = async (query: string) => {
    const fetchIt = () => fetch(`${url}/api/v1/merchant/activity?${query}`, { headers })
    return fetchIt().catch(fetchIt)
  }
  const measure = async (label: string, query: (n: number) => string) => {
    for (let n = 0; n < 30; n++) await (await get(query(n))).arrayBuffer()
    const times: number[] = []
    let shown = 0
    for (let n = 30; n < 30 + SAMPLES; n++) {
      const t = performance.now()
      const res = await get(query(n))
      const body = (await res.json()) as { data: { entries: unknown[] } }
      times.push(performance.now() - t)
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`)
      shown += body.data.entries.length
    }
    times.sort((a, b) => a - b)
    console.log(
      `  ${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms   (${(shown / SAMPLES).toFixed(0)} entries a page)`,
    )
  }
  // A different week (or month) of the year for each request.
  const days = (n: number, length: number) => {
    const end = now - ((n * 7919) % 330) * 86_400_000
    return `from=${istDay(end - (length - 1) * 86_400_000)}&to=${istDay(end)}`
  }
  const person = (n: number) => PEOPLE[n % PEOPLE.length] ?? '1'
  const action = (n: number) => ACTIONS[(n * 5) % ACTIONS.length] ?? 'sign_in'
  // Half-way down the log: the page after an id in the middle of the year.
  const cursor = Math.floor(ENTRIES / 2)
  console.log(
    `\nmerchant/activity, limit 50, ${SAMPLES} sequential requests each (load average ${loadAverage()}):`,
  )
  await measure('no filters', () => 'limit=50')
  await measure(
    'person + action + 7 days',
    (n) => `person=${person(n)}&action=${action(n)}&${days(n, 7)}&limit=50`,
  )
  await measure('person + 30 days', (n) => `person=${person(n)}&${days(n, 30)}&limit=50`)
  await measure('action + 7 days', (n) => `action=${action(n)}&${days(n, 7)}&limit=50`)
  await measure('target (kind + id)', (n) => `target=payout:POUTBENCH${(n * 37) % 50_000}&limit=50`)
  await measure(
    'person + action, a page deep (cursor)',
    () => `person=3&action=refund.created&cursor=${cursor}&limit=50`,
  )
  console.log('  Targets: a filtered page p95 ≤ 15 ms; one entry p95 ≤ 1 ms.')
}
