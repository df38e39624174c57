import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, waitFor, type Harness } from './support/helpers'
import { startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * The delivery log and the test event say what happened in a few generic words (decision 045),
 * never an errno, a parser code or an address: the log must not turn the gateway into a scanner
 * of what it can reach. Real receivers on loopback: one answering garbage, a closed port, one
 * that never answers, one that hangs up, one answering 500.
 */

const OUTCOMES = new Set([
  'Refused: not a public address',
  'Host not found',
  'Connection refused',
  'Connection closed',
  'Timed out',
  'Invalid response',
  'TLS error',
  'Connection failed',
  'No API secret',
])
/** What must never reach the merchant: errno and parser codes, addresses, ports. */
const LEAK = /E[A-Z]{4,}|HPE_|ERR_|\d+\.\d+\.\d+\.\d+|:\d{2,5}\b|→/

function tcpServer(onSocket: (socket: Socket) => void): Promise<{ port: number; server: Server }> {
  const server = createServer(onSocket)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, server }),
    ),
  )
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
  })

let h: Harness
let token: string
let receiver: Receiver
const servers: Server[] = []
const sockets: Socket[] = []
let garbagePort: number
let hangUpPort: number
let closedPort: number

beforeAll(async () => {
  receiver = await startReceiver()
  receiver.answer.set('/slow', 'hang')
  receiver.answer.set('/broken', 500)
  // An SSH server's banner where an HTTP answer should be: Node's parser says HPE_INVALID_CONSTANT.
  const garbage = await tcpServer((socket) => {
    sockets.push(socket)
    socket.on('error', () => undefined)
    socket.write('SSH-2.0-OpenSSH_9.6\r\n')
  })
  const hangUp = await tcpServer((socket) => {
    socket.on('error', () => undefined)
    socket.once('data', () => socket.destroy())
  })
  const closed = await tcpServer(() => undefined)
  closedPort = closed.port
  await closeServer(closed.server)
  garbagePort = garbage.port
  hangUpPort = hangUp.port
  servers.push(garbage.server, hangUp.server)
  h = await startHarness({ webhookPollMs: 50, webhookTimeoutMs: 1_000 })
  token = await h.login()
})

afterAll(async () => {
  await h.stop()
  for (const socket of sockets) socket.destroy()
  for (const server of servers) {
    await closeServer(server)
  }
  await receiver.close()
})

async function testEventTo(url: string) {
  const saved = await h.api('/api/v1/merchant/webhook/set', {
    token,
    json: { webhook_payin_url: url, webhook_payout_url: null },
  })
  expect(saved.status).toBe(200)
  const res = await h.api('/api/v1/merchant/webhook/test', { token, json: {} })
  expect(res.status).toBe(200)
  return res.body.data as { status: string; last_error: string | null; last_status_code: number }
}

describe('the outcome of a test event', () => {
  it.each([
    {
      what: 'a receiver answering garbage',
      url: () => `http://127.0.0.1:${garbagePort}/`,
      outcome: 'Invalid response',
    },
    {
      what: 'a closed port',
      url: () => `http://127.0.0.1:${closedPort}/`,
      outcome: 'Connection refused',
    },
    {
      what: 'a receiver that never answers',
      url: () => `${receiver.url}/slow`,
      outcome: 'Timed out',
    },
    {
      what: 'a receiver that hangs up',
      url: () => `http://127.0.0.1:${hangUpPort}/`,
      outcome: 'Connection closed',
    },
    { what: 'a receiver answering 500', url: () => `${receiver.url}/broken`, outcome: 'HTTP 500' },
  ])('$what: "$outcome"', async ({ url, outcome }) => {
    const result = await testEventTo(url())
    expect(result.status).toBe('failed')
    expect(result.last_error).toBe(outcome)
  })
})

describe('the delivery log', () => {
  it('records a background delivery in the same words', async () => {
    const url = `http://127.0.0.1:${closedPort}/background`
    await h.api('/api/v1/merchant/webhook/set', {
      token,
      json: { webhook_payin_url: url, webhook_payout_url: null },
    })
    await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 14, customer_name: 'A B', customer_email: 'ab@example.in' },
    })
    const row = await waitFor(
      () =>
        h.sql
          .prepare('SELECT attempts, last_error FROM webhook_deliveries WHERE url = ?')
          .get(url) as { attempts: number; last_error: string | null } | undefined,
      (r) => (r?.attempts ?? 0) >= 1,
    )
    expect(row?.last_error).toBe('Connection refused')
  })

  it('shows rows written before in the same words, and nothing that leaks', async () => {
    const legacy = [
      ['ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:5432', 'Connection refused'],
      ['HPE_INVALID_CONSTANT: Parse Error: Expected HTTP/', 'Invalid response'],
      ['ECONNRESET: socket hang up', 'Connection closed'],
      ['Timeout: no answer within 30 s', 'Timed out'],
      [
        'Refused: internal.example → 10.0.0.5 is a private address',
        'Refused: not a public address',
      ],
      ['DNS: ENOTFOUND for db.internal.example', 'Host not found'],
      ['EHOSTUNREACH: connect EHOSTUNREACH 10.9.9.9:22', 'Connection failed'],
      ['HTTP 503', 'HTTP 503'],
    ]
    const insert = h.sql.prepare(
      `INSERT INTO webhook_deliveries (merchant_id, event, url, payload, status, attempts,
         last_error, next_attempt_at, created_at, updated_at)
       VALUES (1, 'payin.success', ?, '{}', 'failed', 5, ?, 0, ?, ?)`,
    )
    for (const [stored] of legacy) insert.run(`https://legacy.example/${stored}`, stored, 1, 1)
    const res = await h.api('/api/v1/merchant/webhook/deliveries?limit=100', { token })
    const rows = res.body.data as { url: string; last_error: string | null }[]
    for (const [stored, shown] of legacy) {
      expect(rows.find((r) => r.url === `https://legacy.example/${stored}`)?.last_error).toBe(shown)
    }
    for (const row of rows) {
      if (row.last_error === null) continue
      expect(
        OUTCOMES.has(row.last_error) || /^HTTP \d{3}$/.test(row.last_error),
        row.last_error,
      ).toBe(true)
      expect(row.last_error).not.toMatch(LEAK)
    }
  })
})
