import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { merchantId, startHarness, type Harness } from './support/helpers'

/*
 * A fault of the gateway itself (here: a table gone from under it, renamed by a second
 * connection) in a handler or in a body streamed after the handler returned. Each is logged
 * with the request's method and path; the client gets a JSON 500 that says nothing of SQL, or,
 * once a download has begun, a download that fails rather than a file cut short that looks whole;
 * and the gateway keeps answering.
 */

let h: Harness
let token: string
let log: MockInstance<typeof console.error>
const ROWS = 3_000

beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
  // A statement sent in several batches (500 rows each).
  const id = merchantId(h.sql, 'demo')
  const insert = h.sql.prepare(
    `INSERT INTO wallet_transactions (merchant_id, bucket, transaction_type, reference_type,
       reference_id, description, amount, balance_before, balance_after, created_at)
     VALUES (?, 'available', 'credit', 'manual_topup', ?, 'Filler', 1, 0, 1, ?)`,
  )
  h.sql.transaction(() => {
    for (let i = 0; i < ROWS; i++) insert.run(id, `FILL-${i}`, 1_700_000_000_000 + i)
  })()
})
afterAll(() => h.stop())
afterEach(() => log?.mockRestore())

function breakTable(table: string) {
  h.sql.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`)
  return () => h.sql.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`)
}

const logged = () => log.mock.calls.map((call) => call.map(String).join(' ')).join('\n')

async function expectStillUp() {
  expect((await h.api('/api/v1/wallet/balance', { token })).status).toBe(200)
}

describe('errors that escape a request', () => {
  it('in a handler: JSON 500, logged with method and path, the SQL error not in the answer', async () => {
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const restore = breakTable('payins')
    try {
      const res = await h.api('/api/v1/payin/list', { token })
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ success: false, error: { message: 'Internal server error' } })
      expect(logged()).toMatch(/\[sandbox\] GET \/api\/v1\/payin\/list failed:.*no such table/s)
    } finally {
      restore()
    }
    await expectStillUp()
  })

  it('in a streamed body, before its first byte: the same JSON 500, not a bare text error', async () => {
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const restore = breakTable('wallet_transactions')
    try {
      const res = await h.api('/api/v1/wallet/statement', { token })
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ success: false, error: { message: 'Internal server error' } })
      expect(res.text).not.toMatch(/table/)
      expect(logged()).toMatch(/\[sandbox\] GET \/api\/v1\/wallet\/statement failed:/)
    } finally {
      restore()
    }
    await expectStillUp()
  })

  it('in a streamed body, midway: the download fails (no clean end), logged with method and path', async () => {
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A row no date can be made of, sorted last: the batches before it are sent, its own throws.
    const poison = h.sql
      .prepare(
        `INSERT INTO wallet_transactions (merchant_id, bucket, transaction_type, reference_type,
           reference_id, description, amount, balance_before, balance_after, created_at)
         VALUES (?, 'available', 'credit', 'manual_topup', 'POISON', 'Bad date', 1, 0, 1, 9e15)`,
      )
      .run(merchantId(h.sql, 'demo')).lastInsertRowid
    let received = 0
    let ended: 'cleanly' | 'in an error' = 'cleanly'
    try {
      const res = await fetch(`${h.url}/api/v1/wallet/statement?bucket=available`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(200)
      const reader = res.body!.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        received += value.byteLength
      }
    } catch {
      ended = 'in an error'
    } finally {
      h.sql.prepare('DELETE FROM wallet_transactions WHERE id = ?').run(poison)
    }
    expect(received).toBeGreaterThan(ROWS * 40)
    expect(ended).toBe('in an error')
    expect(logged()).toMatch(
      /\[sandbox\] GET \/api\/v1\/wallet\/statement failed while streaming:.*Invalid time value/s,
    )
    await expectStillUp()
    // The same download without the bad row ends cleanly.
    const whole = await h.api('/api/v1/wallet/statement?bucket=available', { token })
    expect(whole.status).toBe(200)
    expect(whole.text.length).toBeGreaterThan(received)
  })
})
