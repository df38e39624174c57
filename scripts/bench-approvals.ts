import type { Db } from '../server/db/connection'
import { loadAverage, percentile } from './bench-proc'

/*
 * The approvals inbox's section of `npm run bench:server` (decision 076; BENCH_ONLY=approvals):
 * BENCH_APPROVALS requests (default 100,000) for demo over the last 90 days, 2% of them pending
 * (made by the API key, so the Owner may decide them) and the rest decided with one approval each,
 * then the p95 of GET /merchant/approvals (limit 20): pending, for_me, decided, mine, unfiltered, approved a page
 * deep, and GET /merchant/approvals/count (the menu badge).
 * Target (docs/performance.md): the inbox p95 ≤ 15 ms at 100,000 pending and decided requests.
 */

const REQUESTS = Number(process.env.BENCH_APPROVALS ?? 100_000)
const SAMPLES = 300
const DAYS_MS = 90 * 86_400_000
const ENDS = ['approved', 'approved', 'approved', 'rejected', 'expired', 'cancelled'] as const

/** Fills demo's requests to REQUESTS (skipped when a reused dir has them). */
export function seedApprovals(db: Db, now: number): void {
  const have = db
    .prepare('SELECT COUNT(*) FROM approval_requests WHERE merchant_id = 1')
    .pluck()
    .get() as number
  if (have >= REQUESTS) return
  const started = Date.now()
  const owner = db
    .prepare('SELECT id, name FROM users WHERE merchant_id = 1 ORDER BY id LIMIT 1')
    .get() as {
    id: number
    name: string
  }
  const request = db.prepare(
    `INSERT INTO approval_requests (merchant_id, request_id, subject_kind, subject_id, amount,
       approvers_needed, senior_needed, tier_json, status, maker_kind, maker_user_id, maker_name,
       reason, created_at, expires_at, decided_at)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, 'api_key', NULL, 'API key', ?, ?, ?, ?)`,
  )
  const decision = db.prepare(
    `INSERT INTO approval_decisions (request_id, user_id, user_name, role, decision, reason, at)
     VALUES (?, ?, ?, 'owner', ?, ?, ?)`,
  )
  const tier = JSON.stringify({ approvers: 1, senior: false, label: '₹10,000 to ₹50,000' })
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      // The newest 2% are pending (within their 7 days); the older ones decided.
      const pending = i >= REQUESTS * 0.98
      const at = now - DAYS_MS + Math.floor((i / REQUESTS) * (DAYS_MS - 3_600_000))
      const status = pending ? 'pending' : (ENDS[i % ENDS.length] ?? 'approved')
      const reason = status === 'rejected' ? 'Not this month' : null
      const kind = i % 5 === 0 ? 'refund' : 'payout'
      const result = request.run(
        `APRBENCH${String(i).padStart(10, '0')}`,
        kind,
        `${kind === 'refund' ? 'RFD' : 'POUT'}BENCH${i}`,
        10_000_00 + (i % 40_000_00),
        1,
        0,
        tier,
        status,
        reason,
        at,
        at + 7 * 86_400_000,
        pending ? null : at + 3_600_000,
      )
      if (status === 'approved' || status === 'rejected')
        decision.run(result.lastInsertRowid, owner.id, owner.name, status, reason, at + 3_600_000)
    }
  })
  for (let i = have; i < REQUESTS; i += 20_000) batch(i, Math.min(REQUESTS, i + 20_000))
  db.exec('ANALYZE')
  console.log(
    `  ${(REQUESTS - have).toLocaleString('en-IN')} approval requests written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

export async function approvalsSection(
  url: string,
  headers: Record<string, string>,
): Promise<void> {
  const get = async (path: string) => {
    const fetchIt = () => fetch(`${url}/api/v1/merchant/${path}`, { headers })
    return fetchIt().catch(fetchIt)
  }
  const measure = async (label: string, path: (n: number) => string) => {
    for (let n = 0; n < 30; n++) await (await get(path(n))).arrayBuffer()
    const times: number[] = []
    for (let n = 30; n < 30 + SAMPLES; n++) {
      const t = performance.now()
      const res = await get(path(n))
      await res.arrayBuffer()
      times.push(performance.now() - t)
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`)
    }
    times.sort((a, b) => a - b)
    console.log(
      `  ${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms`,
    )
  }
  console.log(
    `\nmerchant/approvals at ${REQUESTS.toLocaleString('en-IN')} requests, limit 20, ${SAMPLES} sequential requests each (load average ${loadAverage()}):`,
  )
  await measure('pending (the inbox)', () => 'approvals?status=pending&limit=20')
  await measure('for_me (the inbox, mine to decide)', () => 'approvals?for_me=true&limit=20')
  await measure('decided (the Decided tab)', () => 'approvals?status=decided&limit=20')
  await measure('mine (My requests)', () => 'approvals?mine=true&limit=20')
  await measure('unfiltered', () => 'approvals?limit=20')
  await measure(
    'approved, pages 1–50',
    (n) => `approvals?status=approved&limit=20&page=${(n % 50) + 1}`,
  )
  await measure('count (the menu badge)', () => 'approvals/count')
  console.log('  Target: the inbox p95 ≤ 15 ms.')
}
