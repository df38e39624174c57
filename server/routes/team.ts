import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { getMerchant, merchantView } from '../domain/merchants/merchants'
import {
  changeRole,
  deactivateUser,
  inviteExpiries,
  personView,
  type Actor,
} from '../domain/team/people'
import { getUserInMerchant, listUsers, ROLES, USER_NOT_FOUND } from '../domain/team/users'
import {
  sameOutlets,
  setUserOutlets,
  teamOutletRefs,
  userOutletRefs,
} from '../domain/team/user-outlets'
import { AppError } from '../errors'
import { personTarget, withActivity, type Change } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { signedInUser } from '../http/permissions'
import { ok } from '../http/respond'
import { outletIdsField } from '../http/schemas'
import { requireStepUp } from '../http/step-up'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * The signed-in person and the team of a business (decision 072, docs/api-contract.md § People
 * and roles). Invitations are routes/invitations.ts.
 */

const ROLE_MESSAGE = `role must be one of: ${ROLES.join(', ')}`
// A role, the outlets the person is limited to (decision 080; [] lifts the limit), or both.
const changeSchema = z
  .object({
    role: z.enum(ROLES, { error: ROLE_MESSAGE }).optional(),
    outlet_ids: outletIdsField.optional(),
  })
  .refine((body) => body.role !== undefined || body.outlet_ids !== undefined, ROLE_MESSAGE)

/** A person id from the path: digits only, else the same 404 as an unknown one. */
function personId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? ''
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(404, USER_NOT_FOUND)
  return Number(raw)
}

/** The person asking (these routes are portal-only: authorize() let only a person through). */
function actor(c: Context<AppEnv>): Actor {
  const principal = c.get('principal')
  if (principal.kind !== 'person') throw new AppError(403, 'This call needs a signed-in person')
  return { userId: principal.userId, role: principal.role }
}

export function teamRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/me', authorize(deps, 'profile.read'), (c) => {
    const merchantId = c.get('merchantId')
    const me = getUserInMerchant(deps.db, merchantId, actor(c).userId)
    return ok(c, {
      merchant: merchantView(getMerchant(deps.db, merchantId)),
      user: signedInUser(me, userOutletRefs(deps.db, me.id)),
    })
  })

  app.get('/merchant/team', authorize(deps, 'team.read'), (c) => {
    const merchantId = c.get('merchantId')
    const expiries = inviteExpiries(deps.db, merchantId)
    const outlets = teamOutletRefs(deps.db, merchantId)
    const people = listUsers(deps.db, merchantId).map((row) =>
      personView(row, expiries.get(row.id) ?? null, outlets.get(row.id) ?? []),
    )
    return ok(c, { people })
  })

  app.patch(
    '/merchant/team/:id',
    authorize(deps, 'team.manage'),
    requireStepUp(deps),
    async (c) => {
      const { role, outlet_ids } = parseWith(changeSchema, await readJsonObject(c))
      const merchantId = c.get('merchantId')
      const id = personId(c)
      const { before, after, outletsBefore, outletsAfter } = withActivity(
        deps,
        c,
        () =>
          deps.db.transaction(() => {
            const before = getUserInMerchant(deps.db, merchantId, id)
            const outletsBefore = userOutletRefs(deps.db, id)
            const changed =
              role === undefined ? null : changeRole(deps.db, merchantId, actor(c), id, role)
            const after = changed?.after ?? before
            if (outlet_ids !== undefined) {
              // Limiting someone is a change to them as a role change is: the same guards.
              if (role === undefined) changeRole(deps.db, merchantId, actor(c), id, before.role)
              setUserOutlets(deps.db, merchantId, after, outlet_ids)
            }
            return { before, after, outletsBefore, outletsAfter: userOutletRefs(deps.db, id) }
          })(),
        ({ before, after, outletsBefore, outletsAfter }) => {
          const entries: Change[] = []
          if (before.role !== after.role) {
            entries.push({
              action: 'team.role_changed',
              target: personTarget(after),
              before: { role: before.role },
              after: { role: after.role },
            })
          }
          if (!sameOutlets(outletsBefore, outletsAfter)) {
            entries.push({
              action: 'team.outlets_changed',
              target: personTarget(after),
              before: { outlets: outletsBefore.map((o) => o.name) },
              after: { outlets: outletsAfter.map((o) => o.name) },
            })
          }
          return entries
        },
      )
      // What they may see changed: their open pages reconnect and read with the new role or
      // outlets (decision 080).
      if (before.role !== after.role || !sameOutlets(outletsBefore, outletsAfter))
        deps.streams.closeUser(after.id)
      return ok(c, {
        person: personView(
          after,
          inviteExpiries(deps.db, merchantId).get(after.id) ?? null,
          outletsAfter,
        ),
      })
    },
  )

  app.post('/merchant/team/:id/deactivate', authorize(deps, 'team.manage'), (c) => {
    const merchantId = c.get('merchantId')
    const { after } = withActivity(
      deps,
      c,
      () => deactivateUser(deps.db, merchantId, actor(c), personId(c)),
      // Deactivating someone already deactivated changes nothing and records nothing.
      ({ before, after }) =>
        before.status === after.status
          ? null
          : {
              action: 'team.deactivated',
              target: personTarget(after),
              before: { status: before.status, role: before.role },
              after: { status: after.status },
            },
    )
    // Their open pages hear it now, not at the next ping.
    deps.streams.closeUser(after.id)
    return ok(c, { person: personView(after, null, userOutletRefs(deps.db, after.id)) })
  })

  return app
}
