/**
 * Rendering with TanStack Query for unit tests.
 *
 *   const { client } = renderWithQuery(<WalletPage />)
 *   renderWithQuery(<RouterProvider router={router} />, { client: someClient })
 *   renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
 *
 * createTestQueryClient(config?): a QueryClient whose queries do not retry (a failed request
 *   shows at once instead of after the library's three delayed retries); `config` is merged in,
 *   its `defaultOptions.queries` over that default. A query's own `retry` still wins.
 * renderWithQuery(ui, options?): Testing Library's render of `ui` inside a QueryClientProvider;
 *   options.client (default: a new createTestQueryClient()), the rest are render's options.
 *   Returns render's result plus `client`.
 * queryWrapper(client?): the same provider as a `wrapper` for renderHook.
 */
import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query'
import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

export function createTestQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: false, ...config.defaultOptions?.queries },
    },
  })
}

export type RenderWithQueryOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  client?: QueryClient
}

export function renderWithQuery(
  ui: ReactElement,
  { client = createTestQueryClient(), ...options }: RenderWithQueryOptions = {},
): RenderResult & { client: QueryClient } {
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, options)
  return { ...view, client }
}

export function queryWrapper(client: QueryClient = createTestQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>
  }
}
