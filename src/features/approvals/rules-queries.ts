import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import { toast } from '../../lib/toast/toast'
import { fetchRules, saveRules, type RuleKind, type Tier } from './rules-api'
import * as m from './rules-messages'

const RULES_KEY = ['approvals', 'rules'] as const

export function rulesQueryOptions() {
  return queryOptions({ queryKey: RULES_KEY, queryFn: fetchRules, staleTime: 0 })
}

/** A guarded change: 'Confirm it's you' when the gateway asks, then sent once more. */
export function useSaveRules() {
  const queryClient = useQueryClient()
  return useMutation({
    // 'Confirm it's you' (lib/http/step-up.ts) loaded when first used, as the inbox does
    // (queries.ts): the route's preload list in the boot code stays short.
    mutationFn: async ({ kind, tiers }: { kind: RuleKind; tiers: Tier[] }) => {
      const { withStepUp } = await import('../../lib/http/step-up')
      return withStepUp(() => saveRules(kind, tiers))
    },
    onSuccess: (rules) => {
      queryClient.setQueryData(RULES_KEY, rules)
      toast.success(t(m.saved))
    },
    onError: (error) => toast.error(errorMessage(error, t(m.saveFailed))),
  })
}
