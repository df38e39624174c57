/**
 * `npm run bench:server`: seeds 1,000,000 payins into a temp DATA_DIR, starts the sandbox in its
 * own process, and measures over loopback HTTP:
 *   - payin/list page latency (p50/p95) without filters, with status + date filters, with search
 *     (repeated, as paging does, and with the count not cached, as a first request is), with the
 *     channel filter;
 *   - payin/list/totals (the list's total line over the whole filter) for the same filters;
 *   - a ≥100,000-row CSV report: rows/s and the server's peak RSS growth while streaming;
 *   - a ≥100,000-row journal export (CSV, and once as xlsx; decision 055): the same figures;
 *   - with refunds (decision 050, section lists): BENCH_REFUNDS refunds (default 2,000) made
 *     through the domain code on seeded payins before the server starts, so the payin lists carry
 *     refunded payins, and the refund list's own queries (unfiltered, by status, by payin, by
 *     search) are timed;
 *   - a sign-in flood (scripts/bench-signin.ts): 60,000 new identifiers from one address while
 *     another merchant lists payins; cost per attempt, the lister's p50 and the server's RSS;
 *   - a pairing flood (scripts/bench-pair-flood.ts): 50,000 wrong codes, each from a new address,
 *     against a gateway of its own; attempts/s per tenth of the flood and the gateway's RSS;
 *   - the activity log (scripts/bench-activity.ts): 1,000,000 entries (BENCH_ACTIVITY), the cost
 *     of writing one, and the filtered list's p95;
 *   - a correct sign-in's time beside the baseline build's (scripts/bench-signin-time.ts);
 *   - the approvals inbox (scripts/bench-approvals.ts): 100,000 requests (BENCH_APPROVALS), its
 *     lists' and badge's p95 (section approvals);
 *   - 200 Speakers and Tills on their event streams while standing-QR payments arrive
 *     (scripts/bench-speakers.ts, section speakers, BENCH_SPEAKER_MINUTES, default 10): payment →
 *     announcement p50/p95/max, missed, announced twice, memory per open device;
 *   - outlets (scripts/bench-outlets.ts, decision 080): 50 outlets × 10 counters over the same
 *     history, on a gateway of its own: the per-outlet table's and an outlet's list's p95, first
 *     request included, and an outlet's report in rows/s beside the whole report's.
 * Targets (docs/performance.md): list p95 ≤ 15 ms; report ≥ 100k rows/s with RSS growth ≤ 50 MB. Sign-in
 * flood: see bench-signin.ts.
 * Prints figures; it is not a test. BENCH_PAYINS overrides the payin count (default 1,000,000;
 * 100,000 when only the sign-in flood runs); BENCH_DATA_DIR reuses (and keeps) a data dir seeded
 * by an earlier run instead of seeding a temporary one; BENCH_ONLY is a comma list of sections
 * (lists,report,journal,activity,signin,flood,signin-time,approvals,batches,speakers,outlets;
 * default all), e.g. `BENCH_ONLY=flood npm run bench:server`.
 */
import ExcelJS from 'exceljs'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/connection'
import { seedDatabase } from '../server/seed/seed'
import { loadOrCreateKey } from '../server/domain/merchants/api-keys'
import { failRefund, processRefund } from '../server/domain/refunds/refund-lifecycle'
import { createRefund } from '../server/domain/refunds/refunds'
import { cpuSeconds, percentile, rssKb } from './bench-proc'
import { activityPlan, activitySection, activityWriteCost, seedActivity } from './bench-activity'
import { approvalsSection, seedApprovals } from './bench-approvals'
import { signInFloodSection } from './bench-signin'
import { pairFloodSection } from './bench-pair-flood'
import { signInTimeSection } from './bench-signin-time'
import { batchesSection } from './bench-batches'
import { speakersSection } from './bench-speakers'
import { download as getDownload, signInHeaders, startGateway } from './bench-gateway'
import { outletIds, outletPlans, outletsSection, seedOutlets } from './bench-outlets'

