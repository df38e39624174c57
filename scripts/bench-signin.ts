/**
 * The sign-in flood section of `npm run bench:server` (docs/decisions/044): 60,000 sign-in
 * attempts, each with a new identifier, from one address, 16 at a time (bench-signin-flood.ts,
 * its own process), while another merchant lists payins one request after another.
 * Targets: the flood's last 5,000 attempts cost at most 1.5× its first 5,000 (wall time per
 * attempt; the server's CPU per attempt printed beside it); the lister's p50 during the flood at
 * most 3× its p50 just before; the server's RSS grows by at most 30 MB.
 *
 * What the RSS growth is measured from: any 16-at-a-time flood, even one the gateway refuses
 * before any bookkeeping, grows a cold Node process by ~100 MB (V8 sizes its heap to the
 * allocation rate), and the first concurrent password checks leave scrypt's 16 MB each in the
 * allocator's thread arenas. So the server is first warmed with the same load refused by
 * validation (both fields blank → 400, no sign-in bookkeeping) and 64 password checks from
 * another address; the growth beyond that is what the sign-in bookkeeping holds. Both figures
 * are printed.
 * BENCH_FLOOD_ATTEMPTS (60,000) and BENCH_FLOOD_CONCURRENCY (16) change the flood.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { cpuSeconds, loadAverage, percentile, rssKb } from './bench-proc'

const ATTEMPTS = Number(process.env.BENCH_FLOOD_ATTEMPTS ?? 60_000)
const CONCURRENCY = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 16)
const BEFORE_SAMPLES = 300

type Progress = { done: number; ms: number; cpu: number }

/** Runs the flood client to its end; `onLine` gets each progress line with the server's CPU. */
function runFlood(
  url: string,
  serverPid: number,
  args: { attempts: number; kind: 'flood' | 'blank'; localAddress?: string },
  onProgress: (p: Progress) => void = () => {},
): { ended: Promise<Record<string, number>> } {
  let statuses: Record<string, number> = {}
  const flood = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/bench-signin-flood.ts',
      url,
      String(args.attempts),
      String(CONCURRENCY),
      args.kind,
      ...(args.localAddress ? [args.localAddress] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  createInterface({ input: flood.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { done?: number; ms?: number; statuses?: typeof statuses }
    if (message.statuses) statuses = message.statuses
    else if (message.done !== undefined && message.ms !== undefined)
      onProgress({ done: message.done, ms: message.ms, cpu: cpuSeconds(serverPid) })
  })
  const ended = new Promise<Record<string, number>>((resolve, reject) =>
    flood.once('exit', (code) =>
      code === 0 ? resolve(statuses) : reject(new Error(`the flood client exited with ${code}`)),
    ),
  )
  return { ended }
}

export async function signInFloodSection(
  url: string,
  serverPid: number,
  list: (query: string) => Promise<Response>,
): Promise<void> {
  const get = async (n: number) => {
    const started = performance.now()
    const res = await list(`page=${(n % 10) + 1}&limit=20`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`payin/list: HTTP ${res.status}`)
    return performance.now() - started
  }
  const rssCold = rssKb(serverPid, 'VmRSS')
  await runFlood(url, serverPid, { attempts: 64, kind: 'flood', localAddress: '127.0.0.2' }).ended
  await runFlood(url, serverPid, { attempts: ATTEMPTS, kind: 'blank' }).ended
  const rssBefore = rssKb(serverPid, 'VmRSS')
  for (let n = 0; n < 30; n++) await get(n)
  const before: number[] = []
  for (let n = 0; n < BEFORE_SAMPLES; n++) before.push(await get(n))

  let rssPeak = rssBefore
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssKb(serverPid, 'VmRSS'))
  }, 10)
  const cpuAtStart = cpuSeconds(serverPid)
  const progress: Progress[] = [{ done: 0, ms: 0, cpu: cpuAtStart }]
  let flooding = true
  const flood = runFlood(url, serverPid, { attempts: ATTEMPTS, kind: 'flood' }, (p) =>
    progress.push(p),
  )
  const ended = flood.ended.finally(() => (flooding = false))
  const during: number[] = []
  // The first answers of the flood include its few password checks; the lister starts with it.
  for (let n = 0; flooding; n++) during.push(await get(n))
  const statuses = await ended
  clearInterval(sampler)
  rssPeak = Math.max(rssPeak, rssKb(serverPid, 'VmRSS'))
  // The same requests again once the flood is over: how much of a difference is the machine's.
  const after: number[] = []
  for (let n = 0; n < BEFORE_SAMPLES; n++) after.push(await get(n))
  after.sort((a, b) => a - b)

  const first = progress.find((p) => p.done === 5_000)
  const lastStart = progress.find((p) => p.done === ATTEMPTS - 5_000)
  const last = progress.find((p) => p.done === ATTEMPTS)
  if (!first || !lastStart || !last) throw new Error('the flood reported no progress')
  const perAttempt = (from: Progress, to: Progress) => ({
    wallMs: (to.ms - from.ms) / (to.done - from.done),
    cpuMs: ((to.cpu - from.cpu) * 1000) / (to.done - from.done),
  })
  const firstCost = perAttempt(progress[0]!, first)
  const lastCost = perAttempt(lastStart, last)
  before.sort((a, b) => a - b)
  during.sort((a, b) => a - b)
  const p50Before = percentile(before, 50)
  const p50During = percentile(during, 50)
  const growthMb = (rssPeak - rssBefore) / 1024
  const answers = Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n.toLocaleString('en-IN')}`)
    .join(', ')
  const ms = (value: number) => `${value.toFixed(3)} ms`

  console.log(
    `\nSign-in flood: ${ATTEMPTS.toLocaleString('en-IN')} new identifiers from one address, ${CONCURRENCY} at a time (${answers}), ${Math.round(ATTEMPTS / (last.ms / 1000)).toLocaleString('en-IN')} attempts/s:`,
  )
  console.log(
    `  first 5,000: ${ms(firstCost.wallMs)} per attempt (server CPU ${ms(firstCost.cpuMs)})`,
  )
  console.log(
    `  last 5,000:  ${ms(lastCost.wallMs)} per attempt (server CPU ${ms(lastCost.cpuMs)}) → ${(lastCost.wallMs / firstCost.wallMs).toFixed(2)}× the first (target ≤ 1.5×)`,
  )
  const blocks = progress.slice(1).map((p, i) => perAttempt(progress[i]!, p).wallMs.toFixed(3))
  console.log(`  each 5,000 in turn, ms per attempt: ${blocks.join(', ')}`)
  console.log(
    `  another merchant's payin/list p50: ${p50Before.toFixed(2)} ms before (${before.length} requests), ${p50During.toFixed(2)} ms during (${during.length}; p95 ${percentile(during, 95).toFixed(2)} ms) → ${(p50During / p50Before).toFixed(2)}× (target ≤ 3×); ${percentile(after, 50).toFixed(2)} ms after`,
  )
  console.log(
    `  server RSS ${(rssBefore / 1024).toFixed(1)} MB warmed up, peak ${(rssPeak / 1024).toFixed(1)} MB → growth ${growthMb.toFixed(1)} MB (target ≤ 30 MB); from cold (${(rssCold / 1024).toFixed(1)} MB, before the warm-up) ${((rssPeak - rssCold) / 1024).toFixed(1)} MB`,
  )
  console.log(
    `  server CPU ${(cpuSeconds(serverPid) - cpuAtStart).toFixed(1)} s for the flood; load average ${loadAverage()}`,
  )
}
