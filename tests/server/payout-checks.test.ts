import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * The checks before a payout (docs/api-contract.md "Checks before a payout"): IFSC lookup from the
 * open dataset, the sandbox's penny-drop rules, the fee quote, saved beneficiaries, and one payout
 * for a double submit.
 */

let h: Harness
let token: string
let other: string
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
  other = await h.login('norates')
})
afterAll(() => h.stop())

const post = (path: string, json: unknown, as: string | null = token) =>
  h.api(`/api/v1${path}`, { token: as, json })
const get = (path: string, as: string | null = token) => h.api(`/api/v1${path}`, { token: as })

describe('GET /payout/ifsc/:code', () => {
  it('names the bank of a known branch, in any case', async () => {
    const res = await get('/payout/ifsc/hdfc0001234')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      ifsc: 'HDFC0001234',
      valid: true,
      bank_code: 'HDFC',
      bank_name: 'HDFC Bank',
    })
    expect((await get('/payout/ifsc/SBIN0005678')).body.data.bank_name).toBe('State Bank of India')
  })

  it("names a sub-member bank, not its sponsor, for the sponsor's code it uses", async () => {
    // HDFC0CAACOB is HDFC's code used by Akhand Anand Co-op Bank (the dataset's sublet list).
    const res = await get('/payout/ifsc/HDFC0CAACOB')
    expect(res.body.data).toMatchObject({ valid: true, bank_code: 'AACX' })
    expect(res.body.data.bank_name).toBe('Akhand Anand Co.op Bank')
  })

  it('a well-formed code of no branch is valid: false (the bank still named when known)', async () => {
    expect((await get('/payout/ifsc/HDFC0ZZZZZZ')).body.data).toEqual({
      ifsc: 'HDFC0ZZZZZZ',
      valid: false,
      bank_code: 'HDFC',
      bank_name: 'HDFC Bank',
    })
    expect((await get('/payout/ifsc/QQQQ0123456')).body.data).toEqual({
      ifsc: 'QQQQ0123456',
      valid: false,
      bank_code: null,
      bank_name: null,
    })
  })

  it.each(['HDFC1234567', 'HDFC000123', 'HDFC00012345', '1234012345A', 'HDFC0-12345'])(
    'a malformed code %s is 400 Invalid IFSC code',
    async (code) => {
      const res = await get(`/payout/ifsc/${code}`)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, error: { message: 'Invalid IFSC code' } })
    },
  )

  it('answers the public API key and refuses no credentials', async () => {
    const apiKey = await apiKeyOf(h, token)
    const res = await h.api('/api/v1/payout/ifsc/UTIB0000123', { apiKey })
    expect(res.body.data).toMatchObject({ valid: true, bank_name: 'Axis Bank' })
    expect((await get('/payout/ifsc/UTIB0000123', null)).status).toBe(401)
  })
})

