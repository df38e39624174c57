/**
 * Issue 16: the router resolves the first screen before React's first render, so that render (a
 * time-sliced transition) builds all of it. Resolved after mounting, the screen arrived as a
 * router store update, which React renders synchronously in one long task.
 */
import { describe, expect, it } from 'vitest'

describe('prepareApp', () => {
  it('resolves the first screen before anything is rendered', async () => {
    window.history.replaceState(null, '', '/login')
    const { firstScreenLoaded, prepareApp } = await import('../../src/app')
    await prepareApp()
    // Nothing was rendered: the screen was resolved by prepareApp itself.
    const settled = await Promise.race([
      firstScreenLoaded().then(() => 'resolved'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500)),
    ])
    expect(settled).toBe('resolved')
    expect(document.body.textContent ?? '').toBe('')
  })
})
