import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  type Harness,
} from './support/helpers'

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
})
afterAll(() => h.stop())

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])
const available = () =>
  (
    h.sql
      .prepare('SELECT available FROM wallets WHERE merchant_id = ?')
      .get(merchantId(h.sql, 'demo')) as { available: number }
  ).available

function topupForm(
  fields: Record<string, string>,
  file: Blob | null = new Blob([JPEG]),
  name = 'proof.jpg',
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('payment_proof', file, name)
  return form
}
const request = (form: FormData) => h.api('/api/v1/wallet/topup/request', { token, body: form })

describe('top-ups', () => {
  it('stores the proof under DATA_DIR/uploads with a random name, never served back', async () => {
    const res = await request(
      topupForm(
        { amount: '2500.50', transfer_type: 'UPI', reference_number: 'UTR-TEST-1' },
        new Blob([JPEG]),
        '../../evil.jpg',
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ amount: 2500.5, transfer_type: 'UPI', status: 'pending' })
    const files = readdirSync(join(h.dataDir, 'uploads'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.jpg$/)
    expect(readFileSync(join(h.dataDir, 'uploads', files[0] ?? ''))).toEqual(JPEG)
    for (const path of [
      `/uploads/${files[0]}`,
      `/data/uploads/${files[0]}`,
      `/api/v1/uploads/${files[0]}`,
    ]) {
      expect((await h.api(path)).status).toBe(404)
    }
  })

  it.each([
    [{ transfer_type: 'NEFT', reference_number: 'R' }, 'Please fill all required fields'],
    [{ amount: '0.5', transfer_type: 'NEFT', reference_number: 'R' }, 'Minimum amount is ₹1'],
    [
      { amount: '100', transfer_type: 'CHEQUE', reference_number: 'R' },
      'Transfer type must be NEFT, RTGS, IMPS or UPI',
    ],
    [
      { amount: '100', transfer_type: 'NEFT', reference_number: '' },
      'Please fill all required fields',
    ],
  ])('%j → 400 %s', async (fields, message) => {
    const res = await request(topupForm(fields))
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
  })

  it('checks the file type by magic bytes: 415 for a renamed text file, 400 without a file', async () => {
    const fields = { amount: '100', transfer_type: 'NEFT', reference_number: 'R-415' }
    const fake = await request(
      topupForm(fields, new Blob(['just text'], { type: 'image/jpeg' }), 'proof.jpg'),
    )
    expect(fake.status).toBe(415)
    expect(fake.body.error.message).toBe('Only JPG, PNG and PDF files are allowed')
    const pdf = await request(
      topupForm({ ...fields, reference_number: 'R-PDF' }, new Blob(['%PDF-1.7 ...']), 'proof.bin'),
    )
    expect(pdf.status).toBe(200)
    const none = await request(topupForm(fields, null))
    expect(none.status).toBe(400)
  })

  it('413s a proof over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1)
    big.set(JPEG)
    const res = await request(
      topupForm(
        { amount: '100', transfer_type: 'NEFT', reference_number: 'R-BIG' },
        new Blob([big]),
      ),
    )
    expect(res.status).toBe(413)
    expect(res.body.error.message).toBe('File size must be less than 10MB')
  })

  it('409s a reused reference number', async () => {
    const res = await request(
      topupForm({ amount: '10', transfer_type: 'UPI', reference_number: 'UTR-TEST-1' }),
    )
    expect(res.status).toBe(409)
  })

  it('admin approve credits available as manual_topup; reject does not; both only once', async () => {
    const a = await request(
      topupForm({ amount: '1000', transfer_type: 'IMPS', reference_number: 'APPROVE-ME' }),
    )
    const r = await request(
      topupForm({ amount: '2000', transfer_type: 'IMPS', reference_number: 'REJECT-ME' }),
    )
    const before = available()
    const approved = await adminPost(h, `topups/${a.body.data.request_id}/approve`)
    expect(approved.body.data.status).toBe('approved')
    expect(available()).toBe(before + 100_000)
    const row = h.sql
      .prepare(
        'SELECT reference_type, transaction_type, bucket FROM wallet_transactions WHERE reference_id = ?',
      )
      .get(a.body.data.request_id)
    expect(row).toEqual({
      reference_type: 'manual_topup',
      transaction_type: 'credit',
      bucket: 'available',
    })
    expect((await adminPost(h, `topups/${a.body.data.request_id}/approve`)).status).toBe(400)
    const rejected = await adminPost(h, `topups/${r.body.data.request_id}/reject`, {
      reason: 'Blurry proof',
    })
    expect(rejected.body.data).toMatchObject({ status: 'rejected', admin_note: 'Blurry proof' })
    expect(available()).toBe(before + 100_000)
    const detail = await h.api(`/api/v1/wallet/topup/${r.body.data.request_id}`, { token })
    expect(detail.body.data.status).toBe('rejected')
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('KYC', () => {
  it('starts not_submitted, accepts a PDF document and reports submitted', async () => {
    expect((await h.api('/api/v1/merchant/kyc/status', { token })).body.data.status).toBe(
      'not_submitted',
    )
    const form = new FormData()
    form.set('pan_number', 'abcde1234f')
    form.set('gstin', '29ABCDE1234F1Z5')
    form.set('document', new Blob(['%PDF-1.4 kyc']), 'pan.pdf')
    const res = await h.api('/api/v1/merchant/kyc/submit', { token, body: form })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'submitted', documents: 1 })
    const stored = h.sql.prepare('SELECT fields, document_mime FROM kyc_submissions').get() as {
      fields: string
      document_mime: string
    }
    expect(JSON.parse(stored.fields)).toMatchObject({ gstin: '29ABCDE1234F1Z5' })
    expect(stored.document_mime).toBe('application/pdf')
  })

  it('400s without a document and 415s a non-document', async () => {
    const empty = new FormData()
    empty.set('pan_number', 'ABCDE1234F')
    expect((await h.api('/api/v1/merchant/kyc/submit', { token, body: empty })).status).toBe(400)
    const bad = new FormData()
    bad.set('document', new Blob(['<svg/>']), 'x.svg')
    expect((await h.api('/api/v1/merchant/kyc/submit', { token, body: bad })).status).toBe(415)
  })
})
