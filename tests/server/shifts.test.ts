import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chooseCashier,
  sell,
  sellingCounter,
  staffIds,
  type Paired,
} from './support/counter-helpers'
import { adminPost, startHarness, type Harness } from './support/helpers'

/*
 * Shifts, X- and Z-reports (docs/api-contract.md § Counter devices, decisions 048 and 050: a
 * payment on a QR the cashier cancelled is refunded automatically, and a shift counts the refunds
 * of its sales).
 */

let h: Harness
let owner: string
let ids: Record<string, string>
beforeAll(async () => {
  // The expiry sweeper and the sandbox bank's refund worker stay out of the way: each test expires
  // what it means to and decides its refunds itself.
  h = await startHarness({ expirySweepMs: 3_600_000, refundDelayMs: 3_600_000 })
  owner = await h.login()
  ids = await staffIds(h, owner)
})
afterAll(() => h.stop())

const pay = async (id: string) => expect((await adminPost(h, `payins/${id}/pay`)).status).toBe(200)
const decline = (id: string) => adminPost(h, `payins/${id}/decline`)
const cancel = (token: string, id: string) =>
  h.api(`/api/v1/payin/cancel/${id}`, { token, method: 'POST' })
const close = async (token: string) => {
  const res = await h.api('/api/v1/counter/shift/close', { token, method: 'POST' })
  expect(res.status, res.text).toBe(200)
  return res.body.data
}
const xReport = async (token: string) => {
  const res = await h.api('/api/v1/counter/shift/current', { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data
}
/** Moves a payin's expiry into the past, as if its QR ran out. */
const runOut = (id: string) =>
  h.sql
    .prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?')
    .run(Date.now() - 1000, id)

/** Every success of a shift through GET /payin/list?shift_id, all pages, summed in paise. */
async function listedSuccess(shiftId: string) {
  let page = 1
  let paise = 0
  let count = 0
  for (;;) {
    const res = await h.api(
      `/api/v1/payin/list?shift_id=${shiftId}&status=success&limit=100&page=${page}`,
      { token: owner },
    )
    expect(res.status).toBe(200)
    for (const row of res.body.data as { amount: number; shift_id: string }[]) {
      expect(row.shift_id).toBe(shiftId)
      paise += Math.round(row.amount * 100)
      count++
    }
    if (page >= res.body.meta.pagination.totalPages) break
    page++
  }
  return { paise, count }
}

describe('a shift from first cashier to Z-report', () => {
  let till: Paired
  beforeAll(async () => {
    till = await sellingCounter(h, owner, 'Z till')
  })

  it('counts every outcome, per cashier, and its totals equal the filtered list to the paisa', async () => {
    const amounts = [10.01, 99.99, 250, 1234.56, 0.99 + 1, 77.77]
    const paid: string[] = []
    for (const amount of amounts) {
      const sale = await sell(h, till.device, amount)
      await pay(sale.transaction_id)
      paid.push(sale.transaction_id)
    }
    await chooseCashier(h, till.device, ids.Ravi ?? '', '7391')
    const raviSale = await sell(h, till.device, 500.5)
    await pay(raviSale.transaction_id)
    const declined = await sell(h, till.device, 11)
    await decline(declined.transaction_id)
    const cancelled = await sell(h, till.device, 12)
    expect((await cancel(till.device, cancelled.transaction_id)).status).toBe(200)
    const expired = await sell(h, till.device, 13)
    runOut(expired.transaction_id)
    const stillUp = await sell(h, till.device, 14)

    const x = await xReport(till.device)
    expect(x).toMatchObject({ number: 1, closed_at: null, success_count: 7, pending_count: 2 })

    const z = await close(till.device)
    const asha = Math.round((10.01 + 99.99 + 250 + 1234.56 + 1.99 + 77.77) * 100) / 100
    expect(z).toMatchObject({
      number: 1,
      counter: { counter_id: till.counterId, name: 'Z till' },
      closed_by: 'Ravi',
      success_count: 7,
      success_amount: Math.round((asha + 500.5) * 100) / 100,
      late_count: 0,
      declined_count: 1,
      expired_count: 1,
      cancelled_count: 1,
      pending_count: 1,
      refund_count: 0,
      refund_amount: 0,
      cashiers: [
        { name: 'Asha', count: 6, total_amount: asha },
        { name: 'Ravi', count: 1, total_amount: 500.5 },
      ],
    })
    expect(Date.parse(z.closed_at)).toBeGreaterThanOrEqual(Date.parse(z.opened_at))
    const listed = await listedSuccess(z.shift_id)
    expect(listed.count).toBe(z.success_count)
    expect(listed.paise).toBe(Math.round(z.success_amount * 100))

    // The QR still up at close is paid afterwards: the money lands in the next shift, and the
    // closed report (and the list filtered to it) stay as they were.
    await pay(stillUp.transaction_id)
    const again = await h.api(`/api/v1/merchant/shifts/${z.shift_id}`, { token: owner })
    expect(again.body.data).toEqual(z)
    expect(await listedSuccess(z.shift_id)).toEqual(listed)
    const moved = await h.api(`/api/v1/payin/status/${stillUp.transaction_id}`, { token: owner })
    expect(moved.body.data.shift_id).not.toBe(z.shift_id)
    const next = await xReport(till.device)
    expect(next).toMatchObject({ number: 2, success_count: 1, success_amount: 14 })
    expect(next.shift_id).toBe(moved.body.data.shift_id)
  })

  it('is immutable in the database too', () => {
    const closed = h.sql
      .prepare('SELECT id FROM shifts WHERE closed_at IS NOT NULL LIMIT 1')
      .get() as { id: number }
    expect(() =>
      h.sql.prepare("UPDATE shifts SET report = '{}' WHERE id = ?").run(closed.id),
    ).toThrow(/a closed shift never changes/)
    expect(() => h.sql.prepare('DELETE FROM shifts WHERE id = ?').run(closed.id)).toThrow(
      /a closed shift is kept/,
    )
  })

  it('numbers shifts per counter, and sends the device back to who is selling', async () => {
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.body.data.cashier).toBeNull()
    await chooseCashier(h, till.device, ids.Asha ?? '', '4826')
    const z2 = await close(till.device)
    expect(z2.number).toBe(2)
    await chooseCashier(h, till.device, ids.Asha ?? '', '4826')
    expect((await xReport(till.device)).number).toBe(3)
    const other = await sellingCounter(h, owner, 'Other till')
    expect((await xReport(other.device)).number).toBe(1)
    expect((await close(other.device)).number).toBe(1)
    // No open shift: the X-report is null and closing is refused.
    expect(await xReport(other.device)).toBeNull()
    await chooseCashier(h, other.device, ids.Asha ?? '', '4826')
    await close(other.device)
    const none = await h.api('/api/v1/counter/shift/close', { token: owner, method: 'POST' })
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe('There is no open shift to close')
  })
})

describe('late payments', () => {
  it('finds every late payment of the shift, however many sales came after, and a second payment', async () => {
    const till = await sellingCounter(h, owner, 'Late till')
    const first = await sell(h, till.device, 55)
    // The QR runs out (a cashier's cancel would refund its payment: the next test); the cashier
    // charges again and the customer pays that one.
    runOut(first.transaction_id)
    const second = await sell(h, till.device, 55)
    await pay(second.transaction_id)
    for (let i = 0; i < 10; i++) await pay((await sell(h, till.device, 20 + i)).transaction_id)
    const earlyLate = await sell(h, till.device, 33)
    runOut(earlyLate.transaction_id)
    for (let i = 0; i < 3; i++) await pay((await sell(h, till.device, 40 + i)).transaction_id)
    // Now, 15 sales later, the first ₹55 lands.
    await pay(first.transaction_id)
    await pay(earlyLate.transaction_id)
    const x = await xReport(till.device)
    expect(x.payments).toHaveLength(10)
    const latest = x.payments.map((p: { transaction_id: string }) => p.transaction_id)
    expect(latest).not.toContain(first.transaction_id)
    expect(
      x.late_payments.map((p: { transaction_id: string; also_paid: string | null }) => [
        p.transaction_id,
        p.also_paid,
      ]),
    ).toEqual([
      [earlyLate.transaction_id, null],
      [first.transaction_id, second.transaction_id],
    ])
    expect(x.late_payments[1]).toMatchObject({ paid_late: true, status: 'success', amount: 55 })
    expect(x.late_count).toBe(2)
    const z = await close(till.device)
    expect(z.late_count).toBe(2)
    expect(await listedSuccess(z.shift_id)).toEqual({
      paise: Math.round(z.success_amount * 100),
      count: z.success_count,
    })
  })

  it('a late payment after its shift closed counts in the open shift; the Z-report keeps its figures', async () => {
    const till = await sellingCounter(h, owner, 'After close')
    const sale = await sell(h, till.device, 61)
    runOut(sale.transaction_id)
    await pay((await sell(h, till.device, 62)).transaction_id)
    const z = await close(till.device)
    expect(z).toMatchObject({ success_count: 1, success_amount: 62, expired_count: 1 })
    await pay(sale.transaction_id)
    expect(
      (await h.api(`/api/v1/merchant/shifts/${z.shift_id}`, { token: owner })).body.data,
    ).toEqual(z)
    // No shift was open: the payment opened one, where the counter sees it as late.
    const x = await xReport(till.device)
    expect(x).toMatchObject({
      number: 2,
      success_count: 1,
      late_count: 1,
      cashiers: [{ name: 'Asha' }],
    })
    expect(x.late_payments[0].transaction_id).toBe(sale.transaction_id)
  })

  it('a payment on a QR the cashier cancelled is refunded, not late, and stays in its shift after close', async () => {
    const till = await sellingCounter(h, owner, 'Cancelled till')
    const sale = await sell(h, till.device, 63)
    expect((await cancel(till.device, sale.transaction_id)).status).toBe(200)
    await pay((await sell(h, till.device, 64)).transaction_id)
    const z = await close(till.device)
    expect(z).toMatchObject({ success_count: 1, success_amount: 64, cancelled_count: 1 })
    await pay(sale.transaction_id)
    const status = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token: owner })
    expect(status.body.data).toMatchObject({
      status: 'cancelled',
      paid_late: true,
      auto_refund: true,
      shift_id: z.shift_id,
    })
    // The closed report and its list still agree, no shift was opened for money that went back,
    // and the automatic refund is no refund of the shift's takings. The report now tells what the
    // cancelled QR became: paid, and sent back automatically.
    const { late_entries, ...figures } = (
      await h.api(`/api/v1/merchant/shifts/${z.shift_id}`, { token: owner })
    ).body.data
    expect({ ...figures, late_entries: z.late_entries }).toEqual(z)
    expect(z.late_entries).toEqual([])
    expect(late_entries).toMatchObject([
      {
        transaction_id: sale.transaction_id,
        amount: 63,
        status: 'cancelled',
        auto_refund: true,
        cancelled_by: 'merchant',
        refunds: [{ amount: 63, automatic: true, status: 'pending', after_close: true }],
      },
    ])
    expect(z.refund_count).toBe(0)
    expect(await listedSuccess(z.shift_id)).toEqual({ paise: 6400, count: 1 })
    expect(await xReport(till.device)).toBeNull()
  })
  it('lists every payment refunded automatically in the X-report, however many sales came after', async () => {
    const till = await sellingCounter(h, owner, 'Refunded till')
    const cancelled = await sell(h, till.device, 77)
    expect((await cancel(till.device, cancelled.transaction_id)).status).toBe(200)
    // Past the late window: the gateway refunds that one too, cancelled by the expiry.
    const lapsed = await sell(h, till.device, 78)
    h.sql
      .prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?')
      .run(Date.now() - 31 * 60_000, lapsed.transaction_id)
    for (let i = 0; i < 10; i++) await pay((await sell(h, till.device, 20 + i)).transaction_id)
    await pay(cancelled.transaction_id)
    await pay(lapsed.transaction_id)
    const x = await xReport(till.device)
    const latest = x.payments.map((p: { transaction_id: string }) => p.transaction_id)
    expect(latest).not.toContain(cancelled.transaction_id)
    expect(x.refunded_payments).toHaveLength(2)
    expect(x.refunded_payments[0]).toMatchObject({
      transaction_id: lapsed.transaction_id,
      status: 'cancelled',
      auto_refund: true,
      cancelled_by: 'expiry',
      amount: 78,
    })
    expect(x.refunded_payments[1]).toMatchObject({
      transaction_id: cancelled.transaction_id,
      status: 'cancelled',
      paid_late: true,
      auto_refund: true,
      cancelled_by: 'merchant',
      counter_id: till.counterId,
      amount: 77,
    })
    // Not late payments of the shift, and not its takings.
    expect(x.late_payments).toEqual([])
    expect(x).toMatchObject({ late_count: 0, success_count: 10 })
  })
})

