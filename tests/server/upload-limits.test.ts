import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiKeyOf, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * Uploads that cannot fill the disk: a floor of free space under the data directory (507 below
 * it, before a byte is written) and a cap on each merchant's KYC documents awaiting review (429),
 * in documents and in bytes, like the cap on pending top-ups.
 */

const MB = 1024 * 1024
let h: Harness
let token: string
let keys: { key: string; secret: string }
/** What the injected reader says the uploads directory's file system has free. */
let free: number | Error = 10_000 * MB

beforeAll(async () => {
  h = await startHarness({
    settlementIntervalMs: 3_600_000,
    uploadFreeBytes: () => {
      if (free instanceof Error) throw free
      return free
    },
  })
  token = await h.login()
  keys = await apiKeyOf(h, token)
})
afterAll(() => h.stop())

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const uploads = () => readdirSync(join(h.dataDir, 'uploads')).sort()
const SHORT = 'The gateway is short of storage space. Please try again later.'
const KYC_CAP =
  'Your KYC documents awaiting review have reached the limit of 20 documents or 100 MB. Please wait for them to be reviewed.'

let reference = 0
function topup(auth: 'token' | 'key' = 'token') {
  const form = new FormData()
  form.set('amount', '100')
  form.set('transfer_type', 'NEFT')
  form.set('reference_number', `LIMIT-${++reference}`)
  form.set('payment_proof', new Blob([PNG]), 'p.png')
  return h.api('/api/v1/wallet/topup/request', {
    ...(auth === 'token' ? { token } : { apiKey: keys }),
    body: form,
  })
}
function kyc(documents: number) {
  const form = new FormData()
  form.set('pan_number', 'ABCDE1234F')
  for (let i = 0; i < documents; i++) form.append(`doc_${i}`, new Blob([PNG]), `d${i}.png`)
  return h.api('/api/v1/merchant/kyc/submit', { token, body: form })
}

describe('the free-space floor (UPLOAD_MIN_FREE_MB, default 512)', () => {
  it('answers 507 with a plain message below the floor, on both routes and surfaces, writing nothing', async () => {
    const before = uploads()
    free = 511 * MB
    for (const res of [await topup(), await topup('key'), await kyc(1)]) {
      expect(res.status).toBe(507)
      expect(res.body).toEqual({ success: false, error: { message: SHORT } })
    }
    expect(uploads()).toEqual(before)
    // A request refused early still leaves its connection usable (its body was drained).
    expect((await h.api('/api/v1/wallet/balance', { token })).status).toBe(200)

    free = 513 * MB
    expect((await topup()).status).toBe(200)
    expect(uploads()).toHaveLength(before.length + 1)
  })

  it('lets uploads through, and logs, when the free space cannot be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    free = new Error('statfs is not supported here')
    try {
      expect((await topup()).status).toBe(200)
      expect(String(log.mock.calls[0]?.[0])).toMatch(/could not read the free space/)
    } finally {
      log.mockRestore()
      free = 10_000 * MB
    }
  })

  it('a disk write that fails mid-upload is answered at once (500), not left hanging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The uploads directory replaced by a file: opening the temporary file fails (ENOTDIR).
    const dir = join(h.dataDir, 'uploads')
    const moved = `${dir}-away`
    renameSync(dir, moved)
    writeFileSync(dir, 'not a directory')
    try {
      const png = Buffer.alloc(5 * MB)
      png.set(PNG)
      const form = new FormData()
      form.set('amount', '100')
      form.set('transfer_type', 'NEFT')
      form.set('reference_number', 'DISK-FAIL')
      form.set('payment_proof', new Blob([png]), 'p.png')
      // Before, busboy waited for ever for the part nobody read any more.
      const res = await h.api('/api/v1/wallet/topup/request', { token, body: form })
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ success: false, error: { message: 'Internal server error' } })
      const logged = log.mock.calls.map((call) => call.map(String).join(' ')).join('\n')
      expect(logged).toMatch(/POST \/api\/v1\/wallet\/topup\/request failed: Error: ENOTDIR/)
    } finally {
      log.mockRestore()
      rmSync(dir)
      renameSync(moved, dir)
    }
    expect((await topup()).status).toBe(200)
  })

  it('reads the real file system by default (statfs): a floor above any disk refuses', async () => {
    const strict = await startHarness({ uploadMinFreeBytes: Number.MAX_SAFE_INTEGER })
    try {
      const form = new FormData()
      form.set('payment_proof', new Blob([PNG]), 'p.png')
      const res = await strict.api('/api/v1/wallet/topup/request', {
        token: await strict.login(),
        body: form,
      })
      expect([res.status, res.body.error.message]).toEqual([507, SHORT])
    } finally {
      await strict.stop()
    }
  })
})

describe('KYC documents awaiting review are capped per merchant', () => {
  it('at 20 documents: the 21st is refused with 429, and its file is not kept', async () => {
    for (let sent = 0; sent < 20; sent += 5) expect((await kyc(5)).status).toBe(200)
    const before = uploads()
    const refused = await kyc(1)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ success: false, error: { message: KYC_CAP } })
    expect(uploads()).toEqual(before)
  })

  it('a submission that would pass the cap is refused whole', async () => {
    const id = merchantId(h.sql, 'demo')
    h.sql.prepare('DELETE FROM kyc_submissions WHERE merchant_id = ?').run(id)
    for (let sent = 0; sent < 15; sent += 5) expect((await kyc(5)).status).toBe(200)
    const before = uploads()
    // 15 pending + 5 = 20 fits; 18 + 5 would not.
    expect((await kyc(3)).status).toBe(200)
    expect((await kyc(5)).status).toBe(429)
    expect(uploads()).toHaveLength(before.length + 3)
  })

  it('at 100 MB awaiting review, whatever the number of documents', async () => {
    const id = merchantId(h.sql, 'demo')
    h.sql.prepare('DELETE FROM kyc_submissions WHERE merchant_id = ?').run(id)
    // Nine large documents on file (rows only: the sum is what the cap reads).
    const insert = h.sql.prepare(
      `INSERT INTO kyc_submissions (merchant_id, fields, document_file, document_mime, document_size, created_at)
       VALUES (?, '{}', 'x.pdf', 'application/pdf', ?, ?)`,
    )
    for (let i = 0; i < 9; i++) insert.run(id, 11 * MB, Date.now())
    h.sql.prepare("UPDATE merchants SET kyc_status = 'submitted' WHERE id = ?").run(id)
    // 99 MB and 11 bytes on file: under the cap, with 10 documents.
    expect((await kyc(1)).status).toBe(200)
    insert.run(id, MB, Date.now())
    const refused = await kyc(1)
    expect([refused.status, refused.body.error.message]).toEqual([429, KYC_CAP])
  })

  it('starts over once the documents were reviewed (status no longer submitted)', async () => {
    const id = merchantId(h.sql, 'demo')
    h.sql.prepare("UPDATE merchants SET kyc_status = 'verified' WHERE id = ?").run(id)
    expect((await kyc(5)).status).toBe(200)
    expect((await h.api('/api/v1/merchant/kyc/status', { token })).body.data.status).toBe(
      'submitted',
    )
  })

  it('other merchants are not affected', async () => {
    const other = await h.login('norates')
    const form = new FormData()
    form.append('doc', new Blob([PNG]), 'd.png')
    const res = await h.api('/api/v1/merchant/kyc/submit', { token: other, body: form })
    expect(res.status).toBe(200)
  })
})
