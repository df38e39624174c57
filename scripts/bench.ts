/**
 * `npm run bench`: the portal's figures of docs/performance.md, measured against the production build served by
 * the sandbox, in headless Chromium, as medians of several runs. It prints a table (with each
 * target beside its figure); it never fails on a missed target.
 *
 *   1. gzip size of the JS and CSS a first visit to /login downloads, what /dashboard adds
 *      (charts included), the same in Hindi, and a cold /counter's whole download in English and
 *      Hindi (scripts/bench-cold-size.ts);
 *   2. Lighthouse 12.8 (mobile, simulated throttling; scripts/bench-lighthouse.ts): performance
 *      score, LCP and TBT for /login, /dashboard and /counter signed in, BENCH_LH_RUNS runs, each
 *      beside the baseline build's (below);
 *   3. offline warm start: with the query cache persisted and the network off, navigation → the
 *      dashboard's figures painted, vs navigation → a bare shell page (/analytics) painted;
 *   4. status latency (scripts/bench-latency.ts): payin paid on the sandbox → 'Payment
 *      Received!' on the counter and in the modal, with the event stream and with it refused
 *      (p50/p95 of BENCH_PAYMENTS payments), and after a real page freeze/resume;
 *   5. JS heap of the payment modal in counter mode after 30 simulated minutes (Playwright clock)
 *      vs at open: one modal left open, and ten 3-minute links back to back (see memoryRun);
 *   6. keypad (scripts/bench-keypad.ts): a digit tapped or typed on /counter → on screen, with the
 *      CPU 4× slower, p50/p95 of BENCH_PRESSES presses (50);
 *   7. counters (scripts/bench-counters.ts): 20 merchants × 10 paired counter devices with their
 *      event streams open for 10 minutes of sales: paid → event p95, reconnects, RSS per stream
 *      (its own sandbox process and data; BENCH_COUNTER_* there);
 *   8. the batch page's progress (scripts/bench-batch-progress.ts): how far its 'Success' count
 *      lags behind the gateway's while a batch of BENCH_BATCH_ROWS payouts runs (p95, most).
 * Figures that depend on the machine print its load average beside them (docs/decisions/033).
 *
 * With the lighthouse section, a baseline build (BENCH_BASELINE: a git ref, `off` for none;
 * default the newest tag, else the merge base with main, else ad18c46; scripts/bench-baseline.ts)
 * is exported and built in os.tmpdir() and served on another port; Lighthouse alternates it with
 * the current build, run for run, and a second table prints both medians and the difference.
 *
 * Env: BENCH_RUNS (default 3), BENCH_LH_RUNS (BENCH_RUNS), BENCH_PAYMENTS (20), BENCH_PRESSES (50),
 * BENCH_TAP_HOLD_MS (60) and BENCH_TAP_GAP_MS (100: lift to the next key's landing),
 * BENCH_DIST_DIR (default dist; built with `vite build` if missing), BENCH_ONLY (comma list of
 * sections: size,lighthouse,offline,latency,memory,keypad,batch,counters; and streams, which is not in
 * the default list: it holds a shop's open screens for 10 minutes, see scripts/bench-streams.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { startSandbox, REPO_ROOT, type Sandbox } from '../tests/e2e/support/sandbox'
import { apiLogin, launchBrowser, launchPersistent, signIn } from '../tests/e2e/support/browser'
import { BENCH_CHROME_ARGS, median } from './bench-chrome'
import { keypadSection } from './bench-keypad'
import { lighthouseSection } from './bench-lighthouse'
import { latencySection } from './bench-latency'
import { countersSection } from './bench-counters'
import {
  coldCounterDownload,
  coldSpeakerDownload,
  hindiDashboardDownload,
  pairSpeaker,
  storedSession,
} from './bench-cold-size'
import { streamsSection } from './bench-streams'
import { batchProgressSection } from './bench-batch-progress'
import { createPayment, waitForActivatedWorker } from '../tests/e2e/support/pwa'
import { closeModal } from './bench-payments'
import { printComparison, printTable, record, RUNS } from './bench-report'
import { baselineRef, startBaseline, type Baseline } from './bench-baseline'

const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'size,lighthouse,offline,latency,memory,keypad,batch,counters')
    .split(',')
    .map((s) => s.trim()),
)
const DIST_DIR = resolve(REPO_ROOT, process.env.BENCH_DIST_DIR ?? 'dist')

const kb = (bytes: number) => bytes / 1024

// ---------------------------------------------------------------------------------------------
// 1. What the browser downloads
// ---------------------------------------------------------------------------------------------

type Download = { url: string; type: 'js' | 'css'; phase: 'login' | 'dashboard'; gzip: number }

async function measureDownloads(browser: Browser, sandbox: Sandbox): Promise<Download[]> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  // The dashboard keeps the gateway's event stream open, so the page would never be
  // 'networkidle'; the stream downloads no code and is answered 404, as by a gateway without it.
  await page.route('**/api/v1/merchant/events', (route) => route.fulfill({ status: 404 }))
  const seen = new Map<string, Download>()
  const pending: Promise<void>[] = []
  let phase: Download['phase'] = 'login'
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    const url = response.url()
    if (!url.startsWith(sandbox.url) || (kind !== 'script' && kind !== 'stylesheet')) return
    if (seen.has(url)) return
    const at = phase
    const entry: Download = { url, type: kind === 'script' ? 'js' : 'css', phase: at, gzip: 0 }
    seen.set(url, entry)
    pending.push(
      response
        .body()
        .then((body) => {
          entry.gzip = gzipSync(body, { level: 9 }).length
        })
        .catch(() => undefined),
    )
  })
  await page.goto(`${sandbox.url}/login`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  phase = 'dashboard'
  await signIn(page, sandbox.url)
  await waitForDashboardFigures(page)
  await page.getByRole('img', { name: 'Sample weekday payments and payouts' }).waitFor()
  await page.locator('[data-testid=chart-status] canvas').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await Promise.all(pending)
  await context.close()
  return [...seen.values()]
}

