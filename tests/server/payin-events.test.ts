import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/connection'
import { cancelPayin, payPayin } from '../../server/domain/refunds/payin-lifecycle'
import {
  payinListenerCount,
  subscribePayinChanges,
  type PayinChange,
} from '../../server/domain/payins/payin-events'
import { createPayin } from '../../server/domain/payins/payins'

/*
 * The in-process hub behind the event stream, on its own database: events arrive after the
 * transaction, only committed changes produce one, and only the payin's merchant hears it.
 */

let dir: string
let db: Db
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-events-'))
  db = openDatabase(dir)
  db.prepare(
    `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
     VALUES (1, 'm', 'm@example.in', 'M', 'M', 'x', 'm@sandbox', 0, 0), (2, 'n', 'n@example.in', 'N', 'N', 'x', 'n@sandbox', 0, 0)`,
  ).run()
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const tick = () => new Promise((resolve) => setImmediate(resolve))
const newPayin = (merchantId = 1) =>
  createPayin(db, merchantId, { amount: 100_00, currency: 'INR', channel: 'counter' }, 60_000)

describe('payin event hub', () => {
  it('delivers after the transaction, to the payin merchant only', async () => {
    const mine: PayinChange[] = []
    const theirs: PayinChange[] = []
    const stopMine = subscribePayinChanges(db, 1, (change) => mine.push(change))
    const stopTheirs = subscribePayinChanges(db, 2, (change) => theirs.push(change))
    const row = newPayin()
    expect(mine).toEqual([]) // not during the (synchronous) transaction
    await tick()
    expect(mine).toEqual([
      expect.objectContaining({ transaction_id: row.transaction_id, status: 'pending' }),
    ])
    payPayin(db, row.transaction_id)
    await tick()
    expect(mine.map((c) => c.status)).toEqual(['pending', 'success'])
    expect(mine[1]).toMatchObject({ amount: 100, channel: 'counter', paid_late: false })
    expect(theirs).toEqual([])
    stopMine()
    stopTheirs()
    expect(payinListenerCount(db)).toBe(0)
  })

  it('sends nothing for a rolled-back create or change', async () => {
    const heard: PayinChange[] = []
    const stop = subscribePayinChanges(db, 1, (change) => heard.push(change))
    const fail = new Error('rolled back')
    expect(() =>
      db.transaction(() => {
        newPayin()
        throw fail
      })(),
    ).toThrow(fail)
    const row = newPayin()
    await tick()
    heard.length = 0
    expect(() =>
      db.transaction(() => {
        cancelPayin(db, 1, row.transaction_id)
        throw fail
      })(),
    ).toThrow(fail)
    await tick()
    expect(heard).toEqual([])
    stop()
  })

  it('sends a payin changed twice before delivery once, in its latest state', async () => {
    const heard: PayinChange[] = []
    const stop = subscribePayinChanges(db, 1, (change) => heard.push(change))
    const row = newPayin()
    cancelPayin(db, 1, row.transaction_id)
    await tick()
    expect(heard.map((c) => [c.transaction_id, c.status])).toEqual([
      [row.transaction_id, 'cancelled'],
    ])
    stop()
  })
})
