import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startChildGateway, type ChildGateway } from './support/child-gateway'
import { DEMO_PASSWORD } from './support/helpers'

/*
 * Memory of 20 concurrent 10 MB top-ups, measured on a server of its own: a child process (plain
 * `node --import tsx server/main.ts`, so the pid is the server's) whose VmRSS is sampled from /proc
 * while the uploads run. Measuring inside the vitest process would count the client's buffers too.
 */

const UPLOADS = 20
const FILE_BYTES = 10 * 1024 * 1024 - 1024
const MAX_GROWTH_MB = 50

let gateway: ChildGateway
let url = ''
const adminToken = randomBytes(16).toString('hex')

// One fresh server per case: RSS a previous case raised would not come back and hide the next.
beforeEach(async () => {
  gateway = await startChildGateway({ env: { SANDBOX_ADMIN_TOKEN: adminToken } })
  url = gateway.url
}, 90_000)

afterEach(() => gateway.close())

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(match?.[1]) / 1024
}

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${path}`, init)
  return { status: res.status, body: (await res.json()) as { data: unknown } }
}

const png = Buffer.alloc(FILE_BYTES)
png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
let auth: Record<string, string> = {}

/** A top-up form; as a Blob-backed FormData (Content-Length) or a hand-built chunked stream. */
function upload(reference: string, chunked: boolean) {
  const path = '/api/v1/wallet/topup/request'
  if (!chunked) {
    const form = new FormData()
    form.set('amount', '100')
    form.set('transfer_type', 'NEFT')
    form.set('reference_number', reference)
    form.set('payment_proof', new Blob([png]), 'proof.png')
    return call(path, { method: 'POST', headers: auth, body: form })
  }
  const boundary = `b${randomBytes(8).toString('hex')}`
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = Buffer.from(
    field('amount', '100') +
      field('transfer_type', 'NEFT') +
      field('reference_number', reference) +
      `--${boundary}\r\nContent-Disposition: form-data; name="payment_proof"; filename="p.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  )
  const parts = [head]
  for (let at = 0; at < png.length; at += 1024 * 1024)
    parts.push(png.subarray(at, at + 1024 * 1024))
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`))
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift()
      if (next) controller.enqueue(next)
      else controller.close()
    },
  })
  return call(path, {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit)
}

/** Rejects every pending top-up (seeded ones included) so the per-merchant cap allows 20 more. */
async function clearPending() {
  const pending = await call('/api/v1/wallet/topup/list?status=pending&limit=100', {
    headers: auth,
  })
  for (const row of pending.body.data as { request_id: string }[]) {
    await call(`/sandbox/admin/topups/${row.request_id}/reject`, {
      method: 'POST',
      headers: { 'x-admin-token': adminToken },
    })
  }
}

describe('top-up uploads are streamed to disk', () => {
  it.each([
    ['with Content-Length', false],
    ['chunked (no Content-Length)', true],
  ])(
    `${UPLOADS} concurrent 10 MB proofs, %s: server RSS grows by at most ${MAX_GROWTH_MB} MB`,
    { timeout: 120_000 },
    async (label, chunked) => {
      const pid = gateway.child.pid ?? 0
      const login = await call('/api/v1/merchant/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'demo', password: DEMO_PASSWORD }),
      })
      auth = { authorization: `Bearer ${(login.body.data as { token: string }).token}` }
      // Warm-up (code paths loaded, first allocations made), then clear the pending backlog (the
      // seeded requests and this one) so the per-merchant cap does not refuse the 20.
      expect((await upload(`WARM-${label}`, chunked)).status).toBe(200)
      await clearPending()
      const storedBefore = readdirSync(join(gateway.dataDir, 'uploads')).length

      const before = rssMb(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20)
      const results = await Promise.all(
        Array.from({ length: UPLOADS }, (_, i) => upload(`MEM-${label}-${i}`, chunked)),
      )
      clearInterval(sampler)
      peak = Math.max(peak, rssMb(pid))

      expect(results.map((r) => r.status)).toEqual(Array(UPLOADS).fill(200))
      const stored = readdirSync(join(gateway.dataDir, 'uploads'))
      expect(stored).toHaveLength(storedBefore + UPLOADS)
      console.log(`[upload-memory] ${label}: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`)
      expect(peak - before).toBeLessThanOrEqual(MAX_GROWTH_MB)
    },
  )
})
