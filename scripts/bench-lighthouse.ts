/**
 * Section 2 of `npm run bench`: Lighthouse (mobile, simulated throttling, performance only) for
 * /login, /dashboard and /counter signed in, and /counter on a paired counter device (decision
 * 049), BENCH_LH_RUNS runs each (default BENCH_RUNS, 3; the target is a median of 5 runs ≥ 95 with
 * every run ≥ 90, so set BENCH_LH_RUNS=5 to judge it). With a baseline build (BENCH_BASELINE,
 * scripts/bench-baseline.ts) every run alternates with one of the baseline's (decision 066). Lighthouse scales the main thread's observed work by 4×, so the score moves with how
 * busy the machine is: the 1-minute load average is taken before each run and printed beside the
 * series (docs/decisions/033 says how to read it). Each screen is measured in every language of
 * BENCH_LH_LANGS (default `en,hi`): the device's choice is written before the load, as a device
 * that chose Hindi keeps it (product.md, Languages), so a Hindi run downloads Hindi's catalogue.
 * BENCH_LH_SCREENS (default all) narrows the screens: a comma list of login, dashboard, counter
 * (signed in), paired (the counter as a paired device) and speaker (/speaker on a paired Speaker).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import type { Sandbox } from '../tests/e2e/support/sandbox'
import { apiSession, startChrome } from './bench-chrome'
import type { Baseline } from './bench-baseline'
import { compare, loadAverage, record, RUNS } from './bench-report'

const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? RUNS))
const LH_LANGS = (process.env.BENCH_LH_LANGS ?? 'en,hi')
  .split(',')
  .map((code) => code.trim())
  .filter(Boolean)

type LighthouseFigures = {
  score: number
  lcp: number
  tbt: number
  finalUrl: string
  /** What to look at first: the biggest estimated savings Lighthouse names. */
  hints: string[]
}

/** A paired counter's credential as the portal keeps it (lib/session/device-store.ts). */
type PairedDevice = {
  token: string
  counterId: string
  counterName: string
  businessName: string
  /** A Speaker (decision 079): its page reads the mode from the stored credential. */
  mode?: 'speaker'
}

async function call<T>(origin: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { data?: T; error?: { message?: string } }
  if (!response.ok || json.data === undefined) {
    throw new Error(`${path}: HTTP ${response.status} ${json.error?.message ?? ''}`)
  }
  return json.data
}

/**
 * demo's 'Front desk' paired as a device, its cashier (Asha) chosen: the counter as a shop runs
 * it all day (decision 049), its credential written into each run's fresh profile.
 */
async function pairDevice(
  origin: string,
  mode: 'till' | 'speaker' = 'till',
): Promise<PairedDevice> {
  const owner = (await apiSession(origin)).token
  const counters = await call<{ counter_id: string; name: string }[]>(
    origin,
    '/merchant/counters',
    owner,
  )
  const counter = counters.find((c) => c.name === 'Front desk')
  if (!counter) throw new Error("demo has no 'Front desk' counter")
  const { code } = await call<{ code: string }>(
    origin,
    `/merchant/counters/${counter.counter_id}/pairing-code`,
    owner,
    mode === 'speaker' ? { mode } : {},
  )
  const paired = await call<{ device_token: string; business_name: string | null }>(
    origin,
    '/counter/pair',
    '',
    { code },
  )
  if (mode === 'speaker') {
    return {
      token: paired.device_token,
      counterId: counter.counter_id,
      counterName: counter.name,
      businessName: paired.business_name ?? '',
      mode,
    }
  }
  const session = await call<{ staff: { staff_id: string; name: string }[] }>(
    origin,
    '/counter/session',
    paired.device_token,
  )
  const asha = session.staff.find((s) => s.name === 'Asha')
  if (asha) {
    await call(origin, '/counter/cashier', paired.device_token, {
      staff_id: asha.staff_id,
      pin: '4826',
    })
  }
  return {
    token: paired.device_token,
    counterId: counter.counter_id,
    counterName: counter.name,
    businessName: paired.business_name ?? '',
  }
}

