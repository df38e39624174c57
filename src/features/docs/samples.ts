import { API_BASE_URL } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import * as m from './messages'
import { WEBHOOK_PAYLOAD, WEBHOOK_VERIFY_JS, webhookCurl } from './webhook-samples'

/**
 * The API documentation's code samples, built from the configured gateway address, and its prose
 * in the portal's language (./messages.ts): call docSections when rendering. Everything
 * here is static text shipped in the bundle, so the page works offline. The samples follow
 * docs/api-contract.md (what the sandbox implements): pasted into a terminal with real
 * credentials they run against `npm start`.
 */

export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY'
export const API_SECRET_PLACEHOLDER = 'YOUR_API_SECRET'

/** product.md §2/§9: where the full documentation and support live; overridable at build time. */
export const FULL_DOCS_URL: string =
  import.meta.env.VITE_API_DOCS_URL || 'https://docs.merchant-portal.example/api'
export const SUPPORT_EMAIL: string =
  import.meta.env.VITE_SUPPORT_EMAIL || 'support@merchant-portal.example'

/**
 * The public API's base URL: the configured API origin + /api/v1. A relative base (the default,
 * same origin) is resolved against the page's own origin.
 */
export function publicBaseUrl(
  configured: string = API_BASE_URL,
  origin: string = globalThis.location?.origin ?? 'http://127.0.0.1:8080',
): string {
  return new URL(configured, `${origin}/`).href.replace(/\/+$/, '')
}

export type CodeSample = { curl: string; javascript: string }

export type DocSection = {
  id: string
  title: string
  method?: 'GET' | 'POST'
  path?: string
  description: string
  /** Short points under the description. */
  notes?: string[]
  sample: CodeSample
  /** An example JSON response or payload, shown under the samples. */
  example?: string
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** `-d '…'` for a shell: JSON has no single quotes here, so single-quoting is safe. */
function curlCall(base: string, method: 'GET' | 'POST', path: string, body?: unknown): string {
  const lines = [
    `curl -X ${method} "${base}${path}"`,
    `  -H "X-API-Key: ${API_KEY_PLACEHOLDER}"`,
    `  -H "X-API-Secret: ${API_SECRET_PLACEHOLDER}"`,
  ]
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${json(body)}'`)
  }
  return lines.join(' \\\n')
}

function jsCall(base: string, method: 'GET' | 'POST', path: string, body?: unknown): string {
  const options = [
    `  method: '${method}',`,
    '  headers: {',
    `    'X-API-Key': process.env.API_KEY ?? '${API_KEY_PLACEHOLDER}',`,
    `    'X-API-Secret': process.env.API_SECRET ?? '${API_SECRET_PLACEHOLDER}',`,
    ...(body !== undefined ? [`    'Content-Type': 'application/json',`] : []),
    '  },',
    ...(body !== undefined
      ? [`  body: JSON.stringify(${json(body).replace(/\n/g, '\n  ')}),`]
      : []),
  ]
  return [
    '// Node.js 18+ (built-in fetch), run as an ES module (.mjs). Keep the secret on your server.',
    `const response = await fetch('${base}${path}', {`,
    ...options,
    '})',
    'const result = await response.json()',
    "if (!result.success) throw new Error(result.error?.message ?? 'Request failed')",
    'console.log(result.data)',
  ].join('\n')
}

export const PAYIN_EXAMPLE = {
  order_id: 'ORD1001',
  amount: 499,
  customer_name: 'Asha Verma',
  customer_email: 'asha@example.com',
  customer_phone: '9876543210',
  redirect_url: 'https://shop.example.com/orders/ORD1001',
}

/** The public API's payout shape (product.md §7): transfer_type bank (or upi with upi_id). */
export const PAYOUT_EXAMPLE = {
  reference_id: 'PAYOUT-1001',
  amount: 1500,
  transfer_type: 'bank',
  mode: 'IMPS',
  account_number: '123456789012',
  ifsc_code: 'HDFC0001234',
  beneficiary_name: 'Ravi Kumar',
  beneficiary_email: 'ravi@example.com',
  beneficiary_phone: '9876501234',
  purpose: 'Vendor settlement',
}

/** The sandbox's penny-drop check (docs/api-contract.md "Checks before a payout"). */
export const ACCOUNT_CHECK_EXAMPLE = {
  account_number: '123456789012',
  ifsc: 'HDFC0001234',
  beneficiary_name: 'Ravi Kumar',
}

const SAMPLE_TRANSACTION_ID = 'TXN5GQ2H8W3ZK7MN4PRB'

/** A partial refund of the sample payin (docs/api-contract.md § Refunds). */
export const REFUND_EXAMPLE = {
  transaction_id: SAMPLE_TRANSACTION_ID,
  amount: 199,
  reference_id: 'ORD1001-RETURN-1',
  reason: 'Item returned',
}

/** The sample payin's UPI intent, built as the gateway builds it (docs/api-contract.md). */
export const SAMPLE_UPI_INTENT = `upi://pay?${[
  ['pa', 'yourshop@upi'],
  ['pn', 'Your Shop'],
  ['am', '499.00'],
  ['cu', 'INR'],
  ['tr', SAMPLE_TRANSACTION_ID],
  ['tn', `Order ${PAYIN_EXAMPLE.order_id}`],
]
  .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
  .join('&')}`

