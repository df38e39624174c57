/**
 * The counters section of `npm run bench` (BENCH_ONLY=counters): paired counter devices holding
 * their event streams open for a trading stretch, against a sandbox in its own process.
 *
 * BENCH_COUNTER_MERCHANTS (20) merchants with BENCH_COUNTERS_EACH (10) paired counters each, one
 * stream per device (200 by default), for BENCH_COUNTER_MINUTES (10). Every counter sells about
 * once every BENCH_COUNTER_SALE_MS (60 s, staggered): the device creates the payin, the sandbox
 * admin pays it, and the time from asking the admin to pay to the `payin` success event on that
 * counter's stream is one sample. The first merchant is "the shop": its 10 counters are reported
 * apart. Also: reconnects (a stream the server ended or that failed), events a stream heard of
 * another counter (must be 0), and the server's RSS per open stream (VmRSS before the streams
 * open vs. with them open, settled).
 *
 * What it does not measure: the browser's part (parsing, rendering 'Payment Received!'); that is
 * section 4 (latency), one page at a time.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createParser } from 'eventsource-parser'
import { openDatabase } from '../server/db/connection'
import { seedDatabase } from '../server/seed/seed'
import { issueCredentials, loadOrCreateKey } from '../server/domain/merchants/api-keys'
import { issuePairingCode, pairDevice } from '../server/domain/counters/counter-devices'
import { createCounter } from '../server/domain/counters/counters'
import { ensureWallet } from '../server/domain/wallet/ledger'
import { hashPassword } from '../server/domain/merchants/passwords'
import { percentile } from './bench-latency'
import { loadAverage, record } from './bench-report'

const MERCHANTS = Math.max(1, Number(process.env.BENCH_COUNTER_MERCHANTS ?? 20))
const EACH = Math.max(1, Number(process.env.BENCH_COUNTERS_EACH ?? 10))
const MINUTES = Math.max(0.1, Number(process.env.BENCH_COUNTER_MINUTES ?? 10))
const SALE_MS = Math.max(1000, Number(process.env.BENCH_COUNTER_SALE_MS ?? 60_000))
const ADMIN = 'bench-counters'

type Device = { merchant: number; counterId: string; token: string }

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** Merchants shop01…, each with its counters paired; the tokens the devices would hold. */
function prepare(dataDir: string): Device[] {
  const db = openDatabase(dataDir)
  const key = loadOrCreateKey(dataDir)
  seedDatabase(db, key, { demoPayins: 0 })
  const hash = hashPassword('Bench@1234')
  const devices: Device[] = []
  for (let m = 1; m <= MERCHANTS; m++) {
    const name = `shop${String(m).padStart(2, '0')}`
    const now = Date.now()
    const id = Number(
      db
        .prepare(
          `INSERT INTO merchants (username, email, name, business_name, password_hash, upi_vpa,
             created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(name, `${name}@example.com`, name, `Shop ${m}`, hash, `${name}@sandbox`, now, now)
        .lastInsertRowid,
    )
    ensureWallet(db, id, now)
    issueCredentials(db, key, id)
    for (let c = 1; c <= EACH; c++) {
      const counter = createCounter(db, id, `Till ${c}`)
      const { code } = issuePairingCode(db, key, id, counter.counter_id)
      const paired = pairDevice(db, key, code)
      if (!paired) throw new Error('pairing failed')
      devices.push({ merchant: m, counterId: counter.counter_id, token: paired.token })
    }
  }
  db.close()
  return devices
}

type Watched = {
  device: Device
  /** Times the stream ended or failed and was opened again. */
  reconnects: number
  foreign: number
  abort: AbortController
}

/** One device's stream, read as the portal does (fetch + eventsource-parser), reopened if it ends. */
function watch(url: string, device: Device, onPaid: (id: string) => void, live: () => boolean) {
  const watched: Watched = { device, reconnects: 0, foreign: 0, abort: new AbortController() }
  let ready!: () => void
  const opened = new Promise<void>((resolve) => (ready = resolve))
  const connect = async (): Promise<void> => {
    try {
      const res = await fetch(`${url}/api/v1/merchant/events`, {
        headers: { authorization: `Bearer ${device.token}` },
        signal: watched.abort.signal,
      })
      if (!res.body || res.status !== 200) throw new Error(`HTTP ${res.status}`)
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'ready') ready()
          if (event.event !== 'payin') return
          const data = JSON.parse(event.data) as {
            transaction_id: string
            status: string
            counter_id: string
          }
          if (data.counter_id !== device.counterId) watched.foreign++
          else if (data.status === 'success') onPaid(data.transaction_id)
        },
      })
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      // Aborted at the end, or failed: either way the loop below decides.
    }
    if (!live()) return
    watched.reconnects++
    await new Promise((r) => setTimeout(r, 3_000))
    return connect()
  }
  void connect()
  return { watched, opened }
}

export async function countersSection(): Promise<void> {
  console.error(
    `counters: ${MERCHANTS} merchants × ${EACH} paired counters, ${MINUTES} min, a sale per counter every ~${SALE_MS / 1000} s…`,
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-counters-'))
  const devices = prepare(dataDir)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SANDBOX_ADMIN_TOKEN: ADMIN },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let running = true
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /Sandbox gateway listening on (http:\/\/\S+)/.exec(out)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    })
    const pid = child.pid ?? 0
    // A few requests first, so the baseline includes a warmed-up server.
    for (const d of devices.slice(0, 5))
      await fetch(`${url}/api/v1/counter/session`, {
        headers: { authorization: `Bearer ${d.token}` },
      })
    await new Promise((r) => setTimeout(r, 2_000))
    const rssBefore = rssKb(pid)

    const waiting = new Map<string, { at: number; shop: boolean }>()
    const samples: number[] = []
    const shopSamples: number[] = []
    const onPaid = (id: string) => {
      const w = waiting.get(id)
      if (!w) return
      waiting.delete(id)
      const ms = performance.now() - w.at
      samples.push(ms)
      if (w.shop) shopSamples.push(ms)
    }
    const streams = devices.map((d) => watch(url, d, onPaid, () => running))
    await Promise.all(streams.map((s) => s.opened))
    await new Promise((r) => setTimeout(r, 5_000))
    const rssOpen = rssKb(pid)
    console.error(
      `  ${streams.length} streams open; server RSS ${(rssBefore / 1024).toFixed(1)} → ${(rssOpen / 1024).toFixed(1)} MB`,
    )

    const loads: number[] = [loadAverage()]
    const started = Date.now()
    const end = started + MINUTES * 60_000
    let sales = 0
    let failures = 0
    const sale = async (device: Device) => {
      const created = await fetch(`${url}/api/v1/payin/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 10 + (sales % 990), channel: 'counter' }),
      })
      const body = (await created.json()) as { data?: { transaction_id: string } }
      const id = body.data?.transaction_id
      if (!id) {
        failures++
        return
      }
      waiting.set(id, { at: performance.now(), shop: device.merchant === 1 })
      const paid = await fetch(`${url}/sandbox/admin/payins/${id}/pay`, {
        method: 'POST',
        headers: { 'x-admin-token': ADMIN },
      })
      if (paid.status !== 200) failures++
      sales++
    }
    // Each counter sells on its own schedule, spread over the interval.
    const timers = devices.map((device, i) => {
      const first = setTimeout(() => {
        const tick = () => {
          if (Date.now() < end) void sale(device).catch(() => failures++)
        }
        tick()
        timers[i] = setInterval(tick, SALE_MS * (0.8 + Math.random() * 0.4))
      }, Math.random() * SALE_MS)
      return first as NodeJS.Timeout
    })
    let rssPeak = rssOpen
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 10_000))
      rssPeak = Math.max(rssPeak, rssKb(pid))
      loads.push(loadAverage())
      const minute = ((Date.now() - started) / 60_000).toFixed(1)
      console.error(
        `  ${minute} min: ${sales} sales, ${samples.length} events, p95 ${percentile(samples, 95).toFixed(0)} ms`,
      )
    }
    timers.forEach((t) => clearTimeout(t))
    timers.forEach((t) => clearInterval(t))
    // The last sales' events.
    await new Promise((r) => setTimeout(r, 3_000))
    const rssEnd = rssKb(pid)
    running = false
    const reconnects = streams.reduce((n, s) => n + s.watched.reconnects, 0)
    const foreign = streams.reduce((n, s) => n + s.watched.foreign, 0)
    streams.forEach((s) => s.watched.abort.abort())

    const note = `${streams.length} streams, ${sales} sales, ${waiting.size} events missing, ${failures} failed calls`
    record({
      section: 'counters',
      metric: `paid → event on its counter, p50 (${MERCHANTS}×${EACH} counters)`,
      runs: [percentile(samples, 50)],
      unit: 'ms',
      loads,
    })
    record({
      section: 'counters',
      metric: `paid → event on its counter, p95 (${MERCHANTS}×${EACH} counters)`,
      runs: [percentile(samples, 95)],
      unit: 'ms',
      target: { op: '<=', value: 1000 },
      note,
      loads,
    })
    record({
      section: 'counters',
      metric: `paid → event, p95, the shop's ${EACH} counters`,
      runs: [percentile(shopSamples, 95)],
      unit: 'ms',
      target: { op: '<=', value: 1000 },
      note: `${shopSamples.length} sales`,
      loads,
    })
    record({
      section: 'counters',
      metric: `reconnects over ${MINUTES} min`,
      runs: [reconnects],
      unit: 'count',
      target: { op: '<=', value: 0 },
    })
    record({
      section: 'counters',
      metric: 'events heard of another counter',
      runs: [foreign],
      unit: 'count',
      target: { op: '<=', value: 0 },
    })
    record({
      section: 'counters',
      metric: 'server RSS per open stream',
      runs: [(rssOpen - rssBefore) / streams.length],
      unit: 'KB',
      note: `RSS ${(rssBefore / 1024).toFixed(1)} MB idle, ${(rssOpen / 1024).toFixed(1)} MB with the streams open, ${(rssPeak / 1024).toFixed(1)} MB peak, ${(rssEnd / 1024).toFixed(1)} MB at the end`,
    })
  } finally {
    running = false
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