describe('refunds in a shift (decision 050)', () => {
  const refund = async (id: string, amount: number) => {
    const res = await h.api('/api/v1/payin/refund', {
      token: owner,
      json: { transaction_id: id, amount, reference_id: `Z-${id}-${amount}-${Math.random()}` },
    })
    expect(res.status, res.text).toBe(201)
    return res.body.data.refund_id as string
  }

  it('counts the refunds of its sales, made and not failed; a closed Z-report keeps them as at close', async () => {
    const till = await sellingCounter(h, owner, 'Refund till')
    const kept = await sell(h, till.device, 100)
    await pay(kept.transaction_id)
    const returned = await sell(h, till.device, 50)
    await pay(returned.transaction_id)
    // Paid after the cashier cancelled it: refunded automatically, which is no refund of a sale.
    const cancelled = await sell(h, till.device, 30)
    await cancel(till.device, cancelled.transaction_id)
    await pay(cancelled.transaction_id)

    await refund(kept.transaction_id, 40)
    const processed = await refund(kept.transaction_id, 10.5)
    expect((await adminPost(h, `refunds/${processed}/process`)).status).toBe(200)
    const failed = await refund(returned.transaction_id, 50)
    expect((await adminPost(h, `refunds/${failed}/fail`)).status).toBe(200)

    const x = await xReport(till.device)
    expect(x).toMatchObject({ success_count: 2, refund_count: 2, refund_amount: 50.5 })
    const z = await close(till.device)
    expect(z).toMatchObject({
      success_count: 2,
      success_amount: 150,
      cancelled_count: 1,
      refund_count: 2,
      refund_amount: 50.5,
    })
    // The payments list's total line filtered to the shift says the same: refunds are not taken
    // off what was paid, and the automatically refunded payment stays in its cancelled payin.
    const totals = await h.api(`/api/v1/payin/list/totals?shift_id=${z.shift_id}`, { token: owner })
    expect(totals.body.data).toMatchObject({ count: 3, success_count: 2, success_amount: 150 })

    // A refund made after the close is in the refunds list, not in the closed figures: the report
    // adds it apart, as made after the close.
    await refund(returned.transaction_id, 20)
    expect(z.refunds_after_close).toEqual({ count: 0, amount: 0 })
    expect(
      (await h.api(`/api/v1/merchant/shifts/${z.shift_id}`, { token: owner })).body.data,
    ).toEqual({ ...z, refunds_after_close: { count: 1, amount: 20 } })
    const csv = await h.api(`/api/v1/merchant/shifts/${z.shift_id}/export?format=csv`, {
      token: owner,
    })
    const rows = Papa.parse<string[]>(csv.text.trim()).data
    expect(rows).toContainEqual(['Refunds', '2'])
    expect(rows).toContainEqual(['Refunded (INR)', '50.50'])
    expect(rows).toContainEqual(['Refunds After Close', '1'])
    expect(rows).toContainEqual(['Refunded After Close (INR)', '20.00'])
  })

  it('shows a late payment refunded after the close, marked after close, and the figures as closed', async () => {
    const till = await sellingCounter(h, owner, 'Late refund till')
    // A ₹44 QR runs out, is charged again and paid; then the first one is paid late.
    const first = await sell(h, till.device, 44)
    runOut(first.transaction_id)
    await pay((await sell(h, till.device, 44)).transaction_id)
    await pay(first.transaction_id)
    const noted = await h.api('/api/v1/payin/create', {
      token: till.device,
      json: {
        order_id: `ORD-NOTE-${Date.now()}`,
        amount: 12,
        currency: 'INR',
        channel: 'counter',
        metadata: { description: 'Two samosas' },
      },
    })
    expect(noted.status, noted.text).toBe(200)
    await pay(noted.body.data.transaction_id)
    const z = await close(till.device)
    expect(z).toMatchObject({
      success_count: 3,
      success_amount: 100,
      late_count: 1,
      refund_count: 0,
    })
    expect(z.late_entries).toMatchObject([
      { transaction_id: first.transaction_id, status: 'success', auto_refund: false, refunds: [] },
    ])
    // The owner refunds the late ₹44 in full after the close; the bank processes it.
    const refundId = await refund(first.transaction_id, 44)
    expect((await adminPost(h, `refunds/${refundId}/process`)).status).toBe(200)
    const after = (await h.api(`/api/v1/merchant/shifts/${z.shift_id}`, { token: owner })).body.data
    expect(after).toMatchObject({
      success_count: 3,
      success_amount: 100,
      refund_count: 0,
      refund_amount: 0,
      refunds_after_close: { count: 1, amount: 44 },
    })
    expect(after.late_entries[0].refunds).toMatchObject([
      { refund_id: refundId, amount: 44, status: 'processed', after_close: true },
    ])
    expect(after.late_entries[0].refunds[0].utr).toMatch(/^\d{12}$/)

    // The workbook: real date cells, the screen's words, the late payment's refund and the note.
    const res = await fetch(`${h.url}/api/v1/merchant/shifts/${z.shift_id}/export?format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const summary = book.getWorksheet('Z-report')
    const cells: unknown[][] = []
    summary?.eachRow((row) => cells.push((row.values as unknown[]).slice(1)))
    const opened = cells.find((r) => r[0] === 'Opened At (IST)')?.[1]
    expect(opened).toBeInstanceOf(Date)
    // Excel holds IST wall time: the cell reads the shift's opening at +05:30.
    expect((opened as Date).getTime()).toBe(Date.parse(z.opened_at) + 330 * 60_000)
    expect(cells.find((r) => r[0] === refundId)?.[1]).toBe('Refund Processed (after close)')
    const payments = book.getWorksheet('Payments')
    const header = (payments?.getRow(1).values as unknown[]).slice(1)
    const rows: unknown[][] = []
    payments?.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1))
    })
    const col = (name: string) => header.indexOf(name)
    expect(rows.every((r) => r[col('Created At (IST)')] instanceof Date)).toBe(true)
    expect(new Set(rows.map((r) => r[col('Status')]))).toEqual(new Set(['Success']))
    const late = rows.find((r) => r[col('Transaction ID')] === first.transaction_id)
    expect(late?.[col('Refunded (INR)')]).toBe(44)
    expect(rows.some((r) => r[col('Note')] === 'Two samosas')).toBe(true)
  })
})

describe("the owner's view of shifts", () => {
  it('closes a shift the cashier left open, and lists Z-reports newest first, per counter', async () => {
    const till = await sellingCounter(h, owner, 'Abandoned')
    await pay((await sell(h, till.device, 70)).transaction_id)
    const res = await h.api(`/api/v1/merchant/counters/${till.counterId}/shift/close`, {
      token: owner,
      method: 'POST',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ closed_by: 'Owner', number: 1, success_amount: 70 })
    const session = await h.api('/api/v1/counter/session', { token: till.device })
    expect(session.body.data).toMatchObject({ cashier: null, shift: null })
    await chooseCashier(h, till.device, ids.Asha ?? '', '4826')
    await close(till.device)
    const list = await h.api(`/api/v1/merchant/shifts?counter_id=${till.counterId}&limit=1`, {
      token: owner,
    })
    expect(list.status).toBe(200)
    expect(list.body.data.map((z: { number: number }) => z.number)).toEqual([2])
    expect(list.body.meta.pagination).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 })
    const all = await h.api('/api/v1/merchant/shifts?limit=100', { token: owner })
    expect(all.body.data.length).toBeGreaterThan(2)
    const closedAt = all.body.data.map((z: { closed_at: string }) => Date.parse(z.closed_at))
    expect(closedAt).toEqual([...closedAt].sort((a, b) => b - a))
    expect(all.body.data.every((z: { closed_at: string | null }) => z.closed_at !== null)).toBe(
      true,
    )
  })

  it('keeps shifts to their counter and merchant', async () => {
    const a = await sellingCounter(h, owner, 'Own A')
    const b = await sellingCounter(h, owner, 'Own B')
    const zb = await close(b.device)
    const other = await h.api(`/api/v1/counter/shifts/${zb.shift_id}`, { token: a.device })
    expect(other.status).toBe(404)
    expect(other.body.error.message).toBe('Shift not found')
    const own = await h.api(`/api/v1/counter/shifts/${zb.shift_id}`, { token: b.device })
    expect(own.body.data).toEqual(zb)
    const norates = await h.login('norates')
    expect((await h.api(`/api/v1/merchant/shifts/${zb.shift_id}`, { token: norates })).status).toBe(
      404,
    )
    const theirs = await h.api(`/api/v1/payin/list?shift_id=${zb.shift_id}`, { token: norates })
    expect(theirs.body.data).toEqual([])
    const bad = await h.api('/api/v1/payin/list?shift_id=nope', { token: owner })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('The shift filter is not a shift id')
  })

  it('exports a Z-report as CSV and xlsx whose payins add up to its total', async () => {
    const till = await sellingCounter(h, owner, 'Export till')
    for (const amount of [10.5, 20.25, 300])
      await pay((await sell(h, till.device, amount)).transaction_id)
    await decline((await sell(h, till.device, 9)).transaction_id)
    const z = await close(till.device)
    const csv = await h.api(`/api/v1/merchant/shifts/${z.shift_id}/export?format=csv`, {
      token: owner,
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="z-report-export-till-1.csv"',
    )
    // fetch's text() drops the byte-order mark: read the bytes again.
    const raw = await fetch(`${h.url}/api/v1/merchant/shifts/${z.shift_id}/export?format=csv`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = Papa.parse<string[]>(csv.text.trim()).data
    const figure = (name: string) => rows.find((r) => r[0] === name)?.[1]
    expect(figure('Report')).toBe('Z-report #1')
    expect(figure('Counter')).toBe('Export till')
    expect(figure('Collected (INR)')).toBe('330.75')
    expect(figure('Declined')).toBe('1')
    expect(rows).toContainEqual(['Asha', '3', '330.75'])
    const header = rows.findIndex((r) => r[0] === 'Transaction ID')
    const payins = rows.slice(header + 1)
    expect(payins).toHaveLength(4)
    const collected = payins
      .filter((r) => r[5] === 'success')
      .reduce((sum, r) => sum + Math.round(Number(r[4]) * 100), 0)
    expect(collected).toBe(33075)

    const xlsx = await fetch(`${h.url}/api/v1/merchant/shifts/${z.shift_id}/export?format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    expect(xlsx.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsx.arrayBuffer())
    expect(book.worksheets.map((s) => s.name)).toEqual(['Z-report', 'Payments'])
    const sheet = book.getWorksheet('Payments')
    const amounts: number[] = []
    sheet?.eachRow((row, n) => {
      if (n > 1 && row.getCell(6).value === 'Success') amounts.push(row.getCell(5).value as number)
    })
    expect(amounts.reduce((a, b) => a + Math.round(b * 100), 0)).toBe(33075)
    const utr = sheet?.getRow(2).getCell(8).value
    expect(typeof utr).toBe('string')
    const bad = await h.api(`/api/v1/merchant/shifts/${z.shift_id}/export?format=pdf`, {
      token: owner,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('format must be csv or xlsx')
  })
})

describe("the owner's own counter", () => {
  it("is 'Owner', made on first use; the owner's counter sales go into its shifts", async () => {
    const fresh = await h.login('norates')
    const session = await h.api('/api/v1/counter/session', { token: fresh })
    expect(session.body.data).toMatchObject({
      counter: { name: 'Owner', is_owner_counter: true },
      principal: 'owner',
      cashier: null,
      cashier_required: false,
      shift: null,
    })
    const sale = await sell(h, fresh, 45)
    await pay(sale.transaction_id)
    const status = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token: fresh })
    expect(status.body.data).toMatchObject({
      counter_id: session.body.data.counter.counter_id,
      counter_name: 'Owner',
      cashier_name: null,
    })
    const z = await close(fresh)
    expect(z).toMatchObject({ closed_by: 'Owner', success_amount: 45, cashiers: [{ name: null }] })
    // A second session of the same owner uses the same counter.
    const again = await h.login('norates')
    const same = await h.api('/api/v1/counter/session', { token: again })
    expect(same.body.data.counter.counter_id).toBe(session.body.data.counter.counter_id)
    // A payment link is no counter's.
    const link = await h.api('/api/v1/payin/create', {
      token: fresh,
      json: { amount: 5, customer_name: 'A', customer_email: 'a@example.com' },
    })
    expect(link.body.data).toMatchObject({ channel: 'link', counter_id: null, shift_id: null })
  })

  it('may pick a cashier (kept for this session only), but never has to', async () => {
    const token = await h.login()
    const picked = await h.api('/api/v1/counter/cashier', {
      token,
      json: { staff_id: ids.Ravi, pin: '7391' },
    })
    expect(picked.status).toBe(200)
    const sale = await sell(h, token, 8)
    const status = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token })
    expect(status.body.data).toMatchObject({ counter_name: 'Owner', cashier_name: 'Ravi' })
    const other = await h.login()
    const unpicked = await sell(h, other, 9)
    const status2 = await h.api(`/api/v1/payin/status/${unpicked.transaction_id}`, { token })
    expect(status2.body.data.cashier_name).toBeNull()
  })
})

