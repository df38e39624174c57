import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

/*
 * Text fields (docs/api-contract.md "Text fields", decision 065): control characters (CR, LF and
 * TAB included), zero-width characters and lone surrogates are refused with a 400 naming the
 * field; they were stored (a lone surrogate as U+FFFD). Line breaks stay in multi-line fields
 * (address, remarks), as LF. Indic text keeps its joiners.
 */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
})
afterAll(() => h.stop())

const link = (customer_name: string) =>
  h.api('/api/v1/payin/create', {
    token,
    json: { amount: 10, customer_name, customer_email: 'c@example.in' },
  })

describe('single-line fields', () => {
  it.each([
    ['CR', 'Ravi\rKumar'],
    ['LF', 'Ravi\nKumar'],
    ['TAB', 'Ravi\tKumar'],
    ['zero-width space', 'Ra\u200Bvi'],
    ['word joiner', 'Ra\u2060vi'],
    ['BOM inside a name', 'Ra\uFEFFvi'],
    ['zero-width joiner between Latin letters', 'Ra\u200Dvi'],
    ['zero-width non-joiner at the start', '\u200CRavi'],
    ['a lone high surrogate', 'Ravi \uD800'],
    ['a lone low surrogate', '\uDC00 Ravi'],
  ])('refuse %s with a 400 naming the field', async (_label, name) => {
    const res = await link(name)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Customer name contains invalid characters')
  })

  it.each([
    ['Hindi with a joiner (क्‍ष)', 'लक्\u200Dष्मी'],
    ['Hindi with a non-joiner', 'क्\u200Cष'],
    ['Malayalam chillu at a word end', 'അവന്\u200D'],
    ['an emoji family', 'Asha 👩\u200D👩\u200D👧'],
    ['a pair of surrogates (an emoji)', 'Ravi 😀'],
  ])('keep %s, stored as sent', async (_label, name) => {
    const res = await link(name)
    expect(res.status, res.text).toBe(200)
    const row = h.sql
      .prepare('SELECT customer_name FROM payins WHERE transaction_id = ?')
      .get(res.body.data.transaction_id) as { customer_name: string }
    expect(row.customer_name).toBe(name)
  })

  it('refuse a body that is not UTF-8, rather than store U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"amount":10,"customer_email":"c@example.in","customer_name":"Ravi '),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ])
    const res = await h.api('/api/v1/payin/create', {
      token,
      body: bytes,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('The request body is not valid UTF-8')
  })
})

describe('multi-line fields', () => {
  it('keep line breaks in the address, as LF, and refuse a TAB there', async () => {
    const saved = await h.api('/api/v1/merchant/profile', {
      token,
      method: 'PUT',
      json: { address: '12 MG Road\r\nBengaluru\rKarnataka' },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.data.address).toBe('12 MG Road\nBengaluru\nKarnataka')
    const tab = await h.api('/api/v1/merchant/profile', {
      token,
      method: 'PUT',
      json: { address: '12\tMG Road' },
    })
    expect(tab.status).toBe(400)
    expect(tab.body.error.message).toBe('Address contains invalid characters')
  })

  it('keep line breaks in payout remarks; refuse them in the beneficiary name', async () => {
    const base = {
      amount: 100,
      mode: 'NEFT',
      beneficiary_account: '987654321012',
      beneficiary_ifsc: 'SBIN0001234',
    }
    const named = await h.api('/api/v1/payout/initiate', {
      token,
      json: { ...base, reference_id: 'TEXT-1', beneficiary_name: 'Ravi\nKumar' },
    })
    expect(named.status).toBe(400)
    expect(named.body.error.message).toMatch(/^Beneficiary name contains invalid characters$/)
    const remarks = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        ...base,
        reference_id: 'TEXT-2',
        beneficiary_name: 'Ravi Kumar',
        remarks: 'March rent\r\nShop 4',
      },
    })
    expect(remarks.status, remarks.text).toBe(200)
    const row = h.sql
      .prepare('SELECT remarks FROM payouts WHERE reference_id = ?')
      .get('TEXT-2') as { remarks: string }
    expect(row.remarks).toBe('March rent\nShop 4')
  })
})
