import type { Context } from 'hono'
import type { AppEnv, Deps } from '../deps'
import {
  recordActivity,
  type Actor,
  type ActivityEntry,
  type Target,
} from '../domain/activity/record-activity'
import { counterByRowId } from '../domain/counters/counters'
import { deviceLabel } from '../domain/counters/device-label'
import { clientAddress } from './client-address'

/*
 * Who did it and from where, for the activity log (decision 074), read off the request: the
 * signed-in person, the API key, or the counter device (named by its counter), with the
 * caller's address (as the throttles count it) and its browser and system.
 */

export type Origin = Pick<ActivityEntry, 'merchantId' | 'actor' | 'address' | 'device'>

/** What a change says of itself; the origin fills in the rest. */
export type Change = Omit<ActivityEntry, 'merchantId' | 'actor' | 'address' | 'device'>

export function requestActor(deps: Deps, c: Context<AppEnv>): Actor {
  const principal = c.get('principal')
  switch (principal.kind) {
    case 'person':
      return { kind: 'user', id: String(principal.userId), name: principal.name }
    case 'api_key':
      return { kind: 'api_key', id: null, name: 'API key' }
    case 'device':
      return {
        kind: 'device',
        id: principal.device.device_id,
        name: counterByRowId(deps.db, principal.device.counter_id).name,
      }
  }
}

/** Address and device of a request, for entries whose actor is not (yet) its principal. */
export function requestPlace(deps: Deps, c: Context<AppEnv>): Pick<Origin, 'address' | 'device'> {
  return {
    address: clientAddress(c, deps.trustProxy),
    device: deviceLabel(undefined, c.req.header('user-agent')),
  }
}

export function activityOrigin(deps: Deps, c: Context<AppEnv>): Origin {
  return { merchantId: c.get('merchantId'), actor: requestActor(deps, c), ...requestPlace(deps, c) }
}

/**
 * Runs a change and records it in one transaction: both commit or neither does. `describe` says
 * what happened from the change's result (null: nothing worth recording, e.g. a counter sale).
 */
export function withActivity<T>(
  deps: Deps,
  c: Context<AppEnv>,
  change: () => T,
  /** One entry, several (one change of two things: a role and outlets), or none. */
  describe: (result: T) => Change | readonly Change[] | null,
): T {
  return deps.db
    .transaction(() => {
      const result = change()
      const described = describe(result)
      const entries = described === null ? [] : Array.isArray(described) ? described : [described]
      // The origin is read only for what is recorded: a counter sale pays nothing for it.
      if (entries.length) {
        const origin = activityOrigin(deps, c)
        for (const entry of entries) recordActivity(deps.db, { ...origin, ...entry })
      }
      return result
    })
    .immediate()
}

/**
 * A sign-in, or a refused one, in the person's business's log. Called once a session is issued
 * (after the second step when there is one), and for a refused password or code of a person who
 * exists; never for an attempt the throttle refused.
 */
export function recordSignIn(
  deps: Deps,
  c: Context<AppEnv>,
  user: { id: number; merchant_id: number; name: string },
  action: 'sign_in' | 'sign_in.failed',
): void {
  recordActivity(deps.db, {
    merchantId: user.merchant_id,
    actor: { kind: 'user', id: String(user.id), name: user.name },
    action,
    ...requestPlace(deps, c),
  })
}

/** A person of a team as the target of the team's changes (kind 'user', labelled by name). */
export function personTarget(person: { id: number; name: string }): Target {
  return { kind: 'user', id: String(person.id), label: person.name }
}

/**
 * An entry whose actor is a person who is not (yet) the request's principal: the invitee who
 * accepts, the person who resets their password through a link. Call it inside the change's
 * transaction.
 */
export function recordAsPerson(
  deps: Deps,
  c: Context<AppEnv>,
  person: { id: number; merchant_id: number; name: string },
  change: Change,
): void {
  recordActivity(deps.db, {
    merchantId: person.merchant_id,
    actor: { kind: 'user', id: String(person.id), name: person.name },
    ...change,
    ...requestPlace(deps, c),
  })
}
