/**
 * `BENCH_ONLY=streams npm run bench`: a shop full of open screens (docs/decisions/046), held
 * BENCH_STREAMS_HOLD_S seconds (default 600) against the production build served by the sandbox:
 *   - one browser with BENCH_STREAMS_TABS counter tabs (50) of one merchant: they share a stream;
 *   - BENCH_STREAMS_DEVICES browser contexts (50) with one counter each and a session each, as a
 *     shop's separate devices: a stream each;
 *   - BENCH_STREAMS_RAW raw SSE clients (200) over 20 other merchants, a session each, read with
 *     fetch + eventsource-parser and reconnecting 3 s after a drop, like the portal.
 * While they are held the sandbox admin pays a payin every 10 s for the tabs' merchant and one
 * every 0.5 s for the raw merchants, in turn. Figures: reconnects per page/client (target ≤ 1),
 * paid → event p50/p95 per population (target p95 ≤ 250 ms), evictions, events missed, and the
 * server's RSS per open stream. Paid → event is from the moment the admin was asked to pay to the
 * moment the client had the event: a raw client when it parsed `event: payin`, a page when it sent
 * the re-read of its strip that the event triggers (the bench's payins are the owner counter's
 * sales, so they are in its open shift's X-report; the browser's own request start time;
 * the response is checked to hold the payment as paid). Sessions are written to the database
 * directly: the sign-in throttle would refuse 270 sign-ins from one address.
 * BENCH_STREAMS_RSS (1,000; 0 skips it): streams opened at once, twice, before the hold, for the
 * RSS per stream.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { createParser } from 'eventsource-parser'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { openDatabase } from '../server/db/connection'
import { ensureWallet } from '../server/domain/wallet/ledger'
import { adminRequest, launchBrowser } from '../tests/e2e/support/browser'
import type { Sandbox } from '../tests/e2e/support/sandbox'
import { BENCH_CHROME_ARGS } from './bench-chrome'
import { percentile } from './bench-latency'
import { loadAverage, record } from './bench-report'

const env = (name: string, fallback: number) => Math.max(0, Number(process.env[name] ?? fallback))
const HOLD_S = env('BENCH_STREAMS_HOLD_S', 600)
const TABS = env('BENCH_STREAMS_TABS', 50)
const DEVICES = env('BENCH_STREAMS_DEVICES', 50)
const RAW = env('BENCH_STREAMS_RAW', 200)
const RAW_MERCHANTS = 20
/** Streams opened at once to read the server's RSS per stream (50 per merchant, under its cap). */
const RSS_STREAMS = env('BENCH_STREAMS_RSS', 1_000)
const SHOP_PAY_EVERY_MS = 10_000
const RAW_PAY_EVERY_MS = 500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------
// The server process and the database
// ---------------------------------------------------------------------------------------------

/** The node process running server/main.ts under the sandbox's tsx (the deepest such child). */
function serverPid(root: number): number {
  let found = root
  const walk = (pid: number) => {
    let children: number[] = []
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
    } catch {
      return
    }
    for (const child of children) {
      const cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8')
      if (cmdline.includes('main.ts')) found = child
      walk(child)
    }
  }
  walk(root)
  return found
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** Median of a few RSS readings a moment apart (a single reading moves with the GC). */
async function steadyRssKb(pid: number): Promise<number> {
  const readings: number[] = []
  for (let i = 0; i < 9; i++) {
    readings.push(rssKb(pid))
    await sleep(300)
  }
  return percentile(readings, 50)
}

type Db = ReturnType<typeof openDatabase>

