/**
 * The gateway of the speakers bench (scripts/bench-speakers.ts), forked with an IPC channel and
 * --expose-gc: it seeds a temp DATA_DIR, adds the bench's merchants, counters and paired devices
 * through the domain code (no sign-in or pairing throttle in the way), starts the sandbox in this
 * process, and answers `mem` with its own memory after a full collection — the figures a device
 * costs the gateway, which no /proc reading from outside can split into heap and the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/connection'
import { pairDevice, issuePairingCode } from '../server/domain/counters/counter-devices'
import { createCounter } from '../server/domain/counters/counters'
import { loadOrCreateKey } from '../server/domain/merchants/api-keys'
import { ensureWallet } from '../server/domain/wallet/ledger'
import { seedDatabase } from '../server/seed/seed'
import { startServer } from '../server/start'

export type BenchDevice = {
  merchantId: number
  counterId: string
  mode: 'till' | 'speaker'
  token: string
}
export type GatewayReady = {
  type: 'ready'
  url: string
  adminToken: string
  devices: BenchDevice[]
}
export type GatewayMemory = {
  type: 'mem'
  rss: number
  heapUsed: number
  external: number
  streams: number
}

const MERCHANTS = Number(process.env.BENCH_SPEAKER_MERCHANTS ?? 20)
// Per merchant: COUNTERS counters, each with one Till and SPEAKERS Speakers (10 devices a shop).
const COUNTERS = Number(process.env.BENCH_SPEAKER_COUNTERS ?? 2)
const SPEAKERS = Number(process.env.BENCH_SPEAKER_SPEAKERS ?? 4)

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-speakers-'))
  const db = openDatabase(dataDir)
  const key = loadOrCreateKey(dataDir)
  seedDatabase(db, key)
  const now = Date.now()
  const demo = (db.prepare("SELECT * FROM merchants WHERE username = 'demo'").get() ?? {}) as {
    id: number
    password_hash: string
  }
  const merchantIds = [demo.id]
  for (let i = 1; i < MERCHANTS; i++) {
    const result = db
      .prepare(
        `INSERT INTO merchants (username, email, name, business_name, password_hash, upi_vpa,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        `benchshop${i}`,
        `bench${i}@example.com`,
        `Bench Owner ${i}`,
        `Bench Shop ${i}`,
        demo.password_hash,
        `benchshop${i}@sandbox`,
        now,
        now,
      )
    const id = Number(result.lastInsertRowid)
    ensureWallet(db, id, now)
    merchantIds.push(id)
  }
  const devices: BenchDevice[] = []
  for (const merchantId of merchantIds) {
    for (let c = 0; c < COUNTERS; c++) {
      const counter = createCounter(db, merchantId, `Bench counter ${c + 1}`)
      const modes = ['till', ...Array<'speaker'>(SPEAKERS).fill('speaker')] as const
      for (const mode of modes) {
        const { code } = issuePairingCode(db, key, merchantId, counter.counter_id, now, mode)
        const paired = pairDevice(db, key, code, now, `Bench ${mode}`)
        if (!paired) throw new Error('pairing failed')
        devices.push({ merchantId, counterId: counter.counter_id, mode, token: paired.token })
      }
    }
  }
  db.close()
  const server = await startServer({
    port: 0,
    dataDir,
    quiet: true,
    distDir: join(dataDir, 'no-dist'),
  })
  const gc = (globalThis as { gc?: () => void }).gc
  process.on('message', (message: unknown) => {
    if (message === 'mem') {
      gc?.()
      gc?.()
      const m = process.memoryUsage()
      const answer: GatewayMemory = {
        type: 'mem',
        rss: m.rss,
        heapUsed: m.heapUsed,
        external: m.external,
        streams: server.liveStreams().streams,
      }
      process.send?.(answer)
    } else if (message === 'stop') {
      void server.close().then(() => {
        rmSync(dataDir, { recursive: true, force: true })
        process.exit(0)
      })
    }
  })
  const ready: GatewayReady = {
    type: 'ready',
    url: server.url,
    adminToken: server.adminToken,
    devices,
  }
  process.send?.(ready)
}

void main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
