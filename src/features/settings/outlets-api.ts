import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { COUNTERS_KEY } from '../../lib/query/shared-query-keys'
import { OUTLETS_KEY, outletSchema, type Outlet } from '../../lib/outlets/outlet-api'

/** What Settings → Outlets sends (docs/api-contract.md "Outlets"): empty texts are left out. */
export type OutletInput = {
  name: string
  address?: string
  city?: string
  state_code?: string
  gstin?: string
}

const answerSchema = z.object({ data: z.object({ outlet: outletSchema }) })
const path = (id: string) => `/merchant/outlets/${encodeURIComponent(id)}`

async function send(url: string, method: 'POST' | 'PUT', body: object): Promise<Outlet> {
  return answerSchema.parse(await apiRequest(url, { method, body })).data.outlet
}

export const createOutlet = (input: OutletInput) => send('/merchant/outlets', 'POST', input)
export const updateOutlet = ({ id, ...input }: OutletInput & { id: string }) =>
  send(path(id), 'PUT', input)
export const archiveOutlet = (id: string) => send(`${path(id)}/archive`, 'POST', {})
export const restoreOutlet = (id: string) => send(`${path(id)}/restore`, 'POST', {})

/**
 * A change to an outlet refreshes every outlet query, and the counters: archiving unpairs their
 * devices, and their lists show the outlet's name.
 */
export function useOutletChange<TInput>(mutationFn: (input: TInput) => Promise<Outlet>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OUTLETS_KEY }),
        queryClient.invalidateQueries({ queryKey: COUNTERS_KEY }),
      ])
    },
  })
}
