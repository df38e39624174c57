import { act } from '@testing-library/react'

/**
 * One macrotask inside act(): what React committed has run its effects, promise chains already
 * under way have settled, and TanStack Query has passed on its batched notifications (it batches
 * them with a zero timeout). Not a wait for time to pass; tests that need time use a fake clock.
 */
export function flushEffects(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}