const SECTIONS = new Set(
  (
    process.env.BENCH_ONLY ??
    'lists,report,journal,activity,signin,flood,signin-time,approvals,batches,speakers,outlets'
  ).split(','),
)
/** These run gateways of their own: no seeded history is needed for them alone. */
const OWN_GATEWAY = new Set(['flood', 'signin-time', 'batches', 'speakers'])
const onlyOwnGateways = [...SECTIONS].every((section) => OWN_GATEWAY.has(section))
/** outlets starts a gateway of its own on the seeded history, so that its first request is cold. */
const needsGateway = [...SECTIONS].some((s) => !OWN_GATEWAY.has(s) && s !== 'outlets')
const onlySignIn = !['lists', 'report', 'journal', 'outlets'].some((s) => SECTIONS.has(s))
const PAYINS = Number(process.env.BENCH_PAYINS ?? (onlySignIn ? 100_000 : 1_000_000))
const REFUNDS = Number(process.env.BENCH_REFUNDS ?? 2_000)
const SAMPLES = 300
const reuse = process.env.BENCH_DATA_DIR
const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'bench-server-'))
const REPORT_RUNS = 3
const IST = 5.5 * 3600_000
const istDay = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10)

/** Rows of a CSV download: its lines less the header (counted as the bytes arrive). */
const countLines = async (_bytes: Buffer): Promise<number> => 0

/** Rows of a workbook: its first sheet's rows less the header, read back by exceljs. */
async function xlsxRows(bytes: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
  return (workbook.worksheets[0]?.rowCount ?? 1) - 1
}

