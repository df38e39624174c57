import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import { confirmStepUp } from '../../lib/session/step-up'
import { toast } from '../../lib/toast/toast'
import {
  changeRole,
  deactivatePerson,
  fetchTeam,
  invitePerson,
  isStepUpRequired,
  resendInvite,
  setPersonOutlets,
} from './api'
import * as m from './messages'

export const teamKeys = { all: ['team'] as const, list: () => ['team', 'list'] as const }

/** The team, read afresh whenever the screen opens (an invitation may have been accepted). */
export function teamQueryOptions() {
  return queryOptions({ queryKey: teamKeys.list(), queryFn: fetchTeam, staleTime: 0 })
}

/**
 * A guarded change: when the gateway asks the person to confirm it is them (403
 * step_up_required), the step-up dialog (lib/session/step-up.ts) asks, and the change is sent
 * once more after a yes. A no leaves the refusal to the caller, with the gateway's words.
 */
export async function withStepUp<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (isStepUpRequired(error) && (await confirmStepUp())) return send()
    throw error
  }
}

function useTeamChange<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}

export function useInvitePerson() {
  return useTeamChange(invitePerson)
}

export function useChangeRole() {
  return useTeamChange((input: { id: string; role: string }) => withStepUp(() => changeRole(input)))
}

export function useSetPersonOutlets() {
  return useTeamChange((input: { id: string; outletIds: string[] }) =>
    withStepUp(() => setPersonOutlets(input)),
  )
}

export function useDeactivatePerson() {
  return useTeamChange(deactivatePerson)
}

/** 'Resend invite' from a row: its outcome is a toast. */
export function useResendInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => resendInvite(id),
    onSuccess: (_, { email }) => toast.success(t(m.resent, { email })),
    onError: (error) => toast.error(errorMessage(error, t(m.resendFailed))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
