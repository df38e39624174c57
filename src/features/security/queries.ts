import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import { getSession, setSession } from '../../lib/session/session-store'
import { toast } from '../../lib/toast/toast'
import {
  changePassword,
  disableTwoStep,
  fetchAllSessions,
  fetchSecurity,
  savePolicy,
  signOutOtherSessions,
  signOutSession,
  type PasswordChange,
  type TwoStepPolicy,
} from './api'
import * as m from './messages'

export const securityKeys = {
  all: ['security'] as const,
  overview: () => [...securityKeys.all, 'overview'] as const,
  everyone: () => [...securityKeys.all, 'everyone'] as const,
}

export function securityQueryOptions() {
  return queryOptions({
    queryKey: securityKeys.overview(),
    queryFn: fetchSecurity,
    // Sessions and addresses are not kept in the offline cache.
    meta: { persist: false },
  })
}

export function allSessionsQueryOptions() {
  return queryOptions({
    queryKey: securityKeys.everyone(),
    queryFn: fetchAllSessions,
    meta: { persist: false },
  })
}

/** A change on this screen: a toast of its own, and the screen read again. */
function useSecurityChange<Input>(call: (input: Input) => Promise<unknown>, done: { id: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(t(done))
      return queryClient.invalidateQueries({ queryKey: securityKeys.all })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.actionFailed))),
  })
}

/**
 * The session's person says whether they have 2-step (the step-up dialog asks for a code or
 * the password by it): kept true to what was just turned on or off.
 */
export function keepTwoStep(on: boolean): void {
  const session = getSession()
  if (session?.user) setSession(session.token, session.merchant, { ...session.user, two_step: on })
}

export const useDisableTwoStep = () =>
  useSecurityChange(async (code: string) => {
    await disableTwoStep(code)
    keepTwoStep(false)
  }, m.turnedOff)
export const useSignOutSession = () => useSecurityChange(signOutSession, m.sessionEnded)
export const useSignOutOthers = () => useSecurityChange(() => signOutOtherSessions(), m.othersEnded)
export const useSavePolicy = () =>
  useSecurityChange((policy: TwoStepPolicy) => savePolicy(policy), m.policySaved)
export const useChangePassword = () =>
  useSecurityChange((change: PasswordChange) => changePassword(change), m.passwordChanged)
