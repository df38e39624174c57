import { expect } from 'vitest'
import { adminPost, merchantId, type ApiInit, type Harness } from './helpers'

/* What the refund tests share: paid payins, refunds over HTTP, balances read with SQL. */

export type Auth = Pick<ApiInit, 'token' | 'apiKey'>

export async function paidPayin(
  h: Harness,
  auth: Auth,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await h.api('/api/v1/payin/create', {
    ...auth,
    json: {
      amount,
      customer_name: 'Asha Verma',
      customer_email: 'asha@example.in',
      metadata: { expires_at: new Date(Date.now() + 600_000).toISOString() },
      ...extra,
    },
  })
  expect(created.status, created.text).toBe(200)
  const id = created.body.data.transaction_id as string
  const paid = await adminPost(h, `payins/${id}/pay`)
  expect(paid.status, paid.text).toBe(200)
  return id
}

let references = 0

export function refund(
  h: Harness,
  auth: Auth,
  body: { transaction_id: string; amount: unknown; reference_id?: string; reason?: string },
) {
  references += 1
  return h.api('/api/v1/payin/refund', {
    ...auth,
    json: { reference_id: `REF-${Date.now()}-${references}`, ...body },
  })
}

export function wallet(h: Harness, username = 'demo') {
  return h.sql
    .prepare('SELECT available, pending, processing FROM wallets WHERE merchant_id = ?')
    .get(merchantId(h.sql, username)) as { available: number; pending: number; processing: number }
}

export type LedgerLine = {
  bucket: string
  transaction_type: string
  reference_type: string
  reference_id: string
  amount: number
  description: string
}

export function ledgerLines(h: Harness, referenceId: string): LedgerLine[] {
  return h.sql
    .prepare(
      `SELECT bucket, transaction_type, reference_type, reference_id, amount, description
       FROM wallet_transactions WHERE reference_id = ? ORDER BY id`,
    )
    .all(referenceId) as LedgerLine[]
}

export async function payinStatus(h: Harness, auth: Auth, id: string) {
  const res = await h.api(`/api/v1/payin/status/${id}`, auth)
  expect(res.status, res.text).toBe(200)
  return res.body.data as Record<string, unknown>
}