function addMerchants(db: Db, count: number): number[] {
  const now = Date.now()
  const ids: number[] = []
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const result = db
        .prepare(
          `INSERT INTO merchants (username, email, name, business_name, phone, address, website,
             password_hash, show_rates_to_merchant, payin_fee_bps, upi_vpa, merchant_category_code,
             created_at, updated_at)
           SELECT ?, ?, name, ?, phone, address, website, password_hash, show_rates_to_merchant,
             payin_fee_bps, ?, merchant_category_code, ?, ?
           FROM merchants WHERE username = 'demo'`,
        )
        .run(
          `benchshop${i}`,
          `benchshop${i}@example.com`,
          `Bench Shop ${i}`,
          `benchshop${i}@sandbox`,
          now,
          now,
        )
      const id = Number(result.lastInsertRowid)
      // Every merchant has its Owner user (decision 072); a session belongs to one.
      db.prepare(
        `INSERT INTO users (merchant_id, email, username, name, role, status, password_hash,
           created_at, updated_at)
         SELECT id, email, username, name, 'owner', 'active', password_hash, ?, ? FROM merchants
         WHERE id = ?`,
      ).run(now, now, id)
      ensureWallet(db, id, now)
      ids.push(id)
    }
  })()
  return ids
}

function mintSession(db: Db, merchantId: number): string {
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  const now = Date.now()
  db.prepare(
    `INSERT INTO sessions (token_hash, merchant_id, user_id, created_at, expires_at, ends_at)
     SELECT ?, ?, id, ?, ?, ? FROM users WHERE merchant_id = ? AND role = 'owner' LIMIT 1`,
  ).run(hash, merchantId, now, now + 4 * 3_600_000, now + 4 * 3_600_000, merchantId)
  return token
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** When each payin was sent to the admin to be paid (epoch ms). */
const paidAt = new Map<string, number>()

async function createPayin(sandbox: Sandbox, token: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/v1/payin/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount: 10 + Math.floor(Math.random() * 90), channel: 'counter' }),
  })
  const body = (await response.json()) as { data?: { transaction_id?: string } }
  const id = body.data?.transaction_id
  if (!id) throw new Error(`payin/create: HTTP ${response.status} ${JSON.stringify(body)}`)
  return id
}

async function pay(sandbox: Sandbox, id: string): Promise<void> {
  paidAt.set(id, Date.now())
  const response = await adminRequest(sandbox, 'POST', `payins/${id}/pay`)
  if (response.status !== 200) throw new Error(`pay ${id}: HTTP ${response.status}`)
}

// ---------------------------------------------------------------------------------------------
// Raw SSE clients
// ---------------------------------------------------------------------------------------------

type RawClient = {
  merchant: number
  connects: number
  evictions: number
  /** Paid → event, ms, per payin of its merchant. */
  seen: Map<string, number>
  /** Resolves at the first `event: ready`. */
  ready: Promise<void>
  stop(): void
}

function rawClient(sandbox: Sandbox, merchant: number, token: string): RawClient {
  let stopped = false
  let abort = new AbortController()
  let ready = () => {}
  const client: RawClient = {
    merchant,
    connects: 0,
    evictions: 0,
    seen: new Map(),
    ready: new Promise<void>((resolve) => (ready = resolve)),
    stop: () => {
      stopped = true
      abort.abort()
    },
  }
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'ready') ready()
      if (event.event === 'evicted') client.evictions += 1
      if (event.event !== 'payin') return
      const data = JSON.parse(event.data) as { transaction_id: string; status: string }
      const at = paidAt.get(data.transaction_id)
      if (data.status === 'success' && at !== undefined && !client.seen.has(data.transaction_id)) {
        client.seen.set(data.transaction_id, Date.now() - at)
      }
    },
  })
  void (async () => {
    while (!stopped) {
      client.connects += 1
      abort = new AbortController()
      try {
        const response = await fetch(`${sandbox.url}/api/v1/merchant/events`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: abort.signal,
        })
        if (!response.body) throw new Error(`no body: HTTP ${response.status}`)
        parser.reset()
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          parser.feed(value)
        }
      } catch {
        // Dropped or stopped: reconnect below unless stopped.
      }
      if (!stopped) await sleep(3_000)
    }
  })()
  return client
}

