import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sell, sellingCounter } from './support/counter-helpers'
import { startHarness, type Harness } from './support/helpers'

/*
 * The payments search finds a counter sale by its note, its counter and its cashier (decision
 * 064, migration 18), through the list, its count and its total line, as it finds a customer's
 * name.
 */

let h: Harness
let owner: string
beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
})
afterAll(() => h.stop())

const search = async (words: string) => {
  const res = await h.api(`/api/v1/payin/list?search=${encodeURIComponent(words)}&limit=100`, {
    token: owner,
  })
  expect(res.status, res.text).toBe(200)
  return {
    ids: (res.body.data as { transaction_id: string }[]).map((r) => r.transaction_id),
    total: res.body.meta.pagination.totalCount as number,
  }
}

describe('searching counter sales', () => {
  it('finds a sale by a word of its note, its counter name and its cashier name', async () => {
    const till = await sellingCounter(h, owner, 'Chaiwala corner')
    const noted = await sell(h, till.device, 30, {
      metadata: { description: 'Two kulhad chai, extra ginger' },
    })
    const plain = await sell(h, till.device, 12)
    expect(await search('kulhad')).toEqual({ ids: [noted.transaction_id], total: 1 })
    expect(await search('ginger chai')).toEqual({ ids: [noted.transaction_id], total: 1 })
    const byCounter = await search('chaiwala')
    expect(byCounter.ids).toEqual([plain.transaction_id, noted.transaction_id])
    expect(byCounter.total).toBe(2)
    // The cashier's name: Asha sold both (and maybe other tests' sales: all of them hers).
    const byCashier = await search('asha chaiwala')
    expect(byCashier.ids).toEqual([plain.transaction_id, noted.transaction_id])
    const totals = await h.api('/api/v1/payin/list/totals?search=kulhad', { token: owner })
    expect(totals.status, totals.text).toBe(200)
    expect(totals.body.data).toMatchObject({ count: 1 })
  })
})