export function docSections(base: string): DocSection[] {
  return [
    {
      id: 'payin',
      title: t(m.payinTitle),
      method: 'POST',
      path: '/payin/create',
      description: t(m.payinDescription),
      notes: [t(m.payinUpiIntent), t(m.payinCounter), t(m.payinLate), t(m.payinUsd)],
      sample: {
        curl: curlCall(base, 'POST', '/payin/create', PAYIN_EXAMPLE),
        javascript: jsCall(base, 'POST', '/payin/create', PAYIN_EXAMPLE),
      },
      example: json({
        success: true,
        data: {
          transaction_id: SAMPLE_TRANSACTION_ID,
          order_id: 'ORD1001',
          amount: 499,
          currency: 'INR',
          amount_inr: 499,
          fx_rate: 1,
          status: 'pending',
          payment_url: `${new URL(base).origin}/sandbox/pay/${SAMPLE_TRANSACTION_ID}`,
          expires_at: '2026-11-23T08:18:00.000Z',
          created_at: '2026-11-23T08:15:00.000Z',
          upi_intent: SAMPLE_UPI_INTENT,
          channel: 'link',
        },
      }),
    },
    {
      id: 'payout',
      title: t(m.payoutTitle),
      method: 'POST',
      path: '/payout/initiate',
      description: t(m.payoutDescription),
      sample: {
        curl: curlCall(base, 'POST', '/payout/initiate', PAYOUT_EXAMPLE),
        javascript: jsCall(base, 'POST', '/payout/initiate', PAYOUT_EXAMPLE),
      },
      example: json({
        success: true,
        data: {
          payout_id: 'POUT8K2MQ7ZC4D9XH3TA',
          reference_id: 'PAYOUT-1001',
          amount: 1500,
          fee: 9.5,
          net_amount: 1509.5,
          status: 'queued',
          approval_status: 'auto_approved',
          risk_flagged: false,
          warnings: [],
        },
      }),
    },
    {
      id: 'account',
      title: t(m.accountTitle),
      method: 'POST',
      path: '/payout/validate-account',
      description: t(m.accountDescription),
      notes: [t(m.accountIfsc), t(m.accountSandbox), t(m.accountQuote), t(m.accountSaved)],
      sample: {
        curl: curlCall(base, 'POST', '/payout/validate-account', ACCOUNT_CHECK_EXAMPLE),
        javascript: jsCall(base, 'POST', '/payout/validate-account', ACCOUNT_CHECK_EXAMPLE),
      },
      example: json({
        success: true,
        data: {
          account_number: '123456789012',
          ifsc: 'HDFC0001234',
          bank_name: 'HDFC Bank',
          account_exists: true,
          name_match: 'match',
        },
      }),
    },
    {
      id: 'refund',
      title: t(m.refundTitle),
      method: 'POST',
      path: '/payin/refund',
      description: t(m.refundDescription),
      notes: [
        t(m.refundBalance),
        t(m.refundStatus),
        t(m.refundCalls),
        t(m.refundErrors),
        t(m.refundAutomatic),
        t(m.refundEvents),
      ],
      sample: {
        curl: curlCall(base, 'POST', '/payin/refund', REFUND_EXAMPLE),
        javascript: jsCall(base, 'POST', '/payin/refund', REFUND_EXAMPLE),
      },
      example: json({
        success: true,
        data: {
          refund_id: 'RFD7K3Q9M2XZ8D4HC6TB',
          transaction_id: SAMPLE_TRANSACTION_ID,
          reference_id: 'ORD1001-RETURN-1',
          amount: 199,
          currency: 'INR',
          amount_inr: 199,
          status: 'pending',
          reason: 'Item returned',
          utr: null,
          failure_reason: null,
          automatic: false,
          created_at: '2026-11-23T09:00:00.000Z',
          updated_at: '2026-11-23T09:00:00.000Z',
        },
      }),
    },
    {
      id: 'webhook',
      title: t(m.webhookTitle),
      description: t(m.webhookDescription),
      notes: [t(m.webhookTiming), t(m.webhookLog), t(m.webhookPublic)],
      sample: { curl: webhookCurl(API_SECRET_PLACEHOLDER), javascript: WEBHOOK_VERIFY_JS },
      example: json(WEBHOOK_PAYLOAD),
    },
    {
      id: 'wallet',
      title: t(m.walletTitle),
      method: 'GET',
      path: '/wallet/balance',
      description: t(m.walletDescription),
      sample: {
        curl: curlCall(base, 'GET', '/wallet/balance'),
        javascript: jsCall(base, 'GET', '/wallet/balance'),
      },
      example: json({
        success: true,
        data: {
          available_balance: 25000,
          pending_balance: 1200,
          processing_balance: 1509.5,
          total_balance: 26200,
          currency: 'INR',
          updated_at: '2026-11-23T08:15:00.000Z',
          settlement_frequency: 'Daily',
          next_settlement_date: '2026-11-23T12:30:00.000Z',
        },
      }),
    },
  ]
}