async function sizeSection(sandbox: Sandbox): Promise<void> {
  console.error('1. downloads…')
  const browser = await launchBrowser(BENCH_CHROME_ARGS)
  const sums: Record<string, number[]> = {}
  const add = (key: string, value: number) => (sums[key] ??= []).push(value)
  let lastFiles: Download[] = []
  const fileCounts: Record<string, number> = {}
  try {
    const session = await storedSession(browser, sandbox)
    // A paired Speaker (decision 079): its own page, budget 120 KB with the page itself.
    const speaker = await pairSpeaker(sandbox, await apiLogin(sandbox), 'Bench speaker')
    for (let i = 0; i < RUNS; i++) {
      for (const language of ['en', 'hi'] as const) {
        const counter = await coldCounterDownload(browser, sandbox, session, language)
        add(`counter-${language}`, counter.kb)
        fileCounts[language] = counter.files
        const cold = await coldSpeakerDownload(browser, sandbox, speaker, language)
        add(`speaker-${language}`, cold.kb)
        fileCounts[`speaker-${language}`] = cold.files
      }
      const hindi = await hindiDashboardDownload(browser, sandbox)
      add('dashboard-hi', hindi.kb)
      fileCounts.dashboard = hindi.files
      const files = await measureDownloads(browser, sandbox)
      lastFiles = files
      const sum = (phase: Download['phase'] | 'all', type: Download['type']) =>
        kb(
          files
            .filter((f) => (phase === 'all' || f.phase === phase) && f.type === type)
            .reduce((total, f) => total + f.gzip, 0),
        )
      add('loginJs', sum('login', 'js'))
      add('loginCss', sum('login', 'css'))
      add('dashJs', sum('dashboard', 'js'))
      add('dashCss', sum('dashboard', 'css'))
      add('totalJs', sum('all', 'js'))
      add('total', sum('all', 'js') + sum('all', 'css'))
    }
  } finally {
    await browser.close()
  }
  const files = (phase: Download['phase']) =>
    lastFiles.filter((f) => f.phase === phase).length.toString()
  record({
    section: 'size',
    metric: '/login JS (gzip)',
    runs: sums.loginJs ?? [],
    unit: 'KB',
    target: { op: '<=', value: 125 },
    note: `${files('login')} files`,
  })
  record({ section: 'size', metric: '/login CSS (gzip)', runs: sums.loginCss ?? [], unit: 'KB' })
  record({
    section: 'size',
    metric: '/dashboard adds JS (gzip)',
    runs: sums.dashJs ?? [],
    unit: 'KB',
    note: `${files('dashboard')} files, charts included`,
  })
  record({
    section: 'size',
    metric: '/dashboard adds CSS (gzip)',
    runs: sums.dashCss ?? [],
    unit: 'KB',
  })
  record({
    section: 'size',
    metric: '/dashboard total JS (gzip)',
    runs: sums.totalJs ?? [],
    unit: 'KB',
  })
  record({
    section: 'size',
    metric: '/dashboard total JS+CSS (gzip)',
    runs: sums.total ?? [],
    unit: 'KB',
    target: { op: '<=', value: 300 },
  })
  record({
    section: 'size',
    metric: '/dashboard total JS+CSS, Hindi (gzip)',
    runs: sums['dashboard-hi'] ?? [],
    unit: 'KB',
    target: { op: '<=', value: 300 },
    note: `${fileCounts.dashboard ?? 0} files, from /login`,
  })
  for (const [language, name] of [
    ['en', 'English'],
    ['hi', 'Hindi'],
  ] as const) {
    record({
      section: 'size',
      metric: `cold /counter JS+CSS, ${name} (gzip)`,
      runs: sums[`counter-${language}`] ?? [],
      unit: 'KB',
      target: { op: '<=', value: 170 },
      note: `${fileCounts[language] ?? 0} files`,
    })
    record({
      section: 'size',
      metric: `cold /speaker HTML+JS+CSS, paired Speaker, ${name} (gzip)`,
      runs: sums[`speaker-${language}`] ?? [],
      unit: 'KB',
      target: { op: '<=', value: 120 },
      note: `${fileCounts[`speaker-${language}`] ?? 0} files`,
    })
  }
  const biggest = [...lastFiles].sort((a, b) => b.gzip - a.gzip).slice(0, 6)
  console.error(
    `  largest: ${biggest.map((f) => `${f.url.replace(/^.*\/assets\//, '')} ${kb(f.gzip).toFixed(1)} KB (${f.phase})`).join(', ')}`,
  )
}

// ---------------------------------------------------------------------------------------------
// 3. Offline warm start
// ---------------------------------------------------------------------------------------------

async function waitForDashboardFigures(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    const text = main?.textContent ?? ''
    return text.includes('Total Payin Amount') && /₹\s?[\d,]+\.\d\d/.test(text)
  })
}

