import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { CataloguePart } from 'virtual:catalogue-parts'
import { routeTree } from './routeTree.gen'
import type { Action } from './lib/session/permissions'
import { getDeviceState } from './lib/session/device-store'
import { getSession } from './lib/session/session-store'
import { FullScreenSpinner } from './components/spinner'
import { RouteErrorFallback } from './components/route-error-fallback'

/** How long a screen may take to load before the router shows its (announced) loading screen. */
export const PENDING_MS = 150

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, auth: { getSession, getDeviceState } },
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router never needs its own cache.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: PENDING_MS,
    // Once shown, the spinner stays 200 ms so it never flashes; the library's 500 ms held a
    // screen whose data had already arrived for up to half a second on slow connections.
    defaultPendingMinMs: 200,
    defaultPendingComponent: FullScreenSpinner,
    defaultErrorComponent: RouteErrorFallback,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * The parts of a catalogue a signed-in screen shows beyond the layout's 'counter' part
     * (decision 062): routes/_authed.tsx asks for them before the screen renders.
     */
    texts?: readonly CataloguePart[]
    /**
     * The one action a screen needs (lib/session/permissions.ts): opened by a person whose role
     * lacks it, the signed-in layout says so instead of drawing it (routes/_authed.tsx).
     */
    action?: Action
  }
}
