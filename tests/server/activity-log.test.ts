import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedCounter, addCashier, sell } from './support/counter-helpers'
import { DEMO_PASSWORD, merchantId, startHarness, type Harness } from './support/helpers'
import { paidPayin, refund } from './support/refund-harness'
import { startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * The activity log (decision 074): each recorded change appears once with who, what and the
 * settings before/after; the chain verifies, and an edited or removed row is named by the CLI;
 * the list filters and pages, the export reads back; another merchant sees none of it.
 */

const run = promisify(execFile)
const ROOT = join(__dirname, '..', '..')

type Entry = {
  id: string
  at: string
  actor: { kind: string; id: string | null; name: string }
  action: string
  target: { kind: string; id: string; label: string | null } | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  address: string | null
  device: string | null
}

let h: Harness
let owner: string
let receiver: Receiver

beforeAll(async () => {
  receiver = await startReceiver()
  h = await startHarness({
    refundDelayMs: 3_600_000,
    settlementIntervalMs: 3_600_000,
    webhookPollMs: 50,
  })
  owner = await h.login()
})
afterAll(async () => {
  await h.stop()
  await receiver.close()
})

const activity = async (query = '', token = owner) => {
  const res = await h.api(`/api/v1/merchant/activity${query ? `?${query}` : ''}`, { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data as { entries: Entry[]; next_cursor: string | null }
}
const latest = async (action: string) => {
  const { entries } = await activity(`action=${action}&limit=1`)
  expect(entries, action).toHaveLength(1)
  return entries[0] as Entry
}
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args, '--data-dir', h.dataDir], {
    cwd: ROOT,
  }).then(
    (done) => ({ code: 0, out: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
  )

describe('what is recorded', () => {
  it('a sign-in, and a failed one for a known account only; the throttled path writes nothing', async () => {
    const entry = await latest('sign_in')
    expect(entry.actor).toMatchObject({ kind: 'user', name: 'Rohan Mehta' })
    expect(entry.address).toBeTruthy()
    const wrong = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo', password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    const failed = await latest('sign_in.failed')
    expect(failed.actor.name).toBe('Rohan Mehta')
    const count = () => h.sql.prepare('SELECT COUNT(*) FROM activity').pluck().get() as number
    const before = count()
    await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'nobody-here', password: 'whatever' },
    })
    expect(count()).toBe(before)
  })

  it('profile and webhook changes with only the changed fields before and after', async () => {
    const put = await h.api('/api/v1/merchant/profile', {
      token: owner,
      method: 'PUT',
      json: { phone: '+91 90000 11111' },
    })
    expect(put.status, put.text).toBe(200)
    const profile = await latest('profile.updated')
    expect(profile.before).toEqual({ phone: '+91 98765 43210' })
    expect(profile.after).toEqual({ phone: '+91 90000 11111' })
    expect(profile.target).toMatchObject({ kind: 'merchant', label: 'Acme Stores' })

    const set = await h.api('/api/v1/merchant/webhook/set', {
      token: owner,
      json: { webhook_payin_url: `${receiver.url}/payin`, webhook_payout_url: null },
    })
    expect(set.status, set.text).toBe(200)
    const hooks = await latest('webhooks.updated')
    expect(hooks.after).toEqual({ webhook_payin_url: `${receiver.url}/payin` })
    expect(Object.keys(hooks.before ?? {})).toEqual(['webhook_payin_url'])
  })

  it('a regenerated API secret, never the secret itself', async () => {
    const res = await h.api('/api/v1/merchant/api-keys/regenerate', {
      token: owner,
      method: 'POST',
    })
    expect(res.status).toBe(200)
    const entry = await latest('api_secret.regenerated')
    expect(entry.target).toMatchObject({ kind: 'api_key', id: res.body.data.api_key })
    const stored = h.sql.prepare('SELECT * FROM activity').all()
    expect(JSON.stringify(stored)).not.toContain(res.body.data.api_secret)
  })

  it('payment links made and cancelled, but not counter sales', async () => {
    const created = await h.api('/api/v1/payin/create', {
      token: owner,
      json: { amount: 250, customer_name: 'Kiran Rao', customer_email: 'kiran@example.in' },
    })
    expect(created.status, created.text).toBe(200)
    const id = created.body.data.transaction_id as string
    const made = await latest('link.created')
    expect(made.target).toEqual({ kind: 'payin', id, label: 'Kiran Rao' })
    expect(made.after).toMatchObject({ amount: 250, currency: 'INR' })
    await h.api(`/api/v1/payin/cancel/${id}`, { token: owner, method: 'POST' })
    expect((await latest('link.cancelled')).target?.id).toBe(id)

    const sale = await h.api('/api/v1/payin/create', {
      token: owner,
      json: { amount: 40, channel: 'counter' },
    })
    expect(sale.status, sale.text).toBe(200)
    const { entries } = await activity(
      `target_kind=payin&target_id=${sale.body.data.transaction_id}`,
    )
    expect(entries).toEqual([])
  })

  it('a refund by a person, who is named on the refund and in its webhook', async () => {
    const paid = await paidPayin(h, { token: owner }, 300)
    const made = await refund(h, { token: owner }, { transaction_id: paid, amount: 100 })
    expect(made.status, made.text).toBe(201)
    expect(made.body.data.refunded_by).toEqual({ kind: 'user', name: 'Rohan Mehta' })
    const entry = await latest('refund.created')
    expect(entry.target).toEqual({ kind: 'refund', id: made.body.data.refund_id, label: paid })
    expect(entry.actor.name).toBe('Rohan Mehta')
    // The payin's detail lists its refunds from here.
    const list = await h.api(`/api/v1/payin/refunds?transaction_id=${paid}`, { token: owner })
    expect(list.body.data[0].refunded_by).toEqual({ kind: 'user', name: 'Rohan Mehta' })
    await expect
      .poll(
        () =>
          receiver.received
            .map((hit) => JSON.parse(hit.body) as { event: string; refunded_by?: unknown })
            .find((body) => body.event === 'refund.created')?.refunded_by,
        { timeout: 5000 },
      )
      .toEqual({ kind: 'user', name: 'Rohan Mehta' })
  })

  it('a payout', async () => {
    const res = await h.api('/api/v1/payout/initiate', {
      token: owner,
      json: {
        reference_id: 'ACT-1',
        amount: 1000,
        mode: 'IMPS',
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(res.status, res.text).toBe(200)
    const entry = await latest('payout.created')
    expect(entry.target).toEqual({
      kind: 'payout',
      id: res.body.data.payout_id,
      label: 'Meera Iyer',
    })
    expect(entry.after).toMatchObject({ amount: 1000, mode: 'IMPS', reference_id: 'ACT-1' })
  })

  it('a counter paired (by its device) and revoked, a cashier added, a shift closed', async () => {
    const till = await pairedCounter(h, owner, 'Audit desk')
    const paired = await latest('counter.paired')
    expect(paired.actor).toMatchObject({ kind: 'device', name: 'Audit desk' })
    expect(paired.target).toMatchObject({ kind: 'counter', id: till.counterId })

    const staffId = await addCashier(h, owner, 'Imran', '5931')
    const cashier = await latest('cashier.added')
    expect(cashier.target).toEqual({ kind: 'cashier', id: staffId, label: 'Imran' })
    expect(JSON.stringify(cashier)).not.toContain('5931')

    // The owner closes the owner's counter's shift (opened by a sale).
    await sell(h, owner, 10)
    const closed = await h.api('/api/v1/counter/shift/close', { token: owner, method: 'POST' })
    expect(closed.status, closed.text).toBe(200)
    const shift = await latest('shift.closed')
    expect(shift.target).toMatchObject({ kind: 'shift', id: closed.body.data.shift_id })
    expect(shift.after).toMatchObject({ closed_by: 'Owner', success_count: 0 })

    const revoked = await h.api(`/api/v1/merchant/counters/${till.counterId}/revoke`, {
      token: owner,
      method: 'POST',
    })
    expect(revoked.status).toBe(200)
    expect((await latest('counter.revoked')).target?.id).toBe(till.counterId)
  })
})

describe('reading the log', () => {
  it('filters by person, action, target and date, and pages by cursor without gaps', async () => {
    const all = await activity('limit=200')
    expect(all.entries.length).toBeGreaterThan(10)
    const ids = all.entries.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page = await activity(`limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.entries.length).toBeLessThanOrEqual(3)
      paged.push(...page.entries.map((e) => e.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(paged).toEqual(all.entries.map((e) => e.id))

    const person = all.entries.find((e) => e.actor.kind === 'user')?.actor.id ?? ''
    const mine = await activity(`person=${person}&action=refund.created`)
    expect(mine.entries.length).toBe(1)
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    expect((await activity(`from=${today}&to=${today}&limit=200`)).entries).toHaveLength(
      all.entries.length,
    )
    expect((await activity('from=2020-01-01&to=2020-01-02')).entries).toEqual([])
    const target = all.entries.find((e) => e.action === 'payout.created')?.target
    const byTarget = await activity(`target=payout:${target?.id ?? ''}`)
    expect(byTarget.entries.map((e) => e.action)).toEqual(['payout.created'])
  })

  it('refuses bad filters with plain 400s', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['cursor=abc', 'cursor must be the next_cursor of a page'],
      ['person=x', "person must be a person's id"],
      ['action=DROP%20TABLE', 'action must be an action name such as payout.created'],
      ['from=2026-02-30', 'The start date must be a real date written as YYYY-MM-DD'],
      ['target_id=X', 'target_id needs target_kind'],
    ]
    for (const [query, message] of cases) {
      const res = await h.api(`/api/v1/merchant/activity?${query}`, { token: owner })
      expect(res.status, query).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
  })

  it('exports what the list shows as CSV and as a workbook, times in IST', async () => {
    const { entries } = await activity('action=payout.created')
    const csv = await fetch(
      `${h.url}/api/v1/merchant/activity/export?format=csv&action=payout.created`,
      {
        headers: { authorization: `Bearer ${owner}` },
      },
    )
    expect(csv.headers.get('content-disposition')).toMatch(/filename="activity-.*\.csv"/)
    const rows = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(rows.map((r) => r.ID)).toEqual(entries.map((e) => e.id))
    expect(rows[0]?.['When (IST)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/)
    expect(rows[0]?.Actor).toBe('Rohan Mehta')

    const xlsx = await fetch(`${h.url}/api/v1/merchant/activity/export?format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    const workbook = new ExcelJS.Workbook()
    const bytes = Buffer.from(await xlsx.arrayBuffer())
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
    const sheet = workbook.worksheets[0]
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 6)).toEqual([
      'ID',
      'When (IST)',
      'Actor Kind',
      'Actor ID',
      'Actor',
      'Action',
    ])
    const actions: unknown[] = []
    sheet?.eachRow((row, n) => {
      if (n > 1) actions.push(row.getCell(6).value)
    })
    expect(actions).toContain('payout.created')
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date)
  })

  it('another merchant sees none of it, and an API key or a device cannot read it', async () => {
    const other = await h.login('norates', DEMO_PASSWORD)
    const theirs = await activity('limit=200', other)
    const demoId = String(merchantId(h.sql, 'demo'))
    expect(theirs.entries.every((e) => e.actor.name !== 'Rohan Mehta')).toBe(true)
    expect(theirs.entries.every((e) => e.target?.id !== demoId)).toBe(true)
    const { entries } = await activity('action=payout.created')
    const leaked = await activity(`target=payout:${entries[0]?.target?.id ?? ''}`, other)
    expect(leaked.entries).toEqual([])
    const key = await h.api('/api/v1/merchant/activity', {
      apiKey: { key: 'pk_sandbox_x', secret: 'sk_sandbox_x' },
    })
    expect(key.status).toBe(403)
  })

  it('is for Owners, Admins and Finance: a Developer is refused, and the log names each person', async () => {
    const finance = await h.login('finance@example.com', 'Ledger-Monsoon-47')
    const developer = await h.login('developer@example.com', 'Webhook-Tamarind-82')
    expect((await h.api('/api/v1/merchant/activity', { token: developer })).status).toBe(403)
    const { entries } = await activity('action=sign_in&limit=200', finance)
    const priya = entries.find((e) => e.actor.name === 'Priya Nair')
    expect(priya?.actor.kind).toBe('user')
    const hers = await activity(`person=${priya?.actor.id ?? ''}&limit=200`, finance)
    expect(hers.entries.map((e) => e.actor.name)).toEqual(hers.entries.map(() => 'Priya Nair'))
  })
})

describe('audit verify', () => {
  it('passes on a clean log and names a row edited or removed in SQLite (exit code 1)', async () => {
    const clean = await cli('audit', 'verify')
    expect(clean.code, clean.out).toBe(0)
    expect(clean.out).toMatch(/Activity log intact: \d+ entries/)

    const demo = merchantId(h.sql, 'demo')
    const row = h.sql
      .prepare('SELECT id, seq FROM activity WHERE merchant_id = ? ORDER BY seq LIMIT 1 OFFSET 2')
      .get(demo) as { id: number; seq: number }
    const name = h.sql.prepare('SELECT actor_name FROM activity WHERE id = ?').pluck().get(row.id)
    h.sql.prepare("UPDATE activity SET actor_name = 'Someone else' WHERE id = ?").run(row.id)
    const edited = await cli('audit', 'verify')
    expect(edited.code).toBe(1)
    expect(edited.out).toContain(`merchant ${demo} (demo)  seq ${row.seq}  id ${row.id}: edited`)
    h.sql.prepare('UPDATE activity SET actor_name = ? WHERE id = ?').run(name, row.id)
    expect((await cli('audit', 'verify')).code).toBe(0)

    h.sql.prepare('DELETE FROM activity WHERE id = ?').run(row.id)
    const removed = await cli('audit', 'verify')
    expect(removed.code).toBe(1)
    expect(removed.out).toMatch(
      new RegExp(
        `merchant ${demo} \\(demo\\)  seq ${row.seq + 1} .*row\\(s\\) ${row.seq} before it removed`,
      ),
    )

    const last = h.sql
      .prepare('SELECT MAX(seq) FROM activity WHERE merchant_id = ?')
      .pluck()
      .get(demo) as number
    h.sql.prepare('DELETE FROM activity WHERE merchant_id = ? AND seq = ?').run(demo, last)
    const truncated = await cli('audit', 'verify')
    expect(truncated.out).toContain(`seq ${last}  missing: rows ${last}–${last} removed`)
  }, 60_000)

  it('writes no entry for a change that fails (the entry rolls back with it)', async () => {
    const demo = merchantId(h.sql, 'demo')
    const count = () =>
      h.sql.prepare('SELECT COUNT(*) FROM activity WHERE merchant_id = ?').pluck().get(demo)
    const before = count()
    const refused = await h.api('/api/v1/payout/initiate', {
      token: owner,
      json: {
        reference_id: 'ACT-1',
        amount: 1000,
        mode: 'IMPS',
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(refused.status).toBe(409)
    expect(count()).toBe(before)
  })
})