/**
 * Installed in every page: records `performance.now()` (ms since navigation start) at the first
 * frame after the target is in the DOM and the boot splash is gone, i.e. when the user sees it.
 * Dashboard: the summary figures. Shell: /analytics, the layout with its placeholder, no data.
 * Plain JS source: tsx would wrap named functions in a `__name` helper the page does not have.
 */
const PAINT_PROBE = `(() => {
  const path = location.pathname
  const main = () => (document.querySelector('main') || {}).textContent || ''
  const ready =
    path === '/dashboard'
      ? () => main().includes('Total Payin Amount') && /₹\\s?[\\d,]+\\.\\d\\d/.test(main())
      : path === '/analytics'
        ? () => main().includes('Coming soon')
        : null
  if (!ready) return
  const tick = () => {
    if (ready() && !document.getElementById('boot-splash')) {
      requestAnimationFrame(() => {
        if (window.__paintedAt === undefined) window.__paintedAt = performance.now()
      })
      return
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

async function offlineSection(sandbox: Sandbox): Promise<void> {
  console.error('3. offline warm start…')
  const dir = mkdtempSync(join(tmpdir(), 'mp-bench-offline-'))
  const context = await launchPersistent(dir, BENCH_CHROME_ARGS)
  try {
    await context.addInitScript({ content: PAINT_PROBE })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, sandbox.url)
    await waitForDashboardFigures(page)
    await waitForActivatedWorker(page)
    await page.goto(`${sandbox.url}/analytics`)
    await page.getByText('Coming soon', { exact: false }).waitFor()
    await page.goto(`${sandbox.url}/dashboard`)
    await waitForDashboardFigures(page)
    // The persister writes at most once a second.
    await page.waitForTimeout(1500)

    await context.setOffline(true)
    const measure = async (path: string) => {
      await page.goto(`${sandbox.url}${path}`)
      await page.waitForFunction(
        () => typeof (window as Window & { __paintedAt?: number }).__paintedAt === 'number',
        undefined,
        { timeout: 20_000 },
      )
      return page.evaluate(() => (window as Window & { __paintedAt?: number }).__paintedAt ?? NaN)
    }
    const dashboard: number[] = []
    const shell: number[] = []
    // One unmeasured round warms the offline path, then alternate so drift hits both alike.
    await measure('/dashboard')
    await measure('/analytics')
    for (let i = 0; i < Math.max(7, RUNS); i++) {
      dashboard.push(await measure('/dashboard'))
      shell.push(await measure('/analytics'))
    }
    await context.setOffline(false)
    record({ section: 'offline', metric: 'dashboard figures painted', runs: dashboard, unit: 'ms' })
    record({
      section: 'offline',
      metric: 'bare shell (/analytics) painted',
      runs: shell,
      unit: 'ms',
    })
    const ratios = dashboard.map((d, i) => d / (shell[i] ?? Number.NaN))
    record({
      section: 'offline',
      metric: 'warm start ratio (median dashboard / median shell)',
      runs: [median(dashboard) / median(shell)],
      unit: 'x',
      target: { op: '<=', value: 1.5 },
      note: `per pair: ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
    })
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Memory
// ---------------------------------------------------------------------------------------------

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await cdp.detach()
  return usedSize / (1024 * 1024)
}

