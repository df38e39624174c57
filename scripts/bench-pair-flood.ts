/**
 * The pairing flood of `npm run bench:server` (`BENCH_ONLY=flood`, docs/decisions/065): 50,000
 * wrong pairing codes, each from a new loopback address (127.x.y.z, one TCP connection each),
 * BENCH_FLOOD_CONCURRENCY (16) at a time, against a gateway of its own (bench-pair-gateway.ts).
 * After a warm-up of 1,000 attempts, prints attempts per second for each tenth of the flood and the gateway's RSS after it, then
 * the whole flood's statuses. Target: the last tenth at least 1/1.5 of the first tenth's rate
 * (cost per attempt flat), and RSS bounded (the table holds at most 50,000 addresses).
 * BENCH_FLOOD_ADDRESSES changes the count; BENCH_FLOOD_GLOBAL_FAILURES the global budget (raised
 * by default so that every attempt reaches the table; 1000 is the gateway's default).
 */
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { createInterface } from 'node:readline'
import { loadAverage, rssKb } from './bench-proc'

const ADDRESSES = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 50_000)
const CONCURRENCY = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 16)

function attempt(url: URL, n: number): Promise<number> {
  // 127.0.1.0 upwards: the whole of 127.0.0.0/8 is this machine's on Linux.
  const host = 256 + n
  const localAddress = `127.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`
  const body = '{"code":"ZZZZ-ZZZZ"}'
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: '/api/v1/counter/pair',
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export async function pairFloodSection(): Promise<void> {
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-pair-gateway.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<URL>((resolve, reject) => {
    createInterface({ input: gateway.stdout }).on('line', (line) => {
      const match = /^listening (\S+)/.exec(line)
      if (match?.[1]) resolve(new URL(match[1]))
    })
    gateway.once('exit', (code) => reject(new Error(`the flood's gateway exited with ${code}`)))
  })
  const pid = gateway.pid ?? 0
  try {
    // Warm-up from addresses of their own (127.100.x.x): the first tenth measures the table, not
    // the JIT. Those 1,000 stay in the table, under its bound like the rest.
    for (let n = 0; n < 1_000; n += CONCURRENCY)
      await Promise.all(
        Array.from({ length: CONCURRENCY }, (_, i) => attempt(url, 6_553_600 + n + i)),
      )
    const rssBefore = rssKb(pid, 'VmRSS')
    console.log(
      `\nPairing flood: ${ADDRESSES.toLocaleString('en-IN')} wrong codes, each from a new address, ${CONCURRENCY} at a time (load average ${loadAverage()})`,
    )
    const statuses: Record<number, number> = {}
    const tenth = Math.floor(ADDRESSES / 10)
    let next = 0
    let done = 0
    let mark = performance.now()
    const rates: number[] = []
    const worker = async () => {
      while (next < ADDRESSES) {
        const status = await attempt(url, next++)
        statuses[status] = (statuses[status] ?? 0) + 1
        done++
        if (done % tenth === 0) {
          const now = performance.now()
          const rate = tenth / ((now - mark) / 1000)
          rates.push(rate)
          mark = now
          console.log(
            `  tenth ${rates.length}: ${Math.round(rate).toLocaleString('en-IN')} attempts/s; gateway RSS ${(rssKb(pid, 'VmRSS') / 1024).toFixed(1)} MB`,
          )
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const first = rates[0] ?? 0
    const last = rates.at(-1) ?? 0
    console.log(
      `  statuses ${JSON.stringify(statuses)}; last tenth ${(first / last).toFixed(2)}× the first's cost per attempt (target ≤ 1.5); RSS ${(rssBefore / 1024).toFixed(1)} → ${(rssKb(pid, 'VmRSS') / 1024).toFixed(1)} MB, peak ${(rssKb(pid, 'VmHWM') / 1024).toFixed(1)} MB (load average ${loadAverage()})`,
    )
  } finally {
    gateway.kill('SIGTERM')
    await new Promise((r) => gateway.once('exit', r))
  }
}