describe('POST /payout/validate-account (sandbox penny drop)', () => {
  const check = (account_number: string, beneficiary_name?: string) =>
    post('/payout/validate-account', { account_number, ifsc: 'HDFC0001234', beneficiary_name })

  it('accounts ending 0–4 hold the name sent, as the bank prints it', async () => {
    for (const account of ['501000000001', '501000000004', '123456789010']) {
      const res = await check(account, 'Ravi  Kumar.')
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({
        account_number: account,
        ifsc: 'HDFC0001234',
        bank_name: 'HDFC Bank',
        account_exists: true,
        registered_name: 'RAVI KUMAR',
        name_match: 'match',
      })
    }
  })

  it('accounts ending 5 or 7 hold another name, always the same one for the number', async () => {
    const first = await check('501000000005', 'Vendor 5 Supplies')
    expect(first.body.data).toMatchObject({ account_exists: true, name_match: 'mismatch' })
    expect(first.body.data.registered_name).toMatch(/^[A-Z' ]+$/)
    expect(first.body.data.registered_name).not.toBe('VENDOR 5 SUPPLIES')
    const again = await check('501000000005')
    expect(again.body.data.registered_name).toBe(first.body.data.registered_name)
    expect(again.body.data.name_match).toBeNull()
    expect((await check('987654321007', 'Asha')).body.data.name_match).toBe('mismatch')
    const unnamed = await post('/payout/validate-account', {
      account_number: '123456789012',
      ifsc: 'HDFC0001234',
      beneficiary_name: null,
    })
    expect(unnamed.body.data).toMatchObject({ account_exists: true, name_match: null })
  })

  it('accounts ending 6, 8 or 9 do not exist', async () => {
    for (const account of ['501000000006', '123456789018', '123456789019']) {
      expect((await check(account, 'Ravi Kumar')).body.data).toMatchObject({
        account_exists: false,
        registered_name: null,
        name_match: null,
      })
    }
  })

  it.each([
    [{ account_number: '12ab', ifsc: 'HDFC0001234' }, 'Invalid account number'],
    [{ account_number: '123456789012', ifsc: 'HDFC123' }, 'Invalid IFSC code'],
    [{ account_number: '123456789012', ifsc: 'QQQQ0123456' }, 'No bank branch has this IFSC code'],
    [{ ifsc: 'HDFC0001234' }, 'Please enter beneficiary account and IFSC code'],
  ])('%j → 400 %s', async (body, message) => {
    const res = await post('/payout/validate-account', body)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
  })
})

describe('GET /payout/quote', () => {
  it("gives the fee by the gateway's rule and the total debited", async () => {
    const res = await get('/payout/quote?amount=1500')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      amount: 1500,
      fee: 9.5,
      total_debit: 1509.5,
      sufficient_balance: true,
      awaits_approval: false,
    })
    expect((await get('/payout/quote?amount=60000')).body.data.awaits_approval).toBe(true)
    expect((await get('/payout/quote?amount=0')).body.error.message).toBe(
      'Please enter a valid amount',
    )
  })

  it('flags an amount above 3× the largest of the last 30 successful payouts', async () => {
    const id = merchantId(h.sql, 'demo')
    const { largest } = h.sql
      .prepare(
        `SELECT MAX(amount) AS largest FROM (SELECT amount FROM payouts WHERE merchant_id = ?
           AND status = 'success' ORDER BY created_at DESC LIMIT 30)`,
      )
      .get(id) as { largest: number }
    const rupees = largest / 100
    const at = await get(`/payout/quote?amount=${rupees * 3}`)
    expect(at.body.data).toMatchObject({ largest_recent_payout: rupees, above_usual: false })
    const above = await get(`/payout/quote?amount=${rupees * 3 + 1}`)
    expect(above.body.data.above_usual).toBe(true)
    const huge = await get('/payout/quote?amount=100000000')
    expect(huge.body.data.sufficient_balance).toBe(false)
  })
})

