import type { DeviceRow } from '../domain/counters/counter-devices'
import type { Role } from '../domain/team/users'

/* Who is asking, and what a route may need (decisions 047, 072): below both auth.ts and deps.ts. */

/**
 * What an API key or a counter device may reach (decision 047). A person is judged by role
 * instead (permissions.ts); each action names the scope a key or device would need for it.
 */
export type Scope =
  /** Profile, webhooks, API keys, KYC, team, and the counters, staff and shifts of the business. */
  | 'account'
  /** The public API's reads and money movements: payin lists, payouts, wallet, reports. */
  | 'payments'
  /** Create, read and cancel payins (a device: only its own counter's). */
  | 'sell'
  /** The counter's own calls (/counter/*): its cashier and shift. */
  | 'counter'
  /** A counter's announcements (decision 078): its session and today's payments (a Speaker's all). */
  | 'listen'
  /** The live event stream (GET /merchant/events). */
  | 'events'
  /** POST /merchant/auth/logout. */
  | 'sign-out'

/** A limited person's outlets: outlets.id and the outlets' public ids, in the same order. */
export type PersonOutlets = { ids: number[]; outletIds: string[] }

export type Principal =
  /** A signed-in person of the business (a portal session), judged by role. */
  | {
      kind: 'person'
      merchantId: number
      token: string
      userId: number
      role: Role
      name: string
      /**
       * The outlets this person is limited to (decision 080; rows of user_outlets), read with
       * the session on every call, so a change applies on their next one; null: every outlet.
       */
      outlets: PersonOutlets | null
    }
  | { kind: 'api_key'; merchantId: number }
  | { kind: 'device'; merchantId: number; token: string; device: DeviceRow }
