import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../http/api-client'
import { envelope, idText } from '../http/api-schemas'
import {
  getSession,
  parseMerchant,
  setSession,
  updateStoredMerchant,
  type SessionUser,
} from './session-store'

const userSchema = z.looseObject({
  id: idText,
  name: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  role: z.string(),
  two_step: z.catch(z.boolean(), false),
  actions: z.array(z.string()),
  // Decision 080: the outlets a person is limited to; a gateway without outlets sends none.
  outlets: z.catch(
    z.optional(z.array(z.object({ outlet_id: z.string(), name: z.catch(z.string(), '') }))),
    undefined,
  ),
})

const meSchema = envelope(z.looseObject({ merchant: z.unknown(), user: userSchema }))

/** How often an open portal asks again, besides on focus: a role changed elsewhere shows soon. */
export const SESSION_REFRESH_MS = 60_000

const sameUser = (a: SessionUser | null, b: SessionUser) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b)

/**
 * GET /merchant/me: who is signed in and what they may do now, so a role changed by the owner
 * shows without signing out. The stored session follows it (only when it differs, so nothing
 * redraws every minute). A gateway without the call (404) keeps the session as the login left it.
 */
export async function refreshSessionUser(): Promise<SessionUser | null> {
  let body: unknown
  try {
    body = await apiRequest('/merchant/me')
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null
    throw error
  }
  const { merchant, user } = meSchema.parse(body).data
  const session = getSession()
  if (!session) return user
  if (!sameUser(session.user, user)) setSession(session.token, session.merchant, user)
  const record = parseMerchant(merchant)
  if (
    record &&
    JSON.stringify({ ...session.merchant, ...record }) !== JSON.stringify(session.merchant)
  )
    updateStoredMerchant(record)
  return user
}

export function sessionUserQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'me'] as const,
    queryFn: refreshSessionUser,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === null ? false : SESSION_REFRESH_MS),
    retry: false,
    // Who may do what is never taken from an old copy: the session keeps the last answer.
    meta: { persist: false },
  })
}

/** Keeps the signed-in person fresh while a signed-in screen is open. */
export function useSessionRefresh(enabled: boolean): void {
  useQuery({ ...sessionUserQueryOptions(), enabled })
}
