/**
 * The speakers section of `npm run bench:server` (BENCH_ONLY=speakers, decision 078), on a
 * gateway of its own (scripts/bench-speakers-gateway.ts, forked so that its heap can be read):
 *   - BENCH_SPEAKER_MERCHANTS (20) shops × 10 devices (2 counters × 1 Till + 4 Speakers): each
 *     device an SSE client of GET /merchant/events over real HTTP with its own device token, the
 *     stream read with eventsource-parser as the portal reads it;
 *   - standing-QR payments (POST /sandbox/admin/qr-payments, the bank's credit) arriving at random
 *     (exponential gaps, BENCH_SPEAKER_RATE a second over all counters, default 4) for
 *     BENCH_SPEAKER_MINUTES (default 10) minutes, each to a random counter;
 *   - each client keeps the transaction ids it announced: it announces a payment the first time
 *     it sees it succeed on its stream; on each `ready` after a reconnect it reads
 *     GET /counter/payments and announces what it missed (a summary, as the Speaker does);
 *   - every BENCH_SPEAKER_DROP_EVERY_S seconds (30) a share of the clients (5 %) drops its stream
 *     and reconnects after the stream's retry (3 s), as a phone on a flaky link would.
 * Figures: payment → announcement started p50/p95/max (all, and those heard live), missed (a
 * payment of its counter a device never announced), announced twice (an id announced again by
 * one device: the keyed set's proof) and repeats the set stopped; memory per open device on the
 * gateway: (RSS and heap with every stream open − before any) / devices, after a full GC.
 * Targets (issue, docs/performance.md): p95 ≤ 1 s, 0 missed, 0 announced twice.
 */
import { fork } from 'node:child_process'
import { createParser } from 'eventsource-parser'
import { loadAverage, percentile } from './bench-proc'
import type { BenchDevice, GatewayMemory, GatewayReady } from './bench-speakers-gateway'

const MINUTES = Number(process.env.BENCH_SPEAKER_MINUTES ?? 10)
const RATE = Number(process.env.BENCH_SPEAKER_RATE ?? 4)
const DROP_EVERY_MS = Number(process.env.BENCH_SPEAKER_DROP_EVERY_S ?? 30) * 1000
const DROP_SHARE = Number(process.env.BENCH_SPEAKER_DROP_SHARE ?? 0.05)
/** The stream's `retry:` (server/routes/events.ts): how soon a dropped client comes back. */
const RETRY_MS = 3_000
const SETTLE_MS = 8_000

type Announced = { at: number; live: boolean }

type Client = {
  device: BenchDevice
  announced: Map<string, Announced>
  connects: number
  connected: boolean
  abort: AbortController | null
  /** Every announcement made, in order: an id in it twice was announced twice. */
  log: string[]
  suppressed: number
  evicted: number
}

type Payment = { counterId: string; sentAt: number }

