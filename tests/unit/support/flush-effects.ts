import type { QueryClient } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * One macrotask inside act(): what React committed has run its effects, promise chains already
 * under way have settled, and TanStack Query has passed on its batched notifications (it batches
 * them with a zero timeout). Not a wait for time to pass; tests that need time use a fake clock.
 */
export function flushEffects(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/** Every request of the client's queries and mutations has its answer, and React drew the result. */
export async function settleQueries(client: QueryClient): Promise<void> {
  await flushEffects()
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0))
  await flushEffects()
}
