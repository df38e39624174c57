import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ToastLayer } from './components/toast-layer'
import { setUnauthorizedHandler } from './lib/http/api-client'
import { onSignOutElsewhere } from './lib/session/cross-tab'
import { getDevice, restoreDevice } from './lib/session/device-store'
import { startI18n } from './lib/i18n/i18n'
import { followLanguageOwner, languageOwner } from './lib/i18n/language-owner'
import { qrOnScreen, type QrOnScreen } from './lib/payment-watch/qr-on-screen'
import { followFirstScreen } from './lib/pwa/first-screen-cookie'
import { yieldToMain } from './lib/pwa/main-thread'
import { createQueryClient } from './lib/query/query-client'
import {
  getSession,
  merchantStorageId,
  restoreSession,
  subscribeSession,
} from './lib/session/session-store'
import { createAppRouter, PENDING_MS, type AppRouter } from './router'
import { wipeMerchantData } from './features/auth/sign-out'

const queryClient = createQueryClient()
/** The gateway's words when the signed-in person was deactivated (docs/api-contract.md). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the gateway's words, compared as sent
const ACCESS_REMOVED = 'Your access to this business was removed'
/**
 * The persisted cache's code (TanStack's persister and idb-keyval, ~2 KB gzip) loads only with a
 * session: /login does without it (docs/decisions/056). A failed load leaves the cache in memory.
 */
function persist(session: NonNullable<ReturnType<typeof getSession>>): Promise<void> {
  return import('./lib/query/query-persistence')
    .then(({ startPersistence }) => startPersistence(queryClient, merchantStorageId(session)))
    .catch(() => undefined)
}

/**
 * What main.tsx renders once prepareApp is done. The router is made there, in a task of its own
 * (decision 032), and handed over rather than kept in a module variable: nothing can reach it
 * before it exists.
 */
export type PreparedApp = { router: AppRouter; firstScreen: Promise<void> }

/**
 * Runs before the first render (the boot splash covers it): restore the session (product.md §4), then
 * the merchant's persisted query cache, so the router's loaders find cached data even offline.
 *
 * Decision 032: the boot script's evaluation was the page's longest task on a phone (the libraries'
 * own set-up, then the router's route tree, then this). It now yields between those steps, so
 * each is a task of its own and input is handled in between.
 *
 * `firstScreen` resolves once the router has resolved the screen being opened (its code and
 * data), which may be after prepareApp returns (see resolveFirstScreen).
 */
export async function prepareApp(): Promise<PreparedApp> {
  const session = restoreSession()
  // A paired counter holds its own credential instead (decision 049); nothing is cached for it.
  restoreDevice()
  // The device's language: English at once; another language's catalogue downloads beside the
  // screen's code and is in place before the first render (docs/decisions/056).
  const language = startI18n(languageOwner())
  await yieldToMain()
  const router = createAppRouter(queryClient)
  if (session) {
    // IndexedDB opens in the background while the screen's code is requested, one task later.
    const restored = persist(session)
    await yieldToMain()
    preloadScreenCode(router)
    await restored
  } else if (getDevice()) {
    preloadScreenCode(router)
  }

  // A sign-in starts persisting that merchant's cache; sign-out stops it in wipeMerchantData.
  subscribeSession(() => {
    const current = getSession()
    if (current) void persist(current)
  })

  // Pairing this device, or ending its pairing, changes whose language choice it shows.
  followLanguageOwner()
  // What the next cold start's page announces with it (decision 071).
  followFirstScreen()

  // A session that ends under a payment QR says so on /login (decision 049), and comes back to
  // the screen it left: the counter's open sale is kept on the device for that.
  // Both read before the wipe: the screen (and its QR) are gone once it starts.
  const loginSearch = () => {
    const ended: QrOnScreen | null = qrOnScreen()
    const from = router.state.location.pathname
    return ended && from !== '/login' ? { ended, redirect: from } : {}
  }

  setUnauthorizedHandler((message) => {
    // The business deactivated this person: /login says so (and there is no screen to return to).
    const search = message === ACCESS_REMOVED ? { ended: 'removed' as const } : loginSearch()
    void wipeMerchantData(queryClient, { keepCounterSale: true }).then(() =>
      router.navigate({ to: '/login', search }),
    )
  })

  onSignOutElsewhere(() => {
    const search = loginSearch()
    void wipeMerchantData(queryClient, { broadcast: false }).then(() =>
      router.navigate({ to: '/login', search }),
    )
  })

  const firstScreen = new Promise<void>((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop()
      resolve()
    })
  })
  await Promise.all([resolveFirstScreen(router), language])
  return { router, firstScreen }
}

/**
 * The router resolves the screen being opened (its code, its loader) before React's first
 * render, so that render, a time-sliced transition (main.tsx), builds all of it. Resolved after
 * mounting, the screen arrived as a router store update, which React renders synchronously: the
 * counter's one 60-70 ms task on this machine, ~250 ms on a 4× slower phone CPU (decision
 * 041). Once mounted, the router sees the location already resolved and does not load
 * it again.
 *
 * Waits no longer than the router would before showing its loading screen (PENDING_MS). A slower
 * load keeps running: the router has offered its loading screen by then (to nobody yet, nothing
 * is mounted), React draws it on mount, announced, and commits the screen when it arrives, as
 * before. So a slow start looks exactly as it did and a fast one skips the long task.
 */
async function resolveFirstScreen(router: AppRouter): Promise<void> {
  let timer: number | undefined
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => (timer = window.setTimeout(resolve, PENDING_MS))),
  ])
  window.clearTimeout(timer)
}

/**
 * Starts fetching the code of the screen being opened (its layout's and its own chunks) while the
 * merchant's cache is read from IndexedDB, instead of after the first render: on a phone's network
 * that takes a round trip and the chunks' download off the first screen's path (decision 032). Only
 * with a session: without one the protected screens redirect to /login and their code is not
 * needed.
 */
function preloadScreenCode(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
}

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Above any open modal (components/toast-layer.tsx). */}
      <ToastLayer
        position="top-right"
        offset={{ top: 72 }}
        duration={3000}
        visibleToasts={20}
        richColors
        closeButton
      />
    </QueryClientProvider>
  )
}