export async function speakersSection(): Promise<void> {
  const child = fork(new URL('./bench-speakers-gateway.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const messages: ((message: unknown) => void)[] = []
  child.on('message', (message) => messages.shift()?.(message))
  const nextMessage = <T>() => new Promise<T>((resolve) => messages.push((m) => resolve(m as T)))
  const memory = async () => {
    const answer = nextMessage<GatewayMemory>()
    child.send('mem')
    return answer
  }
  const ready = await nextMessage<GatewayReady>()
  const { url, adminToken, devices } = ready
  let stopping = false
  const payments = new Map<string, Payment>()
  const clients: Client[] = devices.map((device) => ({
    device,
    announced: new Map(),
    connects: 0,
    connected: false,
    abort: null,
    log: [],
    suppressed: 0,
    evicted: 0,
  }))

  const announce = (client: Client, id: string, live: boolean) => {
    const seen = client.announced.get(id)
    if (seen) {
      client.suppressed += 1
      return
    }
    client.announced.set(id, { at: performance.now(), live })
    client.log.push(id)
  }
  const readBack = async (client: Client) => {
    const res = await fetch(`${url}/api/v1/counter/payments`, {
      headers: { authorization: `Bearer ${client.device.token}` },
    })
    const body = (await res.json()) as { data: { rows: { transaction_id: string }[] } }
    // Oldest first, as the summary says them.
    for (const row of [...body.data.rows].reverse()) announce(client, row.transaction_id, false)
  }
  const connect = async (client: Client): Promise<void> => {
    const abort = new AbortController()
    client.abort = abort
    let gap = RETRY_MS
    try {
      const res = await fetch(`${url}/api/v1/merchant/events`, {
        headers: { authorization: `Bearer ${client.device.token}` },
        signal: abort.signal,
      })
      if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`)
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'ready') {
            client.connected = true
            client.connects += 1
            if (client.connects > 1) void readBack(client).catch(() => {})
          } else if (event.event === 'payin') {
            const data = JSON.parse(event.data) as { transaction_id: string; status: string }
            if (data.status === 'success') announce(client, data.transaction_id, true)
          } else if (event.event === 'evicted') {
            client.evicted += 1
            gap = 60_000
          }
        },
      })
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      // Dropped (by the bench or the gateway): comes back after the retry.
    }
    client.connected = false
    if (!stopping) setTimeout(() => void connect(client), gap)
  }

  try {
    const before = await memory()
    for (const client of clients) void connect(client)
    const opened = performance.now()
    while (clients.some((c) => !c.connected)) {
      if (performance.now() - opened > 60_000) throw new Error('streams did not all open')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const openMs = performance.now() - opened
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const open = await memory()

    const counters = [...new Set(devices.map((d) => d.counterId))]
    const drops = setInterval(() => {
      for (const client of clients) {
        if (client.connected && Math.random() < DROP_SHARE) client.abort?.abort()
      }
    }, DROP_EVERY_MS)
    const endAt = performance.now() + MINUTES * 60_000
    let failed = 0
    const inFlight = new Set<Promise<void>>()
    while (performance.now() < endAt) {
      await new Promise((resolve) =>
        setTimeout(resolve, -Math.log(1 - Math.random()) * (1000 / RATE)),
      )
      const counterId = counters[Math.floor(Math.random() * counters.length)] ?? ''
      const amount = 10 + Math.floor(Math.random() * 1990)
      const sentAt = performance.now()
      const sent = fetch(`${url}/sandbox/admin/qr-payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
        body: JSON.stringify({ counter_id: counterId, amount }),
      })
        .then(async (res) => {
          const body = (await res.json()) as { data?: { transaction_id: string } }
          if (res.status !== 200 || !body.data) throw new Error(`qr-payments ${res.status}`)
          payments.set(body.data.transaction_id, { counterId, sentAt })
        })
        .catch(() => {
          failed += 1
        })
        .finally(() => inFlight.delete(sent))
      inFlight.add(sent)
    }
    clearInterval(drops)
    await Promise.all(inFlight)
    // Everyone back and caught up: a client dropped at the end reconnects and reads back.
    const settleStart = performance.now()
    while (clients.some((c) => !c.connected) && performance.now() - settleStart < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const end = await memory()

    const all: number[] = []
    const live: number[] = []
    let missed = 0
    let expected = 0
    for (const client of clients) {
      for (const [id, payment] of payments) {
        if (payment.counterId !== client.device.counterId) continue
        expected += 1
        const heard = client.announced.get(id)
        if (!heard) {
          missed += 1
          continue
        }
        const ms = heard.at - payment.sentAt
        all.push(ms)
        if (heard.live) live.push(ms)
      }
    }
    all.sort((a, b) => a - b)
    live.sort((a, b) => a - b)
    const sum = (pick: (c: Client) => number) => clients.reduce((n, c) => n + pick(c), 0)
    const figures = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(0)} ms   p95 ${percentile(xs, 95).toFixed(0)} ms   max ${(xs.at(-1) ?? Number.NaN).toFixed(0)} ms`
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const tills = devices.filter((d) => d.mode === 'till').length
    console.log(
      `\nSpeakers (load ${loadAverage()}): ${devices.length} devices (${tills} Tills, ${devices.length - tills} Speakers) on ${counters.length} counters of ${new Set(devices.map((d) => d.merchantId)).size} shops, ${MINUTES} min of standing-QR payments at ~${RATE}/s:`,
    )
    console.log(
      `  streams opened in ${(openMs / 1000).toFixed(1)} s; payments ${payments.size.toLocaleString('en-IN')} (${failed} refused); announcements due ${expected.toLocaleString('en-IN')}`,
    )
    console.log(`  payment → announcement, all    ${figures(all)}   (${all.length})`)
    console.log(`  payment → announcement, live   ${figures(live)}   (${live.length})`)
    console.log(
      `  on reconnect (summary)         ${all.length - live.length}; reconnects ${sum((c) => Math.max(0, c.connects - 1))}; evicted ${sum((c) => c.evicted)}`,
    )
    console.log(
      `  missed ${missed} (target 0)   announced twice ${sum((c) => c.log.length - new Set(c.log).size)} (target 0)   repeats stopped by the set ${sum((c) => c.suppressed)}`,
    )
    console.log(
      `  gateway memory: before streams RSS ${mb(before.rss)} MB heap ${mb(before.heapUsed)} MB; ${open.streams} streams open RSS ${mb(open.rss)} MB heap ${mb(open.heapUsed)} MB; at the end RSS ${mb(end.rss)} MB heap ${mb(end.heapUsed)} MB`,
    )
    console.log(
      `  per open device: RSS ${kb((open.rss - before.rss) / devices.length)} KB, heap ${kb((open.heapUsed - before.heapUsed) / devices.length)} KB (after GC; at the end RSS ${kb((end.rss - before.rss) / devices.length)} KB, heap ${kb((end.heapUsed - before.heapUsed) / devices.length)} KB)`,
    )
  } finally {
    stopping = true
    for (const client of clients) client.abort?.abort()
    child.send('stop')
    await new Promise((resolve) => {
      child.once('exit', resolve)
      setTimeout(() => {
        child.kill('SIGKILL')
        resolve(null)
      }, 10_000).unref()
    })
  }
}