describe('saved beneficiaries', () => {
  const bene = {
    beneficiary_name: 'Meera Iyer',
    beneficiary_account: '123456789012',
    beneficiary_ifsc: 'sbin0001234',
    beneficiary_phone: '9876501234',
  }

  it('saves, lists (with the bank), updates the same account and removes', async () => {
    const saved = await post('/payout/beneficiaries', bene)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      name: 'Meera Iyer',
      account_number: '123456789012',
      ifsc: 'SBIN0001234',
      bank_name: 'State Bank of India',
      phone: '9876501234',
      email: null,
    })
    const id = saved.body.data.beneficiary_id as string
    expect(id).toMatch(/^BENE/)
    const renamed = await post('/payout/beneficiaries', { ...bene, beneficiary_name: 'Meera R' })
    expect(renamed.body.data.beneficiary_id).toBe(id)
    const list = await get('/payout/beneficiaries')
    expect(
      list.body.data.filter((b: { beneficiary_id: string }) => b.beneficiary_id === id),
    ).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({ beneficiary_id: id, name: 'Meera R' })

    const removed = await post(`/payout/beneficiaries/${id}/remove`, {})
    expect(removed.body.data).toEqual({ beneficiary_id: id, removed: true })
    const after = await get('/payout/beneficiaries')
    expect(after.body.data.some((b: { beneficiary_id: string }) => b.beneficiary_id === id)).toBe(
      false,
    )
    expect((await post(`/payout/beneficiaries/${id}/remove`, {})).status).toBe(404)
  })

  it("carry the bank's name from the account's last check, and when it was made", async () => {
    const account = '987654321001'
    const unchecked = await post('/payout/beneficiaries', {
      ...bene,
      beneficiary_account: '987654321002',
    })
    expect(unchecked.body.data).toMatchObject({ name_at_bank: null, name_checked_at: null })
    const check = await post('/payout/validate-account', {
      account_number: account,
      ifsc: 'SBIN0001234',
      beneficiary_name: 'Kavya Menon',
    })
    expect(check.status, check.text).toBe(200)
    const saved = await post('/payout/beneficiaries', {
      ...bene,
      beneficiary_name: 'Kavya Menon',
      beneficiary_account: account,
    })
    expect(saved.body.data.name_at_bank).toBe('KAVYA MENON')
    expect(Date.parse(saved.body.data.name_checked_at)).toBeGreaterThan(Date.now() - 60_000)
    // Another merchant's check of the same account tells this merchant nothing.
    const theirs = await get('/payout/beneficiaries', other)
    expect(
      theirs.body.data.filter((b: { account_number: string }) => b.account_number === account),
    ).toEqual([])
  })

  it('another merchant neither sees nor removes them, and has its own', async () => {
    const mine = await post('/payout/beneficiaries', { ...bene, beneficiary_account: '5550001111' })
    const id = mine.body.data.beneficiary_id as string
    const theirs = await get('/payout/beneficiaries', other)
    expect(theirs.body.data.some((b: { beneficiary_id: string }) => b.beneficiary_id === id)).toBe(
      false,
    )
    const stolen = await post(`/payout/beneficiaries/${id}/remove`, {}, other)
    expect(stolen.status).toBe(404)
    expect(stolen.body.error.message).toBe('Beneficiary not found')
    expect(
      (await get('/payout/beneficiaries')).body.data.map(
        (b: { beneficiary_id: string }) => b.beneficiary_id,
      ),
    ).toContain(id)
    // The same account saved by the other merchant is a separate row.
    const copy = await post(
      '/payout/beneficiaries',
      { ...bene, beneficiary_account: '5550001111' },
      other,
    )
    expect(copy.body.data.beneficiary_id).not.toBe(id)
  })

  it('validates like a payout: account, IFSC (format and dataset), name', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ beneficiary_account: '12' }, 'Invalid account number'],
      [{ beneficiary_ifsc: 'SBIN1234567' }, 'Invalid IFSC code'],
      [{ beneficiary_ifsc: 'SBIN0ZZZZZZ' }, 'No bank branch has this IFSC code'],
      [{ beneficiary_name: ' ' }, 'Please enter beneficiary name'],
    ]
    for (const [patch, message] of cases) {
      const res = await post('/payout/beneficiaries', { ...bene, ...patch })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
  })

  it('a payout with save_beneficiary saves it in the same step', async () => {
    const res = await post('/payout/initiate', {
      reference_id: 'SAVE-1',
      amount: 100,
      mode: 'IMPS',
      beneficiary_name: 'Kavya Nair',
      beneficiary_account: '777700001234',
      beneficiary_ifsc: 'HDFC0001234',
      save_beneficiary: true,
    })
    expect(res.status).toBe(200)
    const id = res.body.data.beneficiary_id as string
    expect(id).toMatch(/^BENE/)
    const list = await get('/payout/beneficiaries')
    expect(list.body.data[0]).toMatchObject({
      beneficiary_id: id,
      name: 'Kavya Nair',
      account_number: '777700001234',
      bank_name: 'HDFC Bank',
    })
    // A refused payout (duplicate reference) saves nothing.
    const before = list.body.data.length
    const again = await post('/payout/initiate', {
      reference_id: 'SAVE-1',
      amount: 100,
      mode: 'IMPS',
      beneficiary_name: 'Someone Else',
      beneficiary_account: '777700009999',
      beneficiary_ifsc: 'HDFC0001234',
      save_beneficiary: true,
    })
    expect(again.status).toBe(409)
    expect((await get('/payout/beneficiaries')).body.data).toHaveLength(before)
  })
})

describe('initiate', () => {
  it('refuses an IFSC no bank branch has, before any money moves', async () => {
    const res = await post('/payout/initiate', {
      reference_id: 'UNKNOWN-IFSC',
      amount: 100,
      mode: 'IMPS',
      beneficiary_name: 'Ravi Kumar',
      beneficiary_account: '123456789012',
      beneficiary_ifsc: 'HDFC0ZZZZZZ',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('No bank branch has this IFSC code')
    const n = h.sql.prepare("SELECT COUNT(*) AS n FROM payouts WHERE reference_id = 'UNKNOWN-IFSC'")
    expect(n.get()).toEqual({ n: 0 })
  })

  it('a double submit (two requests at once, one reference) creates one payout', async () => {
    const body = {
      reference_id: 'DOUBLE-1',
      amount: 250,
      mode: 'IMPS',
      beneficiary_name: 'Ravi Kumar',
      beneficiary_account: '123456789012',
      beneficiary_ifsc: 'HDFC0001234',
    }
    const answers = await Promise.all([
      post('/payout/initiate', body),
      post('/payout/initiate', body),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = h.sql.prepare("SELECT COUNT(*) AS n FROM payouts WHERE reference_id = 'DOUBLE-1'")
    expect(rows.get()).toEqual({ n: 1 })
    const debits = h.sql
      .prepare(
        `SELECT COUNT(*) AS n FROM wallet_transactions w JOIN payouts p ON p.payout_id = w.reference_id
         WHERE p.reference_id = 'DOUBLE-1' AND w.bucket = 'available'`,
      )
      .get()
    expect(debits).toEqual({ n: 1 })
  })
})