/**
 * Server RSS per open stream: the growth while `count` streams are open at once, spread over the
 * merchants with a session each (enough streams that the GC's own swings, several MB, stay small
 * beside it), then closed again.
 */
async function rssPerStream(
  sandbox: Sandbox,
  pid: number,
  db: Db,
  merchants: number[],
  count: number,
): Promise<{ before: number; open: number; perStream: number }> {
  const before = await steadyRssKb(pid)
  const clients = Array.from({ length: count }, (_, i) => {
    const merchant = merchants[i % merchants.length] ?? 0
    return rawClient(sandbox, merchant, mintSession(db, merchant))
  })
  await Promise.all(clients.map((c) => c.ready))
  await sleep(3_000)
  const open = await steadyRssKb(pid)
  clients.forEach((c) => c.stop())
  await sleep(3_000)
  return { before, open, perStream: (open - before) / count }
}

// ---------------------------------------------------------------------------------------------
// Browser pages
// ---------------------------------------------------------------------------------------------

type Screen = {
  page: Page
  streamRequests: number
  /** Paid → the page's re-read of its today strip that shows the payment paid, ms. */
  seen: Map<string, number>
}

function storageState(url: string, token: string, merchant: unknown) {
  return {
    cookies: [],
    origins: [
      {
        origin: url,
        localStorage: [
          { name: 'authToken', value: token },
          { name: 'merchantData', value: JSON.stringify(merchant) },
        ],
      },
    ],
  }
}

async function openScreen(context: BrowserContext, url: string): Promise<Screen> {
  const page = await context.newPage()
  const screen: Screen = { page, streamRequests: 0, seen: new Map() }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/merchant/events') screen.streamRequests += 1
  })
  page.on('response', (response) => {
    // The strip's re-read: the open shift's X-report, or today's counter sales on a gateway
    // without shifts (features/counter/api.ts, fetchCounterFigures).
    const path = new URL(response.url()).pathname
    if (path !== '/api/v1/counter/shift/current' && path !== '/api/v1/payin/counter/today') return
    const started = response.request().timing().startTime
    void response
      .json()
      .then((body: { data?: { payments?: { transaction_id: string; status: string }[] } }) => {
        for (const payment of body.data?.payments ?? []) {
          const at = paidAt.get(payment.transaction_id)
          if (payment.status !== 'success' || at === undefined) continue
          if (screen.seen.has(payment.transaction_id) || started < at) continue
          screen.seen.set(payment.transaction_id, started - at)
        }
      })
      .catch(() => undefined)
  })
  await page.goto(`${url}/counter`)
  await page.getByTestId('counter-amount').waitFor({ timeout: 60_000 })
  return screen
}

// ---------------------------------------------------------------------------------------------
// The section
// ---------------------------------------------------------------------------------------------

/** Paid → seen for each client over the payins it should have heard, and how many it missed. */
function latencies(clients: { seen: Map<string, number>; ids: string[] }[]) {
  const values: number[] = []
  let missed = 0
  let expected = 0
  for (const { seen, ids } of clients) {
    for (const id of ids) {
      expected += 1
      const ms = seen.get(id)
      if (ms === undefined) missed += 1
      else values.push(ms)
    }
  }
  return { values, missed, expected }
}