describe("today per counter, for the owner's dashboard", () => {
  it('sums today’s successful counter sales per counter, every counter listed', async () => {
    const g = await startHarness()
    try {
      const o = await g.login()
      const asha = (await staffIds(g, o)).Asha ?? ''
      const pairAndChoose = async (name: string) => {
        const counterRes = await g.api('/api/v1/merchant/counters', { token: o, json: { name } })
        const counterId = counterRes.body.data.counter_id as string
        const code = await g.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
          token: o,
          method: 'POST',
        })
        const device = (
          await g.api('/api/v1/counter/pair', { json: { code: code.body.data.code } })
        ).body.data.device_token as string
        await g.api('/api/v1/counter/cashier', {
          token: device,
          json: { staff_id: asha, pin: '4826' },
        })
        return { counterId, device }
      }
      const a = await pairAndChoose('Day A')
      await pairAndChoose('Day B')
      for (const amount of [100, 23.45]) {
        const s = await g.api('/api/v1/payin/create', { token: a.device, json: { amount } })
        await g.api(`/sandbox/admin/payins/${s.body.data.transaction_id}/pay`, {
          method: 'POST',
          headers: { 'x-admin-token': g.server.adminToken },
        })
      }
      await g.api('/api/v1/payin/create', { token: a.device, json: { amount: 7 } })
      const today = await g.api('/api/v1/merchant/counters/today', { token: o })
      expect(today.status).toBe(200)
      expect(today.body.data).toMatchObject({
        timezone: 'Asia/Kolkata',
        counters: [
          { name: 'Front desk', total_amount: 0, count: 0 },
          { counter_id: a.counterId, name: 'Day A', total_amount: 123.45, count: 2 },
          { name: 'Day B', total_amount: 0, count: 0 },
        ],
        unassigned: { total_amount: 0, count: 0 },
      })
      const key = await g.api('/api/v1/merchant/counters/today', {
        apiKey: { key: 'x', secret: 'y' },
      })
      expect(key.status).toBe(403)
    } finally {
      await g.stop()
    }
  })
})