async function lighthouseOnce(
  url: string,
  signedIn: boolean,
  origin: string,
  language: string,
  device?: PairedDevice,
): Promise<LighthouseFigures> {
  const chrome = await startChrome()
  const keepStorage = signedIn || Boolean(device) || language !== 'en'
  try {
    if (keepStorage) {
      // The session (or the paired counter's credential) the portal restores on start, written
      // on the origin from a page that runs no script (the manifest), so no service worker is
      // installed before Lighthouse's load.
      const session = device || !signedIn ? null : await apiSession(origin)
      const context = chrome.browser.contexts()[0]
      if (!context) throw new Error('no default context')
      const page = await context.newPage()
      await page.goto(`${origin}/manifest.webmanifest`)
      await page.evaluate(
        ({ session, device, language }) => {
          // The keys of lib/i18n/i18n.ts: the owner's portal's choice, a paired counter's own.
          localStorage.setItem(device ? 'counterLanguage' : 'portalLanguage', language)
          if (device) {
            localStorage.setItem('counterDevice', JSON.stringify({ device, ended: null }))
          } else if (session) {
            localStorage.setItem('authToken', session.token)
            localStorage.setItem('merchantData', JSON.stringify(session.merchant))
          }
          // The cookie the portal keeps beside them (lib/pwa/first-screen-cookie.ts, decision
          // 071): a device that has started the portal before has it. A build without first-screen
          // hints ignores it.
          const who = device ? 'd' : session ? 's' : ''
          const value = who && (language === 'en' ? who : `${who}.${language}`)
          if (value) document.cookie = `first-screen=${value}; Path=/; SameSite=Strict`
        },
        { session, device: device ?? null, language },
      )
      await page.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the session written above (Lighthouse otherwise clears the origin's storage).
      disableStorageReset: keepStorage,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    // BENCH_LH_SAVE=<folder> keeps each run's whole report, to read its waterfall and LCP phases.
    const saveTo = process.env.BENCH_LH_SAVE
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true })
      const name = `${new URL(url).pathname.slice(1)}-${language}-${Date.now()}.json`
      writeFileSync(join(saveTo, name), JSON.stringify(lhr))
    }
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      finalUrl: lhr.finalDisplayedUrl,
      hints: Object.values(lhr.audits)
        .map((audit) => ({
          title: audit.title,
          ms: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
          display: audit.displayValue ?? '',
        }))
        .filter((a) => a.ms >= 100)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4)
        .map((a) => `${a.title} (${Math.round(a.ms)} ms${a.display ? `, ${a.display}` : ''})`),
    }
  } finally {
    await chrome.stop()
  }
}

type Screen = {
  name: string
  path: string
  signedIn: boolean
  paired: boolean
  language: string
  /** Paired as a Speaker (its own page, decision 079), not as a till. */
  speaker?: boolean
}

/** A build under measurement: its gateway, and its paired device (once, on first need). */
type Target = {
  label: string
  sandbox: Sandbox
  device?: PairedDevice | null
  speaker?: PairedDevice | null
}

/**
 * One Lighthouse run of `screen` on `target`, or null when that build cannot show it (a baseline
 * from before counter pairing has no paired screen).
 */
async function runOn(target: Target, screen: Screen): Promise<LighthouseFigures | null> {
  const origin = target.sandbox.url
  const key = screen.speaker ? 'speaker' : 'device'
  if (screen.paired && target[key] === undefined) {
    target[key] = await pairDevice(origin, screen.speaker ? 'speaker' : 'till').catch(
      (error: unknown) => {
        console.error(`  ${target.label}: no paired ${key} (${String(error)})`)
        return null
      },
    )
  }
  if (screen.paired && !target[key]) return null
  const figures = await lighthouseOnce(
    `${origin}${screen.path}`,
    screen.signedIn,
    origin,
    screen.language,
    screen.paired ? (target[key] ?? undefined) : undefined,
  )
  if (new URL(figures.finalUrl).pathname !== screen.path) {
    throw new Error(`Lighthouse for ${screen.path} on ${target.label} ended on ${figures.finalUrl}`)
  }
  return figures
}

