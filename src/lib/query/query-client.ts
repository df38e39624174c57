import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../http/api-client'

export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // gcTime ≥ the persister's maxAge, or restored data would be collected before use.
        gcTime: CACHE_MAX_AGE_MS,
        // A client error will not fix itself by asking again; network trouble might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
      // 'always': an offline mutation fails at once (the API client refuses it with a clear
      // message) instead of being paused and silently replayed when the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