/** Advances the page's clock in 5 s steps, letting each step's polls and renders really run. */
async function runClock(page: Page, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 5000) {
    await page.clock.runFor(5000)
    await page.waitForTimeout(20)
  }
  await page.waitForTimeout(500)
}

async function counterModeOn(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: /Counter mode/ })
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click()
}

/**
 * Two readings of "the payment modal open in counter mode for 30 simulated minutes":
 * - one: a single modal left open 30 minutes. product.md §9 caps a link at 180 s, so it counts down,
 *   polls and re-renders its QR for 3 minutes, then sits on its expired view (timers stopped);
 * - chain: ten links back to back, each waiting its full 180 s (countdown, polls, QR, counter
 *   mode) then closed and the next created, so 30 minutes of live waiting views.
 * The heap is read after forced GCs, at the first open and at the end (last modal open).
 */
async function memoryRun(sandbox: Sandbox, browser: Browser, mode: 'one' | 'chain') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.clock.install()
    await signIn(page, sandbox.url)
    await page.goto(`${sandbox.url}/payments/create`)
    await createPayment(page, '999')
    await counterModeOn(page)
    await page.waitForTimeout(2000)
    const atOpen = await heapMb(page)
    if (mode === 'one') {
      await runClock(page, 30 * 60_000)
      await page.getByText('Payment Link Expired').waitFor()
    } else {
      for (let link = 0; link < 10; link++) {
        if (link > 0) {
          // Back to real wall time: the sandbox dates the new link by its own clock.
          await page.clock.setSystemTime(Date.now())
          await createPayment(page, String(900 + link))
          await counterModeOn(page)
        }
        await runClock(page, 180_000)
        await page.getByText('Payment Link Expired').waitFor()
        if (link < 9) await closeModal(page)
      }
    }
    return { atOpen, after: await heapMb(page) }
  } finally {
    await context.close()
  }
}

