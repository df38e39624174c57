/*
 * The Speaker's calls to the gateway, with the device's own credential (lib/session/device-store.ts):
 * GET /counter/payments and the event stream. Its own few lines, not lib/http/api-client.ts: that
 * one brings the owner's session, its refresh and their schemas, which the Speaker's page (120 KB
 * budget, decision 079) has no use for. Answers are checked by hand for the same reason (as the
 * device store's are), and anything else is dropped, never thrown into a render.
 */
import { fromRupees, type Paise } from '../../lib/money/paise'

export const API_BASE: string = import.meta.env.VITE_API_BASE_URL || '/api/v1'

export type SpeakerPayment = {
  transactionId: string
  amount: Paise
  channel: string
  payer: string | null
  paidAt: string
}

export type SpeakerDay = {
  total: Paise
  count: number
  shift: { number: number; total: Paise } | null
  /** Newest first, as the gateway sends them. */
  payments: SpeakerPayment[]
}

/** The gateway refused the device's credential (401): its words, to show. */
export class RefusedError extends Error {}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null
const rupees = (value: unknown): Paise | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? fromRupees(value) : null

/** One payment of the list or of the stream; null for anything that is not one. */
export function toPayment(value: unknown): SpeakerPayment | null {
  const v = record(value)
  const transactionId = text(v?.transaction_id)
  const amount = rupees(v?.amount)
  if (!v || !transactionId || amount === null) return null
  return {
    transactionId,
    amount,
    channel: text(v.channel) ?? 'counter',
    payer: text(v.customer_name) ?? text(v.payer_vpa),
    paidAt: text(v.paid_at) ?? text(v.updated_at) ?? new Date().toISOString(),
  }
}

/** GET /counter/payments's `data`, or null when it is not the shape api-contract.md names. */
export function toDay(value: unknown): SpeakerDay | null {
  const v = record(value)
  const total = rupees(v?.total_amount)
  if (!v || total === null || !Array.isArray(v.rows)) return null
  const shift = record(v.shift)
  const shiftTotal = rupees(shift?.total_amount)
  return {
    total,
    count: typeof v.count === 'number' ? v.count : v.rows.length,
    shift:
      shift && shiftTotal !== null
        ? { number: typeof shift.number === 'number' ? shift.number : 0, total: shiftTotal }
        : null,
    payments: v.rows.flatMap((row) => {
      const payment = toPayment(row)
      return payment && record(row)?.status === 'success' ? [payment] : []
    }),
  }
}

function refusal(body: unknown): string {
  const v = record(body)
  const error = v?.error
  return text(typeof error === 'string' ? error : record(error)?.message) ?? text(v?.message) ?? ''
}

/** A call with the device's credential; a refusal of the credential throws RefusedError. */
export async function deviceFetch(
  path: string,
  token: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${token}`)
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers })
  // 401 only: the credential itself was refused (revoked, replaced, expired). A 403 is a call this
  // device may not make, an error of this code, retried like any other.
  if (response.status === 401) {
    throw new RefusedError(refusal(await response.json().catch(() => null)))
  }
  return response
}

/** Today's payments of this counter (GET /counter/payments). */
export async function fetchDay(token: string, signal?: AbortSignal): Promise<SpeakerDay> {
  const response = await deviceFetch('/counter/payments', token, { signal })
  const body = record(await response.json().catch(() => null))
  const day = response.ok ? toDay(body?.data) : null
  if (!day) throw new Error(`GET /counter/payments answered ${response.status}`)
  return day
}
