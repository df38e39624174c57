/**
 * `npx tsx scripts/bench-trace.ts`: what the main thread runs before a cold screen is drawn
 * (decision 066). A cold /dashboard and /counter, signed in (session stored, empty cache, no
 * service worker), the CPU 4× slower, traced with Chromium's timeline and its sampling profiler;
 * for every task of 50 ms or more on the page's main thread up to the drawn frame it prints its
 * start, length and where its time went: by trace event (script evaluation, compile, GC, style,
 * layout) and, from the profiler's samples mapped through the build's source maps, by source file.
 *
 * Env: TRACE_DIST_DIR (default dist), TRACE_ROOT (the checkout whose gateway serves it: the
 * bench's baseline folder, scripts/bench-baseline.ts), TRACE_RUNS (1), TRACE_SCREENS
 * (dashboard,counter; speaker: a paired Speaker's /speaker).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { chromium } from 'playwright-core'
import { startSandbox, REPO_ROOT } from '../tests/e2e/support/sandbox'
import { CHROME_PATH } from '../tests/e2e/support/browser'
import { DRAWN_PROBE, drawnAt } from '../tests/e2e/support/drawn-probe'
import { apiSession, BENCH_CHROME_ARGS, median } from './bench-chrome'
import { keepSpeaker, pairSpeaker } from './bench-cold-size'

const DIST = resolve(REPO_ROOT, process.env.TRACE_DIST_DIR ?? 'dist')
const ROOT = process.env.TRACE_ROOT ? resolve(process.env.TRACE_ROOT) : undefined
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 1))
const SCREENS = (process.env.TRACE_SCREENS ?? 'dashboard,counter').split(',')
const AFTER_MS = Number(process.env.TRACE_AFTER_MS ?? 3000)

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } }
  id?: string
}
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number }

const maps = new Map<string, SourceMapConsumer | null>()
function sourceOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)'
  const path = new URL(frame.url, 'http://x').pathname
  if (!maps.has(path)) {
    const file = join(DIST, `${path}.map`)
    maps.set(
      path,
      existsSync(file)
        ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
        : null,
    )
  }
  const map = maps.get(path)
  const original = map?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  })
  const source = original?.source?.replace(/^.*?(node_modules\/(@[^/]+\/)?[^/]+|src\/)/, '$1')
  return source ? source.replace(/\?.*$/, '') : path
}

/** What a source file's time is part of, to add a task's samples up by cause. */
const GROUPS: [RegExp, string][] = [
  [/react-dom|scheduler|node_modules\/react\//, 'React render and commit'],
  [/@tanstack\/(router|react-router|history)|ufo/, 'router'],
  [/zod/, 'zod schemas'],
  [/echarts|zrender/, 'charts'],
  [/lingui|src\/lib\/i18n|locales|Intl/, 'language machinery'],
  [/live-events|tab-group|cross-tab|eventsource/, 'event stream'],
  [/idb-keyval|persister|persist-client/, 'query persistence'],
  [/query-core|react-query/, 'queries'],
  [/lucide/, 'icons'],
  [/garbage collector/, 'GC'],
  [/^\((\(program\)|program|idle)\)$/, 'browser: parse, compile, style, layout, paint'],
  [/src\/features\/dashboard/, 'dashboard screen'],
  [/src\/features\/counter/, 'counter screen'],
  [/^src\//, 'other portal code'],
]
const groupOf = (source: string) => GROUPS.find(([re]) => re.test(source))?.[1] ?? 'other'

type TaskTotals = {
  before: { count: number; ms: number; blocking: number; byGroup: Map<string, number> }
  after: { count: number; ms: number; blocking: number; byGroup: Map<string, number> }
}

function summarise(events: TraceEvent[], url: string, drawnMs: number): TaskTotals {
  const main = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url),
  )
  if (!main) throw new Error('no ParseHTML for the page in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const marks = (name: string) => events.find((e) => e.name === name && e.pid === main.pid)?.ts
  const navStart = marks('navigationStart') ?? main.ts
  const drawn = navStart + drawnMs * 1000
  const ms = (us: number) => Math.round(us / 1000)
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)
  // The profiler's samples: ProfileChunk events carry nodes and time deltas.
  const nodes = new Map<number, ProfileNode>()
  const samples: { ts: number; node: number }[] = []
  let clock = 0
  for (const e of events) {
    if (e.pid !== main.pid) continue
    if (e.name === 'Profile') clock = Number(e.args?.data?.startTime ?? 0)
    if (e.name !== 'ProfileChunk') continue
    const chunk = e.args?.data?.cpuProfile as
      { nodes?: ProfileNode[]; samples?: number[] } | undefined
    for (const node of chunk?.nodes ?? []) nodes.set(node.id, node)
    const deltas = (e.args?.data?.timeDeltas as number[] | undefined) ?? []
    ;(chunk?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0
      samples.push({ ts: clock, node })
    })
  }
  const fcp = marks('firstContentfulPaint')
  const empty = () => ({ count: 0, ms: 0, blocking: 0, byGroup: new Map<string, number>() })
  const totals: TaskTotals = { before: empty(), after: empty() }
  console.log(
    `  first contentful paint ${fcp ? ms(fcp - navStart) : '?'} ms, drawn ${Math.round(drawnMs)} ms`,
  )
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task)
    const byEvent = new Map<string, number>()
    for (const e of inside) {
      if (
        !/^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|MajorGC|MinorGC|UpdateLayoutTree|Layout|Paint|ParseHTML|TimerFire|FireAnimationFrame|RunMicrotasks|ParseAuthorStyleSheet|EventDispatch)$/.test(
          e.name,
        )
      )
        continue
      const what =
        e.name === 'EvaluateScript' || e.name === 'v8.compile'
          ? `${e.name} ${String(e.args?.data?.url ?? '').replace(/^.*\//, '')}`
          : e.name
      byEvent.set(what, (byEvent.get(what) ?? 0) + (e.dur ?? 0))
    }
    const bySource = new Map<string, number>()
    const side = task.ts < drawn ? totals.before : totals.after
    side.count++
    side.ms += task.dur ?? 0
    side.blocking += (task.dur ?? 0) - 50_000
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end)
    inTask.forEach((s, i) => {
      const next = inTask[i + 1]?.ts ?? end
      const node = nodes.get(s.node)
      if (!node) return
      const key = sourceOf(node.callFrame)
      bySource.set(key, (bySource.get(key) ?? 0) + (next - s.ts))
      const group = groupOf(key)
      side.byGroup.set(group, (side.byGroup.get(group) ?? 0) + (next - s.ts))
    })
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(', ')
    const when = task.ts < drawn ? 'before drawn' : 'after drawn'
    console.log(`  · at ${ms(task.ts - navStart)} ms (${when}), ${ms(task.dur ?? 0)} ms`)
    console.log(`      events: ${top(byEvent, 6)}`)
    console.log(`      self time by source: ${top(bySource, 8)}`)
  }
  return totals
}

