import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPost, merchantId, startHarness, type Harness } from './support/helpers'

/* Refused uploads leave no file behind (accepted ones are owner-only); pending top-ups are capped. */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
})
afterAll(() => h.stop())

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const uploads = () => readdirSync(join(h.dataDir, 'uploads')).sort()

function form(fields: Record<string, string>, files: Record<string, Blob> = {}) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  for (const [k, v] of Object.entries(files)) f.append(k.replace(/#\d+$/, ''), v, 'file.png')
  return f
}
const topup = (fields: Record<string, string>, proof: Blob | null = new Blob([PNG])) =>
  h.api('/api/v1/wallet/topup/request', {
    token,
    body: form(fields, proof ? { payment_proof: proof } : {}),
  })
const kyc = (fields: Record<string, string>, files: Record<string, Blob>) =>
  h.api('/api/v1/merchant/kyc/submit', { token, body: form(fields, files) })
const valid = { amount: '100', transfer_type: 'NEFT' }
const big = () => {
  const bytes = Buffer.alloc(10 * 1024 * 1024 + 1)
  bytes.set(PNG)
  return new Blob([bytes])
}

describe('uploads', () => {
  it('a refused top-up or KYC submission leaves the uploads directory unchanged', async () => {
    expect((await topup({ ...valid, reference_number: 'KEEP-1' })).status).toBe(200)
    const before = uploads()
    expect(before).toHaveLength(1)
    // Written by the streaming path: owner-only, with the final random name.
    expect(before[0]).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(statSync(join(h.dataDir, 'uploads', before[0] ?? '')).mode & 0o777).toBe(0o600)
    const cases: [
      string,
      () => Promise<{ status: number; body: { error: { message: string } } }>,
    ][] = [
      ['400 validation', () => topup({ transfer_type: 'NEFT', reference_number: 'R-1' })],
      ['400 no file', () => topup({ ...valid, reference_number: 'R-2' }, null)],
      ['400 empty file', () => topup({ ...valid, reference_number: 'R-3' }, new Blob([]))],
      ['409 duplicate', () => topup({ ...valid, reference_number: 'KEEP-1' })],
      ['415 type', () => topup({ ...valid, reference_number: 'R-4' }, new Blob(['GIF89a....']))],
      ['413 size', () => topup({ ...valid, reference_number: 'R-5' }, big())],
      ['KYC 400 PAN', () => kyc({ pan_number: 'nope' }, { document: new Blob([PNG]) })],
      [
        'KYC 415 second file',
        () => kyc({}, { a: new Blob([PNG]), b: new Blob(['<svg onload=alert(1)>']) }),
      ],
      ['KYC 413', () => kyc({}, { a: new Blob([PNG]), b: big() })],
      [
        'KYC 400 six files',
        () =>
          kyc(
            {},
            Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`d${i}`, new Blob([PNG])])),
          ),
      ],
    ]
    const statuses: string[] = []
    for (const [label, send] of cases) {
      const res = await send()
      statuses.push(`${label}: ${res.status} ${res.body.error.message}`)
      expect(uploads(), label).toEqual(before)
    }
    expect(statuses).toEqual([
      '400 validation: 400 Please fill all required fields',
      '400 no file: 400 Please fill all required fields',
      '400 empty file: 400 The uploaded file is empty',
      '409 duplicate: 409 A top-up with this reference number already exists',
      '415 type: 415 Only JPG, PNG and PDF files are allowed',
      '413 size: 413 File size must be less than 10MB',
      'KYC 400 PAN: 400 Invalid PAN number',
      'KYC 415 second file: 415 Only JPG, PNG and PDF files are allowed',
      'KYC 413: 413 File size must be less than 10MB',
      'KYC 400 six files: 400 At most 5 documents per submission',
    ])
  })

  it('caps pending top-ups per merchant at 20 (429), without keeping the refused file', async () => {
    const id = merchantId(h.sql, 'demo')
    const pendingCount = () =>
      (
        h.sql
          .prepare(
            "SELECT COUNT(*) AS n FROM topup_requests WHERE merchant_id = ? AND status = 'pending'",
          )
          .get(id) as { n: number }
      ).n
    for (let i = pendingCount(); i < 20; i++) {
      expect((await topup({ ...valid, reference_number: `CAP-${i}` })).status).toBe(200)
    }
    const before = uploads()
    const refused = await topup({ ...valid, reference_number: 'CAP-OVER' })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      success: false,
      error: {
        message: 'You have too many pending top-up requests. Please wait for one to be reviewed.',
      },
    })
    expect(uploads()).toEqual(before)
    // Once an admin decides one, the merchant may send another.
    const oldest = h.sql
      .prepare(
        "SELECT request_id FROM topup_requests WHERE merchant_id = ? AND status = 'pending' LIMIT 1",
      )
      .get(id) as { request_id: string }
    expect((await adminPost(h, `topups/${oldest.request_id}/reject`)).status).toBe(200)
    expect((await topup({ ...valid, reference_number: 'CAP-OVER' })).status).toBe(200)
  })

  it('a restart removes temporary files a stopped server left mid-upload', async () => {
    const stale = join(h.dataDir, 'uploads', '.incoming-0123456789abcdef01234567')
    writeFileSync(stale, 'half an upload')
    const kept = uploads().filter((f) => !f.startsWith('.'))
    await h.restart()
    token = await h.login()
    expect(uploads()).toEqual(kept)
  })
})
