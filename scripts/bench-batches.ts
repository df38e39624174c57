/**
 * The payout-file section of `npm run bench:server` (BENCH_ONLY=batches, decision 077), on a
 * gateway of its own with the seeded demo merchant:
 *   - a BENCH_BATCH_ROWS-row CSV (default 10,000) uploaded and every row checked: the time to the
 *     201 (all rows' results stored), and how far the gateway's RSS rose meanwhile (sampled peak − before);
 *     targets ≤ 3 s and ≤ 100 MB.
 *   - the same rows (₹1 each: ₹10,000 in all, no approval needed) submitted and processed: the
 *     time from submit to the batch completed (every payout made by the worker and finished by the
 *     sandbox bank, its 2 s steps included), as payouts per second; target ≥ 200/s. Then the
 *     ledger is replayed (every movement's before/after, the wallets' figures): exact or it says so.
 */
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { startSandbox } from '../tests/e2e/support/sandbox'
import { loadAverage, rssKb } from './bench-proc'

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 10_000)
const HEADER =
  'reference_id,amount,mode,beneficiary_name,beneficiary_account,beneficiary_ifsc,beneficiary_vpa,beneficiary_phone,beneficiary_email,remarks,beneficiary_id'

/** The gateway itself: tsx runs it in a node child of its own. */
function gatewayPid(tsxPid: number): number {
  const children = readFileSync(`/proc/${tsxPid}/task/${tsxPid}/children`, 'utf8').trim()
  return Number(children.split(/\s+/)[0] || tsxPid)
}

export async function batchesSection(): Promise<void> {
  const sandbox = await startSandbox({ env: { DIST_DIR: join(tmpdir(), 'bench-no-dist') } })
  try {
    const pid = gatewayPid(sandbox.pid)
    const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const headers = new Headers(init.headers)
      if (init.token) headers.set('authorization', `Bearer ${init.token}`)
      const res = await fetch(`${sandbox.url}/api/v1${path}`, { ...init, headers })
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } }
    }
    const login = await api('/merchant/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo', password: 'Demo@1234' }),
    })
    const token = String(login.body.data.token)
    const stamp = Date.now().toString(36)
    const lines = Array.from(
      { length: ROWS },
      (_, i) =>
        `BENCH-${stamp}-${i},1,IMPS,Bench Payee ${i},${String(100000000 + i)},SBIN0001234,,,,,`,
    )
    const csv = [HEADER, ...lines].join('\n')
    const form = new FormData()
    form.append('file', new Blob([csv]), 'bench.csv')
    const before = rssKb(pid, 'VmRSS')
    // Sampled while the file is checked: VmHWM would still hold the seeding's peak at start-up.
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(pid, 'VmRSS'))
    }, 10)
    const started = performance.now()
    const uploaded = await api('/payout/batches', { method: 'POST', token, body: form })
    const checkMs = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, rssKb(pid, 'VmRSS'))
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`)
    const batchId = String(uploaded.body.data.batch_id)
    console.log(`\nPayout files (load ${loadAverage()}), ${ROWS.toLocaleString('en-IN')} rows:`)
    console.log(
      `  checked, every row's result stored   ${(checkMs / 1000).toFixed(2)} s (≤ 3 s)   RSS +${((peak - before) / 1024).toFixed(0)} MB (≤ 100 MB; peak ${(peak / 1024).toFixed(0)} MB)`,
    )
    const sendStart = performance.now()
    const submitted = await api(`/payout/batches/${batchId}/submit`, { method: 'POST', token })
    if (submitted.body.data.status !== 'approved') {
      throw new Error(`submit gave ${String(submitted.body.data.status)}`)
    }
    for (;;) {
      const now = await api(`/payout/batches/${batchId}`, { token })
      if (now.body.data.status === 'completed') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const sendMs = performance.now() - sendStart
    console.log(
      `  processed: made, sent, final          ${(sendMs / 1000).toFixed(1)} s   ${((ROWS * 1000) / sendMs).toFixed(0)} payouts/s (≥ 200/s)`,
    )
    const db = new Database(join(sandbox.dataDir, 'sandbox.db'), { readonly: true })
    const problems = ledgerProblems(db)
    db.close()
    console.log(
      `  ledger ${problems.length === 0 ? 'exact' : `WRONG: ${problems.slice(0, 3).join('; ')}`}`,
    )
  } finally {
    await sandbox.stop()
  }
}

/**
 * The ledger replayed in SQL: each bucket's movements chain (before = the previous after), add up
 * (after = before ± amount), never go below zero, and end at the wallet's figure.
 */
function ledgerProblems(db: Database.Database): string[] {
  const broken = db
    .prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT balance_before, balance_after, amount, transaction_type,
           LAG(balance_after, 1, 0) OVER (PARTITION BY merchant_id, bucket ORDER BY id) AS previous
         FROM wallet_transactions)
       WHERE balance_before <> previous OR balance_after < 0
         OR balance_after <> balance_before +
           CASE transaction_type WHEN 'credit' THEN amount ELSE -amount END`,
    )
    .get() as { n: number }
  const wallets = db
    .prepare(
      `SELECT COUNT(*) AS n FROM wallets AS w, (SELECT 'available' AS bucket UNION ALL
         SELECT 'pending' UNION ALL SELECT 'processing') AS b
       WHERE CASE b.bucket WHEN 'available' THEN w.available WHEN 'pending' THEN w.pending
         ELSE w.processing END <> COALESCE((SELECT balance_after FROM wallet_transactions AS t
           WHERE t.merchant_id = w.merchant_id AND t.bucket = b.bucket ORDER BY id DESC LIMIT 1), 0)`,
    )
    .get() as { n: number }
  return [
    ...(broken.n > 0 ? [`${broken.n} movements out of chain`] : []),
    ...(wallets.n > 0 ? [`${wallets.n} wallet figures off the ledger`] : []),
  ]
}