function printTotals(screen: string, runs: TaskTotals[]): void {
  const ms = (us: number) => Math.round(us / 1000)
  for (const side of ['before', 'after'] as const) {
    const count = median(runs.map((r) => r[side].count))
    const total = median(runs.map((r) => r[side].ms))
    const blocking = median(runs.map((r) => r[side].blocking))
    const groups = new Set(runs.flatMap((r) => [...r[side].byGroup.keys()]))
    const byGroup = [...groups]
      .map((g) => [g, median(runs.map((r) => r[side].byGroup.get(g) ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([g, v]) => `${g} ${ms(v)}`)
      .join(', ')
    console.log(
      `${screen}, long tasks ${side} drawn (medians of ${runs.length}): ${count} tasks, ${ms(total)} ms, blocking ${ms(blocking)} ms; ${byGroup}`,
    )
  }
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ root: ROOT, env: { DIST_DIR: DIST } })
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [...BENCH_CHROME_ARGS],
  })
  try {
    const session = await apiSession(sandbox.url)
    for (const screen of SCREENS) {
      const totals: TaskTotals[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ serviceWorkers: 'block' })
        await context.addInitScript({ content: DRAWN_PROBE })
        // A Speaker (decision 079) is a paired device, not a session: paired afresh each run.
        if (screen === 'speaker') {
          await context.addInitScript(
            keepSpeaker,
            await pairSpeaker(sandbox, session.token, `Trace speaker ${Date.now()}`),
          )
        } else {
          await context.addInitScript({
            content: `localStorage.setItem('authToken', ${JSON.stringify(session.token)});localStorage.setItem('merchantData', ${JSON.stringify(JSON.stringify(session.merchant))})`,
          })
        }
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'disabled-by-default-v8.cpu_profiler',
            'blink.user_timing',
            'loading',
          ],
        })
        const url = `${sandbox.url}/${screen}`
        await page.goto(url)
        const drawn = await drawnAt(page)
        // Lighthouse's blocking time runs on past the first paint: keep tracing a while.
        await page.waitForTimeout(AFTER_MS)
        const buffer = await browser.stopTracing()
        const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
        console.log(`/${screen}, run ${run + 1}:`)
        totals.push(summarise(traceEvents, url, drawn))
        await context.close()
      }
      printTotals(`/${screen}`, totals)
    }
  } finally {
    await browser.close()
    await sandbox.stop()
  }
}

await main()
