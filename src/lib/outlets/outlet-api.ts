import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../http/api-client'
import { count, optionalText } from '../http/api-schemas'

/*
 * A business's outlets (decision 080, docs/api-contract.md "Outlets"). Shared by every screen that
 * shows an outlet choice, column or filter, and by Settings → Outlets, which features cannot
 * import from each other. A gateway without outlets answers 404: then there are none to show.
 */

export const outletSchema = z.looseObject({
  outlet_id: z.string(),
  name: z.string(),
  address: z.catch(optionalText, null),
  city: z.catch(optionalText, null),
  state_code: z.catch(optionalText, null),
  state: z.catch(optionalText, null),
  gstin: z.catch(optionalText, null),
  archived_at: z.catch(optionalText, null),
  created_at: z.catch(optionalText, null),
  counters: z.catch(count, 0),
})
export type Outlet = z.infer<typeof outletSchema>

const listSchema = z.object({
  data: z.union([z.object({ outlets: z.array(outletSchema) }), z.array(outletSchema)]),
})

/** The root of every outlet query: a change to an outlet refreshes them all. */
export const OUTLETS_KEY = ['outlets'] as const

/** Open ones first, as the gateway orders them; null for a gateway without outlets. */
export async function fetchOutlets(): Promise<Outlet[] | null> {
  let body: unknown
  try {
    body = await apiRequest('/merchant/outlets')
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null
    throw error
  }
  const { data } = listSchema.parse(body)
  return Array.isArray(data) ? data : data.outlets
}

export function outletsQueryOptions() {
  return queryOptions({
    queryKey: [...OUTLETS_KEY, 'list'] as const,
    queryFn: fetchOutlets,
    staleTime: 60_000,
  })
}