async function main(): Promise<void> {
  if (SECTIONS.has('flood')) await pairFloodSection()
  if (SECTIONS.has('signin-time')) await signInTimeSection()
  if (SECTIONS.has('batches')) await batchesSection()
  if (SECTIONS.has('speakers')) await speakersSection()
  if (onlyOwnGateways) return
  const seedStart = Date.now()
  const seeded = Boolean(reuse && existsSync(join(dataDir, 'sandbox.db')))
  console.log(
    seeded
      ? `Reusing ${dataDir}`
      : `Seeding ${PAYINS.toLocaleString('en-IN')} payins into ${dataDir} …`,
  )
  const opened = Date.now()
  const db = openDatabase(dataDir)
  if (seeded)
    console.log(`  opened (and migrated) in ${((Date.now() - opened) / 1000).toFixed(1)} s`)
  if (!seeded) seedDatabase(db, loadOrCreateKey(dataDir), { demoPayins: PAYINS })
  console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)
  const words = db.prepare('SELECT COUNT(*) FROM payin_word_prefixes WHERE merchant_id = 1')
  console.log(`  word totals (decision 061) for ${String(words.pluck().get())} word prefixes`)
  // The seed makes payment links only. A shop also sells at its counter: one payin in ten becomes
  // a counter sale, which has no customer (decision 024), so a name search finds none of them.
  // Through the triggers, as the counter screen's own payins would be written.
  if (!db.prepare("SELECT 1 FROM payins WHERE channel = 'counter' LIMIT 1").get()) {
    const t = Date.now()
    db.prepare(
      "UPDATE payins SET channel = 'counter', customer_name = '', customer_email = '' WHERE merchant_id = 1 AND id % 10 = 0",
    ).run()
    db.exec('ANALYZE')
    console.log(
      `  one payin in ten made a counter sale in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    )
  }
  const plan = (sql: string) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
      .map((r) => r.detail)
      .join('; ')
  console.log(
    '  plan, no filter:      ',
    plan('SELECT * FROM payins WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20'),
  )
  console.log(
    '  plan, search + status:',
    plan(
      "SELECT f.rowid FROM payins_fts AS f WHERE f.payins_fts MATCH 'sharma*' AND f.rowid >= 1 AND f.rowid < 2 AND (f.rowid & 7) = 1 ORDER BY f.rowid DESC LIMIT 20",
    ),
  )
  console.log(
    '  plan, channel + status + dates:',
    plan(
      "SELECT * FROM payins WHERE merchant_id = 1 AND status = 'success' AND channel = 'counter' AND created_at >= 1 AND created_at < 2 ORDER BY created_at DESC, id DESC LIMIT 20",
    ),
  )
  console.log(
    '  plan, status + dates: ',
    plan(
      "SELECT * FROM payins WHERE merchant_id = 1 AND status = 'success' AND created_at >= 1 AND created_at < 2 ORDER BY created_at DESC, id DESC LIMIT 20",
    ),
  )
  // A report range holding at least 100,000 rows, ending today.
  const now = Date.now()
  let days = 1
  let reportRows = 0
  while (reportRows < 100_000 && days < 90) {
    const from = Date.parse(`${istDay(now - (days - 1) * 86_400_000)}T00:00:00+05:30`)
    reportRows = (
      db
        .prepare('SELECT COUNT(*) n FROM payins WHERE merchant_id = 1 AND created_at >= ?')
        .get(from) as { n: number }
    ).n
    if (reportRows < 100_000) days++
  }
  // A journal range holding at least 100,000 rows (postings), ending today: the demo merchant's
  // payments are five postings each (clearing, charge, CGST, SGST, sales), so about a fifth as
  // many ledger movements are counted here and the rows themselves below.
  let journalDays = 1
  while (journalDays < 90) {
    const from = Date.parse(`${istDay(now - (journalDays - 1) * 86_400_000)}T00:00:00+05:30`)
    const movements = (
      db
        .prepare(
          'SELECT COUNT(*) n FROM wallet_transactions WHERE merchant_id = 1 AND created_at >= ?',
        )
        .get(from) as { n: number }
    ).n
    if (movements * 4 >= 100_000) break
    journalDays++
  }
  const firstPayinAt = (
    db.prepare('SELECT MIN(created_at) AS at FROM payins WHERE merchant_id = 1').get() as {
      at: number
    }
  ).at
  // Refunds on payins spread over the whole history: full and partial, most processed, some
  // failed, the rest pending, made as the API makes them (one IMMEDIATE transaction each).
  const hasRefunds = db.prepare("SELECT 1 FROM refunds WHERE reference_id LIKE 'BENCH-%'").get()
  if (!hasRefunds && REFUNDS > 0 && SECTIONS.has('lists')) {
    const refundStart = Date.now()
    const successes = (
      db
        .prepare("SELECT COUNT(*) AS n FROM payins WHERE merchant_id = 1 AND status = 'success'")
        .get() as {
        n: number
      }
    ).n
    const step = Math.max(1, Math.floor(successes / REFUNDS))
    const targets = db
      .prepare(
        `SELECT transaction_id, amount FROM (SELECT transaction_id, amount, ROW_NUMBER() OVER (ORDER BY id) AS n
           FROM payins WHERE merchant_id = 1 AND status = 'success') WHERE n % ? = 0 LIMIT ?`,
      )
      .all(step, REFUNDS) as { transaction_id: string; amount: number }[]
    targets.forEach((payin, i) => {
      const partial = i % 3 === 0
      const refund = createRefund(db, 1, {
        transaction_id: payin.transaction_id,
        amount: partial ? Math.max(1, Math.floor(payin.amount / 2)) : payin.amount,
        reference_id: `BENCH-${i}`,
        reason: i % 2 === 0 ? 'Returned by the customer' : null,
      })
      if (i % 20 === 0) failRefund(db, refund.refund_id, null)
      else if (i % 10 !== 0) processRefund(db, refund.refund_id)
    })
    console.log(
      `  ${targets.length.toLocaleString('en-IN')} refunds made in ${((Date.now() - refundStart) / 1000).toFixed(1)} s`,
    )
  }
  console.log(
    '  plan, refunds list:   ',
    plan('SELECT * FROM refunds WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20'),
  )
  const someRefund = db
    .prepare('SELECT refund_id, transaction_id FROM refunds WHERE merchant_id = 1 LIMIT 1 OFFSET ?')
    .get(Math.floor(REFUNDS / 2)) as { refund_id: string; transaction_id: string } | undefined
  // A real id from the middle of the history, so the exact-id search finds its row.
  const someId = (
    db
      .prepare('SELECT transaction_id FROM payins WHERE merchant_id = 1 LIMIT 1 OFFSET ?')
      .get(Math.floor(PAYINS / 2)) as { transaction_id: string }
  ).transaction_id
  if (SECTIONS.has('activity')) {
    seedActivity(db, now)
    console.log('  plan, activity by person + action + dates:', activityPlan(db))
    activityWriteCost(db)
  }
  if (SECTIONS.has('approvals')) seedApprovals(db, now)
  let outlets: string[] = []
  if (SECTIONS.has('outlets')) {
    seedOutlets(db, now)
    outletPlans(db, now)
    outlets = outletIds(db)
  }
  db.close()

  try {
    if (SECTIONS.has('outlets'))
      await outletsSection(
        dataDir,
        now,
        { from: istDay(now - (days - 1) * 86_400_000), to: istDay(now) },
        outlets,
      )
  } finally {
    if (!needsGateway && !reuse) rmSync(dataDir, { recursive: true, force: true })
  }
  if (!needsGateway) return
  const gateway = await startGateway(dataDir)
  const { url, child } = gateway
  try {
    const headers = await signInHeaders(url)

    // A GET on a kept-alive socket the server closed as idle fails with "other side closed"
    // (undici does not retry as browsers do); such a request is sent again, once.
    let listPath = '/payin/list'
    const list = async (query: string) => {
      const get = () => fetch(`${url}/api/v1${listPath}?${query}`, { headers })
      return get().catch(get)
    }
    // query(n) gets a running request number (warm-up and timed requests never share one);
    // `before` runs ahead of each request, outside the timing. `samples`: fewer for the rows whose
    // every request reads ~10^5–10^6 rows (uncached sums), or the bench would take an hour.
    const measure = async (
      label: string,
      query: (n: number) => string,
      before: (n: number) => void = () => {},
      samples = SAMPLES,
    ) => {
      let n = 0
      for (let i = 0; i < Math.min(30, samples / 10); i++, n++) {
        before(n)
        await (await list(query(n))).arrayBuffer()
      }
      const times: number[] = []
      let total = 0
      for (let i = 0; i < samples; i++, n++) {
        before(n)
        const t = performance.now()
        const res = await list(query(n))
        const body = (await res.json()) as {
          data: { count?: number }
          meta?: { pagination: { totalCount: number } }
        }
        times.push(performance.now() - t)
        total = body.meta?.pagination.totalCount ?? body.data.count ?? Number.NaN
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`)
      }
      times.sort((a, b) => a - b)
      console.log(
        `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms   (matches ${total.toLocaleString('en-IN')}${samples === SAMPLES ? '' : `; ${samples} requests`})`,
      )
    }
    if (SECTIONS.has('lists')) {
      const week = `dateFrom=${istDay(now - 6 * 86_400_000)}&dateTo=${istDay(now)}`
      console.log(
        `\npayin/list, limit 20, ${SAMPLES} sequential requests each (loopback HTTP, server in its own process):`,
      )
      await measure('no filters, pages 1–10', (i) => `page=${(i % 10) + 1}&limit=20`)
      await measure('status=success', (i) => `page=${(i % 10) + 1}&limit=20&status=success`)
      await measure(
        'status=success + 7-day range',
        (i) => `page=${(i % 10) + 1}&limit=20&status=success&${week}`,
      )
      await measure('7-day range', (i) => `page=${(i % 10) + 1}&limit=20&${week}`)
      await measure('search (exact transaction id)', () => `limit=20&search=${someId}`)
      await measure(
        'search "sharma" (~2.5 % of rows)',
        (i) => `page=${(i % 3) + 1}&limit=20&search=sharma`,
      )
      await measure(
        'search "sharma" + 7-day range',
        (i) => `page=${(i % 3) + 1}&limit=20&search=sharma&${week}`,
      )
      await measure(
        'search "sharma" + status=success',
        (i) => `page=${(i % 3) + 1}&limit=20&search=sharma&status=success`,
      )
      await measure(
        'search "gmail" (~17 % of rows)',
        (i) => `page=${(i % 3) + 1}&limit=20&search=gmail`,
      )
      await measure('search "txn" (every row)', (i) => `page=${(i % 3) + 1}&limit=20&search=txn`)
      await measure('channel=counter', (i) => `page=${(i % 10) + 1}&limit=20&channel=counter`)
      await measure('channel=link', (i) => `page=${(i % 10) + 1}&limit=20&channel=link`)
      await measure(
        'channel=counter + status + 7 days',
        (i) => `page=${(i % 10) + 1}&limit=20&channel=counter&status=success&${week}`,
      )
      await measure(
        'search "sharma" + channel=link',
        (i) => `page=${(i % 3) + 1}&limit=20&search=sharma&channel=link`,
      )
      await measure(
        'search "sharma" + channel=counter',
        (i) => `page=${(i % 3) + 1}&limit=20&search=sharma&channel=counter`,
      )
      // The same searches with their count not cached (decision 037), as a merchant's
      // first request for a search, or the first after the horizon moved, pays. Each request starts
      // its range on a different day before the first payin: the same matches and the same work
      // inside FTS5, but a new cache key.
      const before = (n: number) => `dateFrom=${istDay(firstPayinAt - (n + 1) * 86_400_000)}`
      console.log('  count not cached (a new date range each request, all of history):')
      // One word reads its word totals (decision 061); two words read every match, as before.
      for (const word of ['sharma', 'gmail', 'txn', 'priya sharma'])
        await measure(
          `search "${word}"`,
          (n) => `page=${(n % 3) + 1}&limit=20&search=${encodeURIComponent(word)}&${before(n)}`,
        )
      await measure(
        'search "sharma" + channel=link',
        (n) => `page=${(n % 3) + 1}&limit=20&search=sharma&channel=link&${before(n)}`,
        undefined,
        60,
      )

      // The total line: GET /payin/list/totals over the whole filter (count, successful count,
      // INR sum, fee and net). Without search text it reads the per-day totals; with it, the index
      // and the cached sums (server/domain/payins/search-totals.ts).
      listPath = '/payin/list/totals'
      console.log(`\npayin/list/totals, ${SAMPLES} sequential requests each:`)
      await measure('no filters', () => '')
      await measure('status=success', () => 'status=success')
      await measure('7-day range', () => week)
      await measure(
        'channel=counter + status + 7 days',
        () => `channel=counter&status=success&${week}`,
      )
      await measure('search "sharma"', () => 'search=sharma')
      await measure(
        'search "sharma" + status + 7 days',
        () => `search=sharma&status=success&${week}`,
      )
      await measure('search "sharma" + channel=link', () => 'search=sharma&channel=link')
      await measure('search "gmail"', () => 'search=gmail')
      await measure('search "txn" (every row)', () => 'search=txn')
      // Ranges the list's rows above never asked for: a channel search's count there computed and
      // cached these very sums.
      const fresh = (n: number) => before(n + 400)
      console.log('  sums not cached (a new date range each request, all of history):')
      for (const [word, samples] of [
        ['sharma', 60],
        ['gmail', 30],
        ['txn', 10],
        ['priya sharma', 30],
      ] as const)
        await measure(
          `search "${word}"`,
          (n) => `search=${encodeURIComponent(word)}&${fresh(n)}`,
          undefined,
          samples,
        )
      await measure(
        'search "sharma" + channel=link',
        (n) => `search=sharma&channel=link&${fresh(n)}`,
        undefined,
        60,
      )
      listPath = '/payin/list'
      // Right after another process (the CLI, here the bench) writes to history: the trigger bumps
      // the horizon's generation, and SQLite also drops the server connection's page cache, since
      // the file changed under it.
      const writer = openDatabase(dataDir)
      const history = writer.prepare(
        'UPDATE payins SET order_id = ? WHERE id = (SELECT MIN(id) FROM payins WHERE merchant_id = 1)',
      )
      console.log('  after another process wrote to history before each request:')
      await measure(
        'search "gmail"',
        (n) => `page=${(n % 3) + 1}&limit=20&search=gmail`,
        (n) => history.run(`ORDBENCH${n % 2}`),
      )
      writer.close()

      if (someRefund) {
        listPath = '/payin/refunds'
        console.log(`\npayin/refunds, limit 20, ${SAMPLES} sequential requests each:`)
        await measure('no filters, pages 1–10', (i) => `page=${(i % 10) + 1}&limit=20`)
        await measure('status=processed', (i) => `page=${(i % 10) + 1}&limit=20&status=processed`)
        await measure('7-day range', (i) => `page=${(i % 10) + 1}&limit=20&${week}`)
        await measure(
          'one payin (transaction_id)',
          () => `transaction_id=${someRefund.transaction_id}`,
        )
        await measure(
          'search (refund id prefix)',
          () => `search=${someRefund.refund_id.slice(0, 10)}`,
        )
        await measure('search "bench-1" (reference prefix)', () => 'search=bench-1')
        listPath = '/payin/list'
        await measure(
          'payin/list: the refunded payin (search)',
          () => `search=${someRefund.transaction_id}`,
        )
      }
    }
    /** Downloads `target` `runs` times: rows/s, the server's CPU, its peak RSS growth. */
    const download = async (title: string, target: string, runs: number, rowsOf = countLines) => {
      console.log(`\n${title}, ${runs} download${runs === 1 ? '' : 's'} one after another:`)
      const baseRss = rssKb(child.pid ?? 0, 'VmRSS')
      let peakRss = baseRss
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssKb(child.pid ?? 0, 'VmRSS'))
      }, 10)
      for (let run = 1; run <= runs; run++) {
        const cpuBefore = cpuSeconds(child.pid ?? 0)
        const t = performance.now()
        const got = await getDownload(target, headers, rowsOf !== countLines)
        if (got.status !== 200) throw new Error(`${title}: HTTP ${got.status}`)
        const { bytes } = got
        const seconds = (performance.now() - t) / 1000
        const serverCpu = cpuSeconds(child.pid ?? 0) - cpuBefore
        peakRss = Math.max(peakRss, rssKb(child.pid ?? 0, 'VmRSS'))
        const rows = got.body ? await rowsOf(got.body) : got.lines - 1
        console.log(
          `  ${run}: ${rows.toLocaleString('en-IN')} rows (${(bytes / 1e6).toFixed(1)} MB) in ${seconds.toFixed(2)} s → ${Math.round(rows / seconds).toLocaleString('en-IN')} rows/s; server CPU ${serverCpu.toFixed(2)} s → ${Math.round(rows / serverCpu).toLocaleString('en-IN')} rows per CPU-second (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`,
        )
      }
      clearInterval(sampler)
      console.log(
        `  server RSS before ${(baseRss / 1024).toFixed(1)} MB, peak during the downloads ${(peakRss / 1024).toFixed(1)} MB → growth ${((peakRss - baseRss) / 1024).toFixed(1)} MB`,
      )
    }
    if (SECTIONS.has('report')) {
      const from = istDay(now - (days - 1) * 86_400_000)
      // node:http rather than fetch for the download: fetch's web-stream plumbing in this (client)
      // process was slower than the server, so it measured the client instead. The client only
      // counts newlines (Buffer#indexOf); the server's CPU time is read from /proc alongside.
      await download(
        `CSV report, ${days} days, type=payin`,
        `${url}/api/v1/merchant/transactions/report?type=payin&format=csv&from_date=${from}&to_date=${istDay(now)}`,
        REPORT_RUNS,
      )
    }
    if (SECTIONS.has('journal')) {
      const from = istDay(now - (journalDays - 1) * 86_400_000)
      const journal = `${url}/api/v1/merchant/books/journal?from_date=${from}&to_date=${istDay(now)}`
      await download(`Journal CSV, ${journalDays} days`, `${journal}&format=csv`, REPORT_RUNS)
      await download(`Journal xlsx, ${journalDays} days`, `${journal}&format=xlsx`, 1, xlsxRows)
    }
    if (SECTIONS.has('lists') || SECTIONS.has('report') || SECTIONS.has('journal'))
      console.log(
        '\nTargets: list p95 ≤ 15 ms; report and journal ≥ 100,000 rows/s; RSS growth ≤ 50 MB.',
      )
    if (SECTIONS.has('activity')) await activitySection(url, headers, now)
    if (SECTIONS.has('approvals')) await approvalsSection(url, headers)
    if (SECTIONS.has('signin')) await signInFloodSection(url, child.pid ?? 0, list)
  } finally {
    await gateway.stop()
    if (!reuse) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
