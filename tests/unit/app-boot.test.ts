/**
 * Decision 041: the router resolves the first screen before React's first render, so
 * that render (a time-sliced transition) builds all of it. Resolved after mounting, the screen
 * arrived as a router store update, which React renders synchronously in one long task.
 */
import { describe, expect, it } from 'vitest'

describe('prepareApp', () => {
  it('resolves the first screen before anything is rendered', async () => {
    window.history.replaceState(null, '', '/login')
    const { prepareApp } = await import('../../src/app')
    const { router, firstScreen } = await prepareApp()
    // Nothing has been rendered (no root exists): only prepareApp can have resolved the screen.
    const settled = await Promise.race([
      firstScreen.then(() => 'resolved'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ])
    expect(settled).toBe('resolved')
    // The router main.tsx hands to App is the one that resolved it.
    expect(router.state.resolvedLocation?.pathname).toBe('/login')
    expect(document.body.textContent ?? '').toBe('')
    // The first import of the app transforms its whole route tree: 8-9 s alone on a loaded
    // 2-core machine. What is tested is the order, not the speed.
  }, 30_000)
})