export async function streamsSection(sandbox: Sandbox): Promise<void> {
  console.error(
    `streams: ${TABS} tabs of one browser, ${DEVICES} devices, ${RAW} raw streams over ${RAW_MERCHANTS} merchants, held ${HOLD_S} s…`,
  )
  const pid = serverPid(sandbox.pid)
  const loads = [loadAverage()]
  const db = openDatabase(sandbox.dataDir)
  const demoId = (
    db.prepare("SELECT id FROM merchants WHERE username = 'demo'").get() as {
      id: number
    }
  ).id
  const merchants = addMerchants(db, RAW_MERCHANTS)
  const payerOf = new Map(merchants.map((id) => [id, mintSession(db, id)]))
  const demoPayer = mintSession(db, demoId)
  const login = await fetch(`${sandbox.url}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo', password: 'Demo@1234' }),
  })
  const demoMerchant = ((await login.json()) as { data: { merchant: unknown } }).data.merchant

  const burst = []
  for (let i = 0; i < (RSS_STREAMS > 0 ? 2 : 0); i++) {
    burst.push(await rssPerStream(sandbox, pid, db, merchants, RSS_STREAMS))
  }
  const rssBefore = await steadyRssKb(pid)
  // 1. Raw clients, a session each.
  const raw: RawClient[] = []
  for (let i = 0; i < RAW; i++) {
    const merchant = merchants[i % merchants.length] ?? demoId
    raw.push(rawClient(sandbox, merchant, mintSession(db, merchant)))
  }
  await sleep(5_000)
  const rssRaw = await steadyRssKb(pid)

  // 2. One browser: the tabs share one context (one session); each device is a context.
  const browser: Browser = await launchBrowser(BENCH_CHROME_ARGS)
  const screens: { tabs: Screen[]; devices: Screen[] } = { tabs: [], devices: [] }
  const contexts: BrowserContext[] = []
  try {
    const options = { serviceWorkers: 'block' as const, viewport: { width: 800, height: 900 } }
    if (TABS > 0) {
      const shared = await browser.newContext({
        ...options,
        storageState: storageState(sandbox.url, mintSession(db, demoId), demoMerchant),
      })
      contexts.push(shared)
      for (let i = 0; i < TABS; i++) screens.tabs.push(await openScreen(shared, sandbox.url))
    }
    for (let i = 0; i < DEVICES; i++) {
      const device = await browser.newContext({
        ...options,
        storageState: storageState(sandbox.url, mintSession(db, demoId), demoMerchant),
      })
      contexts.push(device)
      screens.devices.push(await openScreen(device, sandbox.url))
    }
    db.close()
    await sleep(5_000)
    const rssAll = await steadyRssKb(pid)
    const connectsAtStart = {
      tabs: screens.tabs.reduce((n, s) => n + s.streamRequests, 0),
      devices: screens.devices.map((s) => s.streamRequests),
      raw: raw.map((c) => c.connects),
    }
    console.error(
      `  all open (tabs made ${connectsAtStart.tabs} stream request(s)); holding ${HOLD_S} s`,
    )
    loads.push(loadAverage())

    // 3. Hold, paying.
    const paid = { shop: [] as string[], raw: [] as { id: string; merchant: number }[] }
    const end = Date.now() + HOLD_S * 1000
    const shopLoop = (async () => {
      while (Date.now() < end) {
        const id = await createPayin(sandbox, demoPayer)
        await sleep(1_000)
        await pay(sandbox, id)
        paid.shop.push(id)
        await sleep(SHOP_PAY_EVERY_MS - 1_000)
      }
    })()
    const rawLoop = (async () => {
      let turn = 0
      while (Date.now() < end) {
        const merchant = merchants[turn++ % merchants.length] ?? demoId
        const token = payerOf.get(merchant) ?? ''
        const id = await createPayin(sandbox, token)
        await pay(sandbox, id)
        paid.raw.push({ id, merchant })
        await sleep(RAW_PAY_EVERY_MS)
      }
    })()
    const sampler = setInterval(() => loads.push(loadAverage()), 60_000)
    await Promise.all([shopLoop, rawLoop])
    clearInterval(sampler)
    await sleep(5_000)
    loads.push(loadAverage())
    const rssEnd = await steadyRssKb(pid)

    // 4. Figures.
    const reconnects = (counts: number[]) => counts.map((n) => Math.max(0, n - 1))
    const tabRequests = screens.tabs.reduce((n, s) => n + s.streamRequests, 0)
    const deviceReconnects = reconnects(screens.devices.map((s) => s.streamRequests))
    const rawReconnects = reconnects(raw.map((c) => c.connects))
    const rawSeen = latencies(
      raw.map((c) => ({
        seen: c.seen,
        ids: paid.raw.filter((p) => p.merchant === c.merchant).map((p) => p.id),
      })),
    )
    const tabSeen = latencies(screens.tabs.map((s) => ({ seen: s.seen, ids: paid.shop })))
    const deviceSeen = latencies(screens.devices.map((s) => ({ seen: s.seen, ids: paid.shop })))
    const streamsOpen = (TABS > 0 ? 1 : 0) + DEVICES + RAW
    const evictions = raw.reduce((n, c) => n + c.evictions, 0)

    const rows: [string, number[], string][] = [
      [`${TABS} tabs of one browser: stream requests in all`, [tabRequests], 'count'],
      [
        `${DEVICES} devices: reconnects per page (max)`,
        [Math.max(0, ...deviceReconnects)],
        'count',
      ],
      [`${RAW} raw streams: reconnects per client (max)`, [Math.max(0, ...rawReconnects)], 'count'],
    ]
    for (const [metric, runs] of rows) {
      record({
        section: 'streams',
        metric,
        runs,
        unit: 'count',
        target: { op: '<=', value: 1 },
        loads,
      })
    }
    const p = (values: number[], q: number) => percentile(values, q)
    for (const [label, seen] of [
      ['tabs', tabSeen],
      ['devices', deviceSeen],
      ['raw', rawSeen],
    ] as const) {
      record({
        section: 'streams',
        metric: `paid → event p95, ${label}`,
        runs: [p(seen.values, 95)],
        unit: 'ms',
        target: { op: '<=', value: 250 },
        note: `p50 ${Math.round(p(seen.values, 50))} ms, max ${Math.round(Math.max(...seen.values))} ms, ${seen.values.length} samples`,
        loads,
      })
    }
    record({
      section: 'streams',
      metric: `server RSS per open stream, ${RSS_STREAMS} opened at once`,
      runs: burst.map((b) => b.perStream),
      unit: 'KB',
      note: burst
        .map((b) => `${(b.before / 1024).toFixed(1)} → ${(b.open / 1024).toFixed(1)} MB`)
        .join(', '),
      loads,
    })
    record({
      section: 'streams',
      metric: `server RSS growth over the hold, ${streamsOpen} streams open`,
      runs: [(rssEnd - rssAll) / 1024],
      unit: 'MB',
      note: `${(rssAll / 1024).toFixed(1)} MB all open → ${(rssEnd / 1024).toFixed(1)} MB after ${HOLD_S} s`,
      loads,
    })
    console.log(
      [
        '',
        `Streams (${new Date().toISOString()}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load ${loads.map((l) => l.toFixed(1)).join(', ')})`,
        `  held ${HOLD_S} s; payins paid: ${paid.shop.length} for the shop, ${paid.raw.length} over ${RAW_MERCHANTS} raw merchants`,
        `  tabs: ${tabRequests} stream request(s) from ${TABS} tabs; events missed ${tabSeen.missed} of ${tabSeen.expected}`,
        `  devices: reconnects ${deviceReconnects.reduce((a, b) => a + b, 0)} in all; events missed ${deviceSeen.missed} of ${deviceSeen.expected}`,
        `  raw: connects ${raw.reduce((n, c) => n + c.connects, 0)} for ${RAW} clients; evictions ${evictions}; events missed ${rawSeen.missed} of ${rawSeen.expected}`,
        `  server RSS: ${(rssBefore / 1024).toFixed(1)} MB before, ${(rssRaw / 1024).toFixed(1)} with the raw streams, ${(rssAll / 1024).toFixed(1)} with all, ${(rssEnd / 1024).toFixed(1)} at the end`,
      ].join('\n'),
    )
  } finally {
    raw.forEach((c) => c.stop())
    for (const context of contexts) await context.close().catch(() => undefined)
    await browser.close()
  }
}
