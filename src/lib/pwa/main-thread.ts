import { startTransition, useEffect, useState } from 'react'

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: what ran before (e.g. parsing a response) and what runs after (rendering it) are two
 * short tasks instead of one long one. `scheduler.yield` keeps the continuation ahead of other
 * queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * False on a screen's first render, true right after it has been committed, set in a transition:
 * what waits for it is rendered by React in slices of a few milliseconds between frames, not in
 * the first render's one task (decision 032: on a budget phone that task blocked input for ~0.5 s).
 * For content below what the screen shows first; appending it shifts nothing already drawn.
 */
export function useSecondPass(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    startTransition(() => setReady(true))
  }, [])
  return ready
}