function screenLabel({ path, signedIn, paired, language }: Screen): string {
  const who = paired
    ? path === '/speaker'
      ? ' (paired Speaker)'
      : ' (paired counter)'
    : signedIn
      ? ' (signed in)'
      : ''
  return `${path}${who}${language === 'en' ? '' : `, ${language}`}`
}

function recordCurrent(label: string, runs: LighthouseFigures[], loads: number[]): void {
  const scores = runs.map((r) => r.score)
  record({
    section: 'lighthouse',
    metric: `${label} performance`,
    runs: scores,
    unit: '',
    target: { op: '>=', value: 95 },
    loads,
  })
  record({
    section: 'lighthouse',
    metric: `${label} performance, worst run`,
    runs: [Math.min(...scores)],
    unit: '',
    target: { op: '>=', value: 90 },
    loads,
  })
  record({
    section: 'lighthouse',
    metric: `${label} LCP`,
    runs: runs.map((r) => r.lcp),
    unit: 'ms',
  })
  record({
    section: 'lighthouse',
    metric: `${label} TBT`,
    runs: runs.map((r) => r.tbt),
    unit: 'ms',
  })
}

/**
 * Lighthouse on every screen and language; with a `baseline` (scripts/bench-baseline.ts) each
 * run of the current build is paired with one of the baseline, their order swapped every run so
 * neither always goes first, and each figure is printed beside the baseline's with the difference.
 */
export async function lighthouseSection(sandbox: Sandbox, baseline?: Baseline): Promise<void> {
  console.error(
    `2. Lighthouse (${LH_RUNS} runs per screen${baseline ? `, alternating with ${baseline.ref}` : ''})…`,
  )
  const wanted = new Set(
    (process.env.BENCH_LH_SCREENS ?? 'login,dashboard,counter,paired,speaker').split(','),
  )
  const screens = [
    { name: 'login', path: '/login', signedIn: false, paired: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true, paired: false },
    { name: 'counter', path: '/counter', signedIn: true, paired: false },
    { name: 'paired', path: '/counter', signedIn: false, paired: true },
    { name: 'speaker', path: '/speaker', signedIn: false, paired: true, speaker: true },
  ].filter((screen) => wanted.has(screen.name))
  const current: Target = { label: 'current', sandbox }
  const base: Target | null = baseline
    ? { label: `baseline ${baseline.ref}`, sandbox: baseline.sandbox }
    : null
  for (const screen of LH_LANGS.flatMap((language) =>
    screens.map((screen) => ({ ...screen, language })),
  )) {
    const runs: LighthouseFigures[] = []
    const baseRuns: LighthouseFigures[] = []
    const loads: number[] = []
    for (let i = 0; i < LH_RUNS; i++) {
      const order = base ? (i % 2 === 0 ? [base, current] : [current, base]) : [current]
      for (const target of order) {
        if (target === current) loads.push(loadAverage())
        const figures = await runOn(target, screen)
        if (figures) (target === current ? runs : baseRuns).push(figures)
      }
    }
    const label = screenLabel(screen)
    console.error(`  ${label} opportunities: ${runs[0]?.hints.join('; ') || 'none over 100 ms'}`)
    recordCurrent(label, runs, loads)
    if (base) {
      compare({
        screen: label,
        loads,
        score: [baseRuns.map((r) => r.score), runs.map((r) => r.score)],
        lcp: [baseRuns.map((r) => r.lcp), runs.map((r) => r.lcp)],
        tbt: [baseRuns.map((r) => r.tbt), runs.map((r) => r.tbt)],
      })
    }
  }
}
