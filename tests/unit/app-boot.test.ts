/**
 * Decision 041: the router resolves the first screen before React's first render, so
 * that render (a time-sliced transition) builds all of it. Resolved after mounting, the screen
 * arrived as a router store update, which React renders synchronously in one long task.
 */
import { describe, expect, it, vi } from 'vitest'

// The route tree of a first visit to /login: the real root and /login routes, without the other
// screens. Vitest does not split the code as the build does, so the whole tree would make the
// app's first import transform every screen's code (8-9 s alone on a loaded 2-core machine)
// for routes this test never opens.
vi.mock('../../src/routeTree.gen.ts', async () => {
  const { Route: root } = await import('../../src/routes/__root')
  const { Route: login } = await import('../../src/routes/login')
  const options = { id: '/login', path: '/login', getParentRoute: () => root }
  return { routeTree: root.addChildren([login.update(options as never)]) }
})

describe('prepareApp', () => {
  it('resolves the first screen before anything is rendered', async () => {
    window.history.replaceState(null, '', '/login')
    const { prepareApp } = await import('../../src/app')
    const { router, firstScreen } = await prepareApp()
    // Nothing is ever rendered here (no root exists): only prepareApp can resolve the screen.
    // Waited for as such: how long it takes on a loaded machine is not what is tested.
    await firstScreen
    // The router main.tsx hands to App is the one that resolved it.
    expect(router.state.resolvedLocation?.pathname).toBe('/login')
    expect(router.state.matches.map((match) => match.routeId)).toEqual(['__root__', '/login'])
    expect(document.body.textContent ?? '').toBe('')
  })
})
