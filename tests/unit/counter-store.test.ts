import { describe, expect, it } from 'vitest'
import { get, set } from 'idb-keyval'
import {
  COUNTER_STORE_PREFIX,
  LATE_WINDOW_MS,
  parseCounterRecord,
  readCounterRecord,
  rememberAnnounced,
  rememberDismissed,
  rememberOpenSale,
  removeCounterRecords,
  settleSale,
  unpaidWithinLateWindow,
} from '../../src/lib/counter-support/counter-store'

/** The counter's resume store (IndexedDB through fake-indexeddb). */
const sale = (id: string, amount = 55, createdAt = Date.now()) => ({
  transactionId: id,
  amount,
  paymentUrl: `http://localhost/sandbox/pay/${id}`,
  upiIntent: `upi://pay?tr=${id}`,
  deadline: createdAt + 180_000,
  createdAt,
})
let n = 0
const scope = () => `test:${++n}`

describe('counter store', () => {
  it('keeps the open sale across a reload, until its result is shown', async () => {
    const s = scope()
    const open = sale('A')
    await rememberOpenSale(s, open)
    // "Reload": a fresh read of what IndexedDB holds.
    const after = await readCounterRecord(s)
    expect(after.openSale).toEqual(open)
    expect(after.sales.map((r) => [r.transactionId, r.outcome])).toEqual([['A', 'open']])

    await settleSale(s, 'A', 'unpaid')
    const settled = await readCounterRecord(s)
    expect(settled.openSale).toBeNull()
    expect(settled.sales[0]?.outcome).toBe('unpaid')
  })

  it('keeps each scope apart', async () => {
    const a = scope()
    const b = scope()
    await rememberOpenSale(a, sale('A'))
    expect((await readCounterRecord(b)).openSale).toBeNull()
  })

  it('watches unpaid sales for late payments only while their late window is open', () => {
    const now = Date.now()
    const record = parseCounterRecord(
      {
        openSale: null,
        announced: [],
        sales: [
          { ...sale('new', 10, now - 60_000), outcome: 'unpaid' },
          { ...sale('old', 10, now - LATE_WINDOW_MS - 200_000), outcome: 'unpaid' },
          { ...sale('paid', 10, now - 60_000), outcome: 'paid' },
        ],
      },
      now,
    )
    expect(unpaidWithinLateWindow(record, now).map((s) => s.transactionId)).toEqual(['new'])
  })

  it('remembers announced late payments; null until the counter was first read', async () => {
    const s = scope()
    expect((await readCounterRecord(s)).announced).toBeNull()
    await rememberAnnounced(s, [])
    expect((await readCounterRecord(s)).announced).toEqual([])
    await rememberAnnounced(s, ['A', 'B'])
    await rememberAnnounced(s, ['B', 'C'])
    expect((await readCounterRecord(s)).announced).toEqual(['A', 'B', 'C'])
  })

  it('remembers dismissed late-payment notices, once each, for this counter only', async () => {
    const s = scope()
    expect((await readCounterRecord(s)).dismissed).toEqual([])
    await rememberDismissed(s, 'A')
    await rememberDismissed(s, 'A')
    await rememberDismissed(s, 'B')
    expect((await readCounterRecord(s)).dismissed).toEqual(['A', 'B'])
    expect((await readCounterRecord(scope())).dismissed).toEqual([])
  })

  it('reads what another app version left without failing: only well-formed parts', async () => {
    const s = scope()
    await set(COUNTER_STORE_PREFIX + s, {
      openSale: { transactionId: 7 },
      sales: [{ transactionId: 'A' }, { ...sale('B'), outcome: 'paid' }],
      announced: ['X', 3],
    })
    const record = await readCounterRecord(s)
    expect(record.openSale).toBeNull()
    expect(record.sales.map((r) => r.transactionId)).toEqual(['B'])
    expect(record.announced).toEqual(['X'])
    expect(parseCounterRecord('junk')).toEqual({
      openSale: null,
      sales: [],
      announced: null,
      dismissed: [],
    })
  })

  it('forgets yesterday: sales older than a day are dropped', () => {
    const now = Date.now()
    const record = parseCounterRecord(
      { sales: [{ ...sale('Y', 1, now - 25 * 60 * 60_000), outcome: 'unpaid' }] },
      now,
    )
    expect(record.sales).toEqual([])
  })

  it('leaves the device on sign-out', async () => {
    const s = scope()
    await rememberOpenSale(s, sale('A'))
    await set('unrelated', 1)
    await removeCounterRecords()
    expect(await get(COUNTER_STORE_PREFIX + s)).toBeUndefined()
    expect(await get('unrelated')).toBe(1)
  })
})
