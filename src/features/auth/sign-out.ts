import type { QueryClient } from '@tanstack/react-query'
import { clearSession } from '../../lib/session-store'

/**
 * Everything of the merchant leaves the device: token, merchant record and the query cache.
 * Used by Sign Out and by any 401.
 */
export async function wipeMerchantData(queryClient: QueryClient): Promise<void> {
  clearSession()
  await queryClient.cancelQueries()
  queryClient.clear()
}
