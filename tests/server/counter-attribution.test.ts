import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sell, sellingCounter, type Paired } from './support/counter-helpers'
import { adminPost, apiKeyOf, startHarness, waitFor, type Harness } from './support/helpers'
import { signatureValid, startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * Every payin carries its counter and cashier (docs/api-contract.md § Counter devices): in the
 * list and its filters, the details, the reports (CSV, xlsx, JSON) and the webhooks.
 */

let h: Harness
let owner: string
let receiver: Receiver
let till: Paired
let paidId: string
let linkId: string
beforeAll(async () => {
  receiver = await startReceiver()
  h = await startHarness({ webhookPollMs: 50, webhookBackoffBaseMs: 150 })
  owner = await h.login()
  const set = await h.api('/api/v1/merchant/webhook/set', {
    token: owner,
    json: { webhook_payin_url: `${receiver.url}/payin` },
  })
  expect(set.status).toBe(200)
  till = await sellingCounter(h, owner, 'Front till')
  const sale = await sell(h, till.device, 321.5)
  paidId = sale.transaction_id
  expect((await adminPost(h, `payins/${paidId}/pay`)).status).toBe(200)
  const link = await h.api('/api/v1/payin/create', {
    token: owner,
    json: { amount: 12, customer_name: 'Priya', customer_email: 'priya@example.com' },
  })
  linkId = link.body.data.transaction_id
})
afterAll(async () => {
  await h.stop()
  await receiver.close()
})

describe('counter fields', () => {
  it('are in the list and the details, null for a payment link', async () => {
    const list = await h.api('/api/v1/payin/list?limit=5', { token: owner })
    const sale = list.body.data.find((p: { transaction_id: string }) => p.transaction_id === paidId)
    expect(sale).toMatchObject({
      counter_id: till.counterId,
      counter_name: 'Front till',
      cashier_name: 'Asha',
      shift_id: expect.stringMatching(/^SHF[0-9A-Z]{16}$/),
    })
    const link = list.body.data.find((p: { transaction_id: string }) => p.transaction_id === linkId)
    expect(link).toMatchObject({
      counter_id: null,
      counter_name: null,
      cashier_name: null,
      shift_id: null,
    })
    const keys = await apiKeyOf(h, owner)
    const byKey = await h.api(`/api/v1/payin/status/${paidId}`, { apiKey: keys })
    expect(byKey.body.data).toMatchObject({ counter_name: 'Front till', cashier_name: 'Asha' })
  })

  it('filter the list by counter and shift, and search within them', async () => {
    const other = await sellingCounter(h, owner, 'Back till')
    const theirs = await sell(h, other.device, 44)
    const byCounter = await h.api(`/api/v1/payin/list?counter_id=${till.counterId}`, {
      token: owner,
    })
    const ids = byCounter.body.data.map((p: { transaction_id: string }) => p.transaction_id)
    expect(ids).toContain(paidId)
    expect(ids).not.toContain(theirs.transaction_id)
    expect(byCounter.body.meta.pagination.totalCount).toBe(ids.length)
    const shiftId = byCounter.body.data[0].shift_id
    const searched = await h.api(`/api/v1/payin/list?shift_id=${shiftId}&search=${paidId}`, {
      token: owner,
    })
    expect(searched.body.data.map((p: { transaction_id: string }) => p.transaction_id)).toEqual([
      paidId,
    ])
    const elsewhere = await h.api(
      `/api/v1/payin/list?shift_id=${shiftId}&search=${theirs.transaction_id}`,
      { token: owner },
    )
    expect(elsewhere.body.data).toEqual([])
    expect(elsewhere.body.meta.pagination.totalCount).toBe(0)
    const bad = await h.api('/api/v1/payin/list?counter_id=CTR1', { token: owner })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('The counter filter is not a counter id')
  })

  it('are in the webhooks', async () => {
    const hits = await waitFor(
      () => receiver.received.filter((r) => r.body.includes(paidId)),
      (found) => found.length >= 2,
    )
    const keys = await apiKeyOf(h, owner)
    for (const hit of hits) {
      expect(signatureValid(hit, keys.secret)).toBe(true)
      expect(JSON.parse(hit.body)).toMatchObject({
        transaction_id: paidId,
        counter_id: till.counterId,
        counter_name: 'Front till',
        cashier_name: 'Asha',
        shift_id: expect.stringMatching(/^SHF/),
      })
    }
    expect(hits.map((hit) => JSON.parse(hit.body).event).sort()).toEqual([
      'payin.pending',
      'payin.success',
    ])
  })

  it('are the Counter and Cashier columns of the reports: CSV, JSON and xlsx', async () => {
    const csv = await h.api('/api/v1/merchant/transactions/report?type=payin&format=csv', {
      token: owner,
    })
    const rows = Papa.parse<Record<string, string>>(csv.text, {
      header: true,
      skipEmptyLines: true,
    }).data
    const sale = rows.find((r) => r['Transaction ID'] === paidId)
    expect(sale).toMatchObject({ Channel: 'counter', Counter: 'Front till', Cashier: 'Asha' })
    const link = rows.find((r) => r['Transaction ID'] === linkId)
    expect(link).toMatchObject({ Channel: 'link', Counter: '', Cashier: '' })
    const json = await h.api('/api/v1/merchant/transactions/report?type=both&format=json', {
      token: owner,
    })
    const row = json.body.data.find((r: { id: string }) => r.id === paidId)
    expect(row).toMatchObject({ counter: 'Front till', cashier: 'Asha' })
    const payout = json.body.data.find((r: { type: string }) => r.type === 'payout')
    expect(payout).toMatchObject({ counter: null, cashier: null })

    const file = await fetch(
      `${h.url}/api/v1/merchant/transactions/report?type=payin&format=xlsx`,
      {
        headers: { authorization: `Bearer ${owner}` },
      },
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await file.arrayBuffer())
    const sheet = book.worksheets[0]
    const header = (sheet?.getRow(1).values ?? []) as unknown[]
    const at = (name: string) => header.indexOf(name)
    let found = false
    sheet?.eachRow((r) => {
      if (r.getCell(at('Transaction ID')).value !== paidId) return
      found = true
      expect(r.getCell(at('Counter')).value).toBe('Front till')
      expect(r.getCell(at('Cashier')).value).toBe('Asha')
    })
    expect(found).toBe(true)
  })
})
