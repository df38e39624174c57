import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest, http } from '../http/api-client'
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

/**
 * Open ones first, as the gateway orders them; null for a gateway without outlets. Its 404 is
 * read here as an answer, not as a refusal through apiRequest, which would load the gateway's
 * error texts (decision 062) on every dashboard of such a gateway; any other failure is asked
 * again through apiRequest, for its one error path (401, offline, the gateway's words).
 */
export async function fetchOutlets(): Promise<Outlet[] | null> {
  let body: unknown
  try {
    const response = await http.raw('/merchant/outlets', { ignoreResponseError: true })
    if (response.status === 404 || response.status === 405) return null
    body = response.ok ? response._data : await apiRequest('/merchant/outlets')
  } catch {
    body = await apiRequest('/merchant/outlets')
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
