import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/domain/merchants/passwords'
import {
  adminPost,
  apiKeyOf,
  ledgerProblems,
  merchantId,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'

/*
 * Payouts from a file (decision 077): every row checked before anything is sent, with its
 * reasons; CSV and xlsx; the same file twice; submit refused while rows are in error; rows waiting
 * in line order while the balance is short, then a top-up, then completion with the ledger exact;
 * cancel before and after approval; the result file as LibreOffice Calc reads it.
 */

const run = promisify(execFile)
let h: Harness
let token: string
let dir: string
const HEADER =
  'reference_id,amount,mode,beneficiary_name,beneficiary_account,beneficiary_ifsc,beneficiary_vpa,beneficiary_phone,beneficiary_email,remarks,beneficiary_id'

beforeAll(async () => {
  // The gateway's default tiers: a batch's total decides whether it waits for approval.
  h = await startHarness(
    { bankStepMs: 100, batchTickMs: 100, settlementIntervalMs: 3_600_000 },
    { approvalTiers: 'default' },
  )
  token = await h.login()
  dir = mkdtempSync(join(tmpdir(), 'batches-'))
})
afterAll(async () => {
  await h?.stop()
  rmSync(dir, { recursive: true, force: true })
})

let seq = 0
const uniq = () => `${Date.now().toString(36)}${++seq}`

function upload(content: string | Uint8Array<ArrayBuffer>, name = 'payouts.csv', as = token) {
  const form = new FormData()
  form.append('file', new Blob([content]), name)
  return h.api('/api/v1/payout/batches', { token: as, body: form })
}

const csv = (rows: string[]) => [HEADER, ...rows].join('\n')
const bank = (ref: string, amount: string | number, account = '123456789012', mode = 'IMPS') =>
  `${ref},${amount},${mode},Meera Iyer,${account},SBIN0001234,,,,,`

const rowsOf = async (batchId: string, query = '') =>
  (await h.api(`/api/v1/payout/batches/${batchId}/rows?limit=100${query}`, { token })).body
    .data as {
    line: number
    reference_id: string
    status: string
    errors: string[]
    payout: { payout_id: string; status: string; utr: string | null } | null
  }[]

const batch = async (batchId: string) =>
  (await h.api(`/api/v1/payout/batches/${batchId}`, { token })).body.data

/** A top-up asked for and approved by the gateway's admin: money in through the ledger. */
async function topUp(amount: number, reference: string) {
  const form = new FormData()
  form.append('amount', String(amount))
  form.append('transfer_type', 'NEFT')
  form.append('reference_number', reference)
  form.append('payment_proof', new Blob([new TextEncoder().encode('%PDF-1.4 proof')]), 'proof.pdf')
  const topup = await h.api('/api/v1/wallet/topup/request', { token, body: form })
  expect(topup.status).toBe(200)
  const credited = await adminPost(h, `topups/${topup.body.data.request_id}/approve`)
  expect(credited.status).toBe(200)
}

/** The approvals area's decision, as it records it: the worker follows the request's status. */
function decide(batchId: string, status: 'approved' | 'rejected') {
  h.sql
    .prepare(
      `UPDATE approval_requests SET status = ?, reason = CASE WHEN ? = 'rejected' THEN 'No' END,
       decided_at = ? WHERE subject_kind = 'batch' AND subject_id = ?`,
    )
    .run(status, status, Date.now(), batchId)
}

describe('checking a file', () => {
  it('gives every bad row its reasons, and refuses to submit it', async () => {
    const used = `USED-${uniq()}`
    const made = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: used,
        amount: 100,
        mode: 'IMPS',
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(made.status).toBe(200)
    const saved = await h.api('/api/v1/payout/beneficiaries', {
      token,
      json: {
        beneficiary_name: 'Saved Person',
        beneficiary_account: '555566667777',
        beneficiary_ifsc: 'HDFC0000001',
      },
    })
    expect(saved.status).toBe(200)
    const savedId = saved.body.data.beneficiary_id as string
    const other = await upload(csv([bank(`OTHER-${uniq()}`, 100)]), 'other.csv')
    expect(other.status).toBe(201)
    const otherRef = (await rowsOf(other.body.data.batch_id))[0]?.reference_id
    const p = uniq()
    const rows = [
      bank(`${p}-OK`, '"1,500.50"'),
      bank(`${p}-IFSC`, 100).replace('SBIN0001234', 'SBIN1234567'),
      bank(`${p}-BANK`, 100).replace('SBIN0001234', 'ZZZZ0000001'),
      bank(`${p}-ACCT`, 100, '12ab34'),
      bank(`${p}-DEC`, '10.555'),
      bank(`${p}-ZERO`, '0'),
      bank(`${p}-MODE`, 100, '123456789012', 'CHEQUE'),
      bank(`${p}-RTGS`, 1000, '123456789012', 'RTGS'),
      bank(`${p}-IMPS`, 600000),
      `${p}-UPI,150000,UPI,Asha,,,asha@okbank,,,,`,
      `${p}-VPA,100,UPI,Asha,,,not-a-vpa,,,,`,
      bank(`${p}-OK`, 100),
      bank(used, 100),
      bank(otherRef ?? '', 100),
      `${p}-NAME,100,IMPS,,123456789012,SBIN0001234,,,,,`,
      `${p}-BENE,100,NEFT,,,,,,,,${savedId}`,
      `${p}-NOBENE,100,NEFT,,,,,,,,BEN_nosuch`,
    ]
    const res = await upload(csv(rows), 'bad.csv')
    expect(res.status).toBe(201)
    const byRef = new Map((await rowsOf(res.body.data.batch_id)).map((r) => [r.line, r]))
    expect(res.body.data).toMatchObject({ status: 'draft', row_count: 17, valid_count: 2 })
    const errors = (line: number) => byRef.get(line)?.errors ?? []
    expect(errors(2)).toEqual([])
    expect(errors(3)).toEqual(['Invalid IFSC code'])
    expect(errors(4)).toEqual(['No bank branch has this IFSC code'])
    expect(errors(5)).toEqual(['Invalid account number'])
    expect(errors(6)).toEqual(['Amount can have at most 2 decimal places'])
    expect(errors(7)).toEqual(['Amount must be more than ₹0'])
    expect(errors(8)).toEqual(['Mode must be IMPS, NEFT, RTGS or UPI'])
    expect(errors(9)).toEqual(['RTGS requires a minimum amount of ₹2,00,000'])
    expect(errors(10)).toEqual(['IMPS allows at most ₹5,00,000 per payout'])
    expect(errors(11)).toEqual(['UPI allows at most ₹1,00,000 per payout'])
    expect(errors(12)).toEqual(['Please enter a valid UPI ID'])
    expect(errors(13)).toEqual(['Reference ID is also on line 2 of this file'])
    expect(errors(14)).toEqual([
      `Reference ID was already used by payout ${made.body.data.payout_id}`,
    ])
    expect(errors(15)).toEqual([`Reference ID is already in batch ${other.body.data.batch_id}`])
    expect(errors(16)).toEqual(['Please enter beneficiary name'])
    expect(errors(17)).toEqual([])
    expect(byRef.get(17)).toMatchObject({
      beneficiary_name: 'Saved Person',
      beneficiary_account: '555566667777',
    })
    expect(errors(18)).toEqual(['No saved beneficiary has the ID BEN_nosuch'])
    expect(res.body.data.totals).toMatchObject({
      amount: 1600.5,
      fee: 14.8,
      gst: 2.26,
      total: 1615.3,
    })
    const submit = await h.api(`/api/v1/payout/batches/${res.body.data.batch_id}/submit`, {
      token,
      method: 'POST',
    })
    expect(submit.status).toBe(400)
    expect(submit.body.error.message).toBe('Fix the rows in error before submitting')
    const file = await fetch(
      `${h.url}/api/v1/payout/batches/${res.body.data.batch_id}/errors?format=csv`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    const back = Papa.parse<Record<string, string>>((await file.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(back).toHaveLength(15)
    expect(back[0]).toMatchObject({ reference_id: `${p}-IFSC`, error: 'Invalid IFSC code' })
    // What was typed comes back, to be corrected.
    const typed = new Map(back.map((r) => [r.reference_id, r]))
    expect(typed.get(`${p}-IFSC`)?.beneficiary_ifsc).toBe('SBIN1234567')
    expect(typed.get(`${p}-ACCT`)?.beneficiary_account).toBe('12ab34')
    expect(typed.get(`${p}-MODE`)?.mode).toBe('CHEQUE')
    expect(typed.get(`${p}-VPA`)?.beneficiary_vpa).toBe('not-a-vpa')
  })

  it('refuses a wrong type, missing columns, too many rows, and the same file twice', async () => {
    const wrong = await upload('%PDF-1.4', 'payouts.pdf')
    expect([wrong.status, wrong.body.error.message]).toEqual([
      400,
      'Only CSV and Excel (.xlsx) files are allowed',
    ])
    const columns = await upload('reference_id,amount\nA,1', 'cols.csv')
    expect(columns.body.error.message).toBe(
      'The file is missing the columns: mode. Start from the template',
    )
    const many = csv(Array.from({ length: 10_001 }, (_, i) => bank(`MANY-${i}`, 1)))
    const tooMany = await upload(many, 'many.csv')
    expect([tooMany.status, tooMany.body.error.message]).toEqual([
      400,
      'A file can have at most 10,000 payouts',
    ])
    const content = csv([bank(`TWICE-${uniq()}`, 100)])
    const first = await upload(content, 'twice.csv')
    expect(first.status).toBe(201)
    const again = await upload(content, 'twice-again.csv')
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      `This file was already uploaded as ${first.body.data.batch_id}`,
    )
    expect(again.body.error.batch_id).toBe(first.body.data.batch_id)
  })

  it('reads an xlsx file the template shape, text cells keeping leading zeros', async () => {
    const template = await fetch(`${h.url}/api/v1/payout/batches/template?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(template.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await template.arrayBuffer())
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER.split(',')])
    const p = uniq()
    sheet.getCell('A2').value = `${p}-X1`
    sheet.getCell('A3').value = `${p}-X2`
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const res = await upload(bytes, 'payouts.xlsx')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ row_count: 2, error_count: 0 })
    const rows = await rowsOf(res.body.data.batch_id)
    expect(rows[0]).toMatchObject({ beneficiary_account: '001234567890', amount: 1500.5 })
    expect(rows[1]).toMatchObject({ mode: 'UPI', beneficiary_vpa: 'asha@okbank' })
  })
})

describe('sending a batch', () => {
  it('waits in line order while the balance is short, goes on after a top-up, and completes with the ledger exact', async () => {
    const id = merchantId(h.sql, 'demo')
    const available = (
      h.sql.prepare('SELECT available FROM wallets WHERE merchant_id = ?').get(id) as {
        available: number
      }
    ).available
    // First row leaves about ₹500: the second (₹1,000 + fee) cannot go until a top-up.
    const first = Math.floor((available / 100 - 505) / 1.003)
    const p = uniq()
    const res = await upload(
      csv([
        bank(`${p}-1`, first, '123456789012', 'NEFT'),
        bank(`${p}-2`, 1000),
        bank(`${p}-3`, 10, '000000000000'),
      ]),
      'short.csv',
    )
    expect(res.status).toBe(201)
    const batchId = res.body.data.batch_id as string
    const submitted = await h.api(`/api/v1/payout/batches/${batchId}/submit`, {
      token,
      method: 'POST',
    })
    expect(submitted.body.data.status).toBe('pending_approval')
    expect(submitted.body.data.approval).toMatchObject({ status: 'pending', kind: 'batch' })
    decide(batchId, 'approved')
    const rows = await waitFor(
      () => rowsOf(batchId),
      (r) => r[1]?.status === 'queued',
    )
    expect(rows.map((r) => r.status)).toEqual(['created', 'queued', 'waiting'])
    // The first row is above ₹50,000: the gateway's own approval, as for any payout.
    await adminPost(h, `payouts/${rows[0]?.payout?.payout_id}/approve`)
    await topUp(10000, `TOP-${p}`)
    const done = await waitFor(
      () => batch(batchId),
      (b) => b.status === 'completed',
      20_000,
    )
    expect(done.progress).toMatchObject({ success: 2, failed: 1, waiting: 0, queued: 0 })
    const payouts = h.sql
      .prepare(
        'SELECT reference_id, status FROM payouts WHERE batch_id = (SELECT id FROM payout_batches WHERE batch_id = ?) ORDER BY id',
      )
      .all(batchId)
    expect(payouts).toEqual([
      { reference_id: `${p}-1`, status: 'success' },
      { reference_id: `${p}-2`, status: 'success' },
      { reference_id: `${p}-3`, status: 'failed' },
    ])
    expect(ledgerProblems(h.sql)).toEqual([])

    // The result file as Calc reads it: accounts and UTRs stay text.
    const file = await fetch(`${h.url}/api/v1/payout/batches/${batchId}/result?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const xlsx = join(dir, 'result.xlsx')
    writeFileSync(xlsx, Buffer.from(await file.arrayBuffer()))
    const out = mkdtempSync(join(dir, 'csv-'))
    await run('soffice', [
      `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
      '--outdir',
      out,
      xlsx,
    ])
    const back = Papa.parse<Record<string, string>>(readFileSync(join(out, 'result.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data
    const utr = (await rowsOf(batchId))[1]?.payout?.utr
    expect(back[1]).toMatchObject({ beneficiary_account: '123456789012', utr, status: 'success' })
    expect(back[2]).toMatchObject({ beneficiary_account: '000000000000', status: 'failed' })
    const plain = await fetch(`${h.url}/api/v1/payout/batches/${batchId}/result?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await plain.text()).toContain(`,000000000000,`)
  }, 60_000)

  it('cancels the whole batch before approval, and only the rows not sent after it', async () => {
    const p = uniq()
    const before = await upload(csv([bank(`${p}-A`, 60000), bank(`${p}-B`, 100)]), 'c1.csv')
    const b1 = before.body.data.batch_id as string
    await h.api(`/api/v1/payout/batches/${b1}/submit`, { token, method: 'POST' })
    const cancelled = await h.api(`/api/v1/payout/batches/${b1}/cancel`, { token, method: 'POST' })
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      approval: { status: 'cancelled' },
    })
    expect((await rowsOf(b1)).map((r) => r.status)).toEqual(['cancelled', 'cancelled'])

    const after = await upload(csv([bank(`${p}-C`, 100), bank(`${p}-D`, 100)]), 'c2.csv')
    const b2 = after.body.data.batch_id as string
    // No approval below ₹10,000: approved at once. The worker may send a row before the cancel
    // lands: whatever was sent goes on, whatever was not is cancelled.
    const submitted = await h.api(`/api/v1/payout/batches/${b2}/submit`, { token, method: 'POST' })
    expect(submitted.body.data.status).toBe('approved')
    const stop = await h.api(`/api/v1/payout/batches/${b2}/cancel`, { token, method: 'POST' })
    expect(stop.status).toBe(200)
    const done = await waitFor(
      () => batch(b2),
      (b) => b.status === 'completed',
    )
    const sent = done.progress.success + done.progress.failed
    expect(sent + done.progress.cancelled).toBe(2)
    const afterCancel = await h.api(`/api/v1/payout/batches/${b2}/cancel`, {
      token,
      method: 'POST',
    })
    expect(afterCancel.status).toBe(409)
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('the approvals inbox decides a batch', () => {
  const PASSWORD = 'Batch-Jackfruit-58'
  async function person(name: string, role: string): Promise<string> {
    const now = Date.now()
    h.sql
      .prepare(
        `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
           created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, 1, ?, ?)`,
      )
      .run(
        merchantId(h.sql, 'demo'),
        `${name.toLowerCase()}@example.com`,
        name,
        role,
        hashPassword(PASSWORD),
        now,
        now,
      )
    return h.login(`${name.toLowerCase()}@example.com`, PASSWORD)
  }

  it('one approver sends it on; a rejection ends it and frees its references; the log says each step', async () => {
    const admin = await person('Bhavna', 'admin')
    const p = uniq()
    await topUp(100000, `TOP-${p}`)
    // ₹20,000 in all: the middle tier, one approver.
    const res = await upload(csv([bank(`${p}-A`, 10000), bank(`${p}-B`, 10000)]), 'inbox.csv')
    const batchId = res.body.data.batch_id as string
    const submitted = await h.api(`/api/v1/payout/batches/${batchId}/submit`, {
      token,
      method: 'POST',
    })
    expect(submitted.body.data).toMatchObject({
      status: 'pending_approval',
      approval: {
        kind: 'batch',
        tier: { approvers: 1 },
        subject: { batch: { batch_id: batchId } },
      },
    })
    const requestId = submitted.body.data.approval.request_id as string
    const approved = await h.api(`/api/v1/merchant/approvals/${requestId}/approve`, {
      token: admin,
      json: {},
    })
    expect(approved.status).toBe(200)
    const done = await waitFor(
      () => batch(batchId),
      (b) => b.status === 'completed',
    )
    expect(done.progress.success).toBe(2)

    const q = uniq()
    const other = await upload(csv([bank(`${q}-A`, 15000)]), 'reject.csv')
    const otherId = other.body.data.batch_id as string
    const waiting = await h.api(`/api/v1/payout/batches/${otherId}/submit`, {
      token,
      method: 'POST',
    })
    const rejected = await h.api(
      `/api/v1/merchant/approvals/${waiting.body.data.approval.request_id}/reject`,
      { token: admin, json: { reason: 'Wrong month' } },
    )
    expect(rejected.status).toBe(200)
    await waitFor(
      () => batch(otherId),
      (b) => b.status === 'rejected',
    )
    expect((await rowsOf(otherId)).map((r) => r.status)).toEqual(['cancelled'])
    // Its reference is free again: the same row in a new file is accepted.
    const again = await upload(csv([bank(`${q}-A`, 15000)]) + '\n', 'reject-again.csv')
    expect(again.body.data.error_count).toBe(0)

    const actions = h.sql
      .prepare(
        `SELECT action FROM activity WHERE target_id = ? AND action LIKE 'batch.%' ORDER BY seq`,
      )
      .pluck()
      .all(batchId)
    expect(actions).toEqual(['batch.uploaded', 'batch.submitted'])
  }, 30_000)

  it('takes a file from an API key, named as its maker', async () => {
    const key = await apiKeyOf(h, token)
    const form = new FormData()
    form.append('file', new Blob([csv([bank(`KEY-${uniq()}`, 100)])]), 'key.csv')
    const res = await h.api('/api/v1/payout/batches', { apiKey: key, body: form })
    expect(res.status).toBe(201)
    expect(res.body.data.maker).toEqual({ kind: 'api_key', name: 'API key' })
  })
})

describe("another merchant's batch", () => {
  it('is not found, for reading, its files, submitting or cancelling', async () => {
    const res = await upload(csv([bank(`MINE-${uniq()}`, 100)]), 'mine.csv')
    const batchId = res.body.data.batch_id as string
    const other = await h.login('norates')
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/rows'],
      ['GET', '/errors'],
      ['GET', '/result'],
      ['POST', '/submit'],
      ['POST', '/cancel'],
    ] as const) {
      const answer = await h.api(`/api/v1/payout/batches/${batchId}${path}`, {
        token: other,
        method,
      })
      expect([path, answer.status, answer.body?.error?.message]).toEqual([
        path,
        404,
        'Batch not found',
      ])
    }
    const list = await h.api('/api/v1/payout/batches', { token: other })
    expect(list.body.data.map((b: { batch_id: string }) => b.batch_id)).not.toContain(batchId)
    // The same file from another merchant is its own batch, not a duplicate of this one.
    expect((await upload(csv([bank('SHARED-REF', 100)]), 'x.csv', other)).status).toBe(201)
    expect((await upload(csv([bank('SHARED-REF', 100)]), 'x.csv')).status).toBe(201)
  })
})
