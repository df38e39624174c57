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
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { signedInUser } from '../http/permissions'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * The signed-in person and the team of a business (decision 072, docs/api-contract.md § People
 * and roles). Invitations are routes/invitations.ts.
 */

const ROLE_MESSAGE = `role must be one of: ${ROLES.join(', ')}`
const roleSchema = z.object({ role: z.enum(ROLES, { error: ROLE_MESSAGE }) })

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
      user: signedInUser(me),
    })
  })

  app.get('/merchant/team', authorize(deps, 'team.read'), (c) => {
    const merchantId = c.get('merchantId')
    const expiries = inviteExpiries(deps.db, merchantId)
    const people = listUsers(deps.db, merchantId).map((row) =>
      personView(row, expiries.get(row.id) ?? null),
    )
    return ok(c, { people })
  })

  app.patch('/merchant/team/:id', authorize(deps, 'team.manage'), async (c) => {
    const { role } = parseWith(roleSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    const { after } = changeRole(deps.db, merchantId, actor(c), personId(c), role)
    return ok(c, {
      person: personView(after, inviteExpiries(deps.db, merchantId).get(after.id) ?? null),
    })
  })

  app.post('/merchant/team/:id/deactivate', authorize(deps, 'team.manage'), (c) => {
    const merchantId = c.get('merchantId')
    const { after } = deactivateUser(deps.db, merchantId, actor(c), personId(c))
    // Their open pages hear it now, not at the next ping.
    deps.streams.closeUser(after.id)
    return ok(c, { person: personView(after, null) })
  })

  return app
}
