import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchantId, startHarness, type Harness } from './support/helpers'

/*
 * The seeded history settles as the gateway does (decision 053, product.md §12.2): every day at
 * 10:00 IST, the payments of the day before. A seeded settlement at 23:30 that swept the same
 * day's payments broke the rule the Settlements screen states.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
})
afterAll(() => h.stop())

const DAY = 86_400_000
const IST = 5.5 * 3_600_000
const istDayStart = (ms: number) => ms - ((ms + IST) % DAY)

describe('seeded settlements', () => {
  it('run at 10:00 IST and hold the payments of the IST day before, each once', () => {
    const demo = merchantId(h.sql, 'demo')
    const settlements = h.sql
      .prepare(
        'SELECT id, created_at, payins, net FROM settlements WHERE merchant_id = ? ORDER BY id',
      )
      .all(demo) as { id: number; created_at: number; payins: number; net: number }[]
    expect(settlements.length).toBeGreaterThan(30)
    for (const settlement of settlements) {
      const dayStart = istDayStart(settlement.created_at)
      expect(settlement.created_at - dayStart).toBe(10 * 3_600_000)
      const paid = h.sql
        .prepare(
          `SELECT updated_at FROM payins WHERE merchant_id = ? AND settled_at = ? AND status = 'success'`,
        )
        .all(demo, settlement.created_at) as { updated_at: number }[]
      expect(paid).toHaveLength(settlement.payins)
      for (const { updated_at } of paid) {
        expect(updated_at).toBeLessThan(dayStart)
        expect(updated_at).toBeGreaterThanOrEqual(dayStart - DAY)
      }
    }
    // Nothing paid before today's start is left unsettled once today's 10:00 has passed.
    const today = istDayStart(Date.now())
    const cutoff = Date.now() >= today + 10 * 3_600_000 ? today : today - DAY
    const late = h.sql
      .prepare(
        `SELECT COUNT(*) AS n FROM payins WHERE merchant_id = ? AND status = 'success'
           AND settled_at IS NULL AND updated_at < ? AND channel = 'link'`,
      )
      .get(demo, cutoff) as { n: number }
    expect(late.n).toBe(0)
  })
})
