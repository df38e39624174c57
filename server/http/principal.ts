import type { DeviceRow } from '../domain/counters/counter-devices'

/* Who is asking, and what a route may need (decision 047): below both auth.ts and deps.ts. */

export type Scope =
  /** Profile, webhooks, API keys, KYC, and the counters, staff and shifts the owner manages. */
  | 'account'
  /** The public API's reads and money movements: payin lists, payouts, wallet, reports. */
  | 'payments'
  /** Create, read and cancel payins (a device: only its own counter's). */
  | 'sell'
  /** The counter's own calls (/counter/*): its session, cashier and shift. */
  | 'counter'
  /** The live event stream (GET /merchant/events). */
  | 'events'
  /** POST /merchant/auth/logout. */
  | 'sign-out'

export type Principal =
  | { kind: 'owner'; merchantId: number; token: string }
  | { kind: 'api_key'; merchantId: number }
  | { kind: 'device'; merchantId: number; token: string; device: DeviceRow }
