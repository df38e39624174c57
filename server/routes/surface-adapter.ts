import type { Context } from 'hono'
import type { AppEnv } from '../deps'

/*
 * The public merchant API (X-API-Key) and the portal (bearer) share every handler. The only
 * differences — field names in and the payin list's shape out — live here, keyed on the surface.
 */

type Body = Record<string, unknown>

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Date filters: the portal sends dateFrom/dateTo, the public API from_date/to_date. */
export function listDates(c: Context<AppEnv>): {
  from?: string
  to?: string
  names: [string, string]
} {
  if (c.get('surface') === 'api_key') {
    return {
      from: c.req.query('from_date'),
      to: c.req.query('to_date'),
      names: ['from_date', 'to_date'],
    }
  }
  return { from: c.req.query('dateFrom'), to: c.req.query('dateTo'), names: ['dateFrom', 'dateTo'] }
}

/** Public payin/create: redirect_url → callback_url, webhook_url/description/expires_at → metadata. */
export function payinCreateInput(c: Context<AppEnv>, body: Body): Body {
  if (c.get('surface') !== 'api_key') return body
  const metadata = isObject(body.metadata) ? body.metadata : {}
  return {
    ...body,
    callback_url: body.redirect_url ?? body.callback_url,
    metadata: {
      ...metadata,
      webhook_url: body.webhook_url ?? metadata.webhook_url,
      description: body.description ?? metadata.description,
      expires_at: body.expires_at ?? metadata.expires_at,
    },
  }
}

/**
 * Public payout/initiate: transfer_type 'upi' (upi_id) or 'bank' (account_number + ifsc_code),
 * purpose → remarks. Returns the portal's field names plus which rule set applies.
 */
export function payoutInput(
  c: Context<AppEnv>,
  body: Body,
): { kind: 'bank' | 'upi' | 'invalid'; body: Body } {
  if (c.get('surface') !== 'api_key') return { kind: 'bank', body }
  const common = { ...body, remarks: body.purpose ?? body.remarks }
  if (body.transfer_type === 'upi') {
    return { kind: 'upi', body: { ...common, mode: 'UPI', beneficiary_vpa: body.upi_id } }
  }
  if (body.transfer_type === 'bank') {
    return {
      kind: 'bank',
      body: {
        ...common,
        mode: body.mode ?? 'IMPS',
        beneficiary_account: body.account_number,
        beneficiary_ifsc: body.ifsc_code,
      },
    }
  }
  return { kind: 'invalid', body }
}

/** payin/list: the portal reads data[]; the public API reads data.transactions and data.total. */
export function payinListData(c: Context<AppEnv>, rows: unknown[], total: number): unknown {
  return c.get('surface') === 'api_key' ? { transactions: rows, total } : rows
}