async function memorySection(sandbox: Sandbox): Promise<void> {
  console.error('5. memory (30 simulated minutes per run)…')
  const browser = await launchBrowser(BENCH_CHROME_ARGS)
  try {
    for (const mode of ['one', 'chain'] as const) {
      const atOpen: number[] = []
      const after: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const run = await memoryRun(sandbox, browser, mode)
        atOpen.push(run.atOpen)
        after.push(run.after)
      }
      const label = mode === 'one' ? 'one modal open 30 min' : '10 links × 3 min back to back'
      record({ section: 'memory', metric: `${label}: heap at open`, runs: atOpen, unit: 'MB' })
      record({ section: 'memory', metric: `${label}: heap after`, runs: after, unit: 'MB' })
      record({
        section: 'memory',
        metric: `${label}: growth`,
        runs: after.map((a, i) => a - (atOpen[i] ?? Number.NaN)),
        unit: 'MB',
        target: { op: '<=', value: 5 },
      })
    }
  } finally {
    await browser.close()
  }
}

// ---------------------------------------------------------------------------------------------

/** Sections run against the built portal in the shared sandbox (counters brings its own). */
const PORTAL_SECTIONS = [
  'size',
  'lighthouse',
  'offline',
  'latency',
  'memory',
  'keypad',
  'streams',
  'batch',
]

async function portalSections(): Promise<void> {
  if (!PORTAL_SECTIONS.some((s) => ONLY.has(s))) return
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    console.error(`No build in ${relative(REPO_ROOT, DIST_DIR) || '.'}: running vite build…`)
    const args = ['vite', 'build']
    if (DIST_DIR !== resolve(REPO_ROOT, 'dist')) args.push('--outDir', DIST_DIR, '--emptyOutDir')
    const build = spawnSync('npx', args, { cwd: REPO_ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const sandbox = await startSandbox({ env: { DIST_DIR } })
  let baseline: Baseline | undefined
  console.error(
    `Sandbox on ${sandbox.url} serving ${relative(REPO_ROOT, DIST_DIR)}; ${RUNS} runs each`,
  )
  try {
    if (ONLY.has('size')) await sizeSection(sandbox)
    if (ONLY.has('lighthouse')) {
      const ref = baselineRef()
      baseline = ref ? await startBaseline(ref) : undefined
      await lighthouseSection(sandbox, baseline)
    }
    if (ONLY.has('offline')) await offlineSection(sandbox)
    if (ONLY.has('latency')) await latencySection(sandbox)
    if (ONLY.has('memory')) await memorySection(sandbox)
    if (ONLY.has('keypad')) await keypadSection(sandbox)
    if (ONLY.has('streams')) await streamsSection(sandbox)
    if (ONLY.has('batch')) await batchProgressSection(sandbox)
  } finally {
    await baseline?.sandbox.stop()
    await sandbox.stop()
  }
  if (baseline) baselineLabel = `${baseline.ref} (${baseline.sha.slice(0, 7)})`
}

let baselineLabel = ''

async function main(): Promise<void> {
  await portalSections()
  if (ONLY.has('counters')) await countersSection()
  console.log('')
  console.log(
    `Benchmark (medians of ${RUNS} runs unless noted; Chromium headless; ${new Date().toISOString()})`,
  )
  printTable()
  printComparison(baselineLabel)
}

await main()
