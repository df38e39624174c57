import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
// sonner's own CSS as a file: its runtime <style> injection is removed at build (strict CSP, ADR 020).
import 'sonner/dist/styles.css'
import './toast-contrast.css'
import { ToastLayer } from './components/toast-layer'
import { setUnauthorizedHandler } from './lib/api-client'
import { onSignOutElsewhere } from './lib/cross-tab'
import { createQueryClient } from './lib/query-client'
import { startPersistence } from './lib/query-persistence'
import {
  getSession,
  merchantStorageId,
  restoreSession,
  subscribeSession,
} from './lib/session-store'
import { createAppRouter } from './router'
import { wipeMerchantData } from './features/auth/sign-out'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

/**
 * Runs before the first render (the boot splash covers it): restore the session (product.md §4), then
 * the merchant's persisted query cache, so the router's loaders find cached data even offline.
 */
export async function prepareApp(): Promise<void> {
  const session = restoreSession()
  if (session) await startPersistence(queryClient, merchantStorageId(session))

  // A sign-in starts persisting that merchant's cache; sign-out stops it in wipeMerchantData.
  subscribeSession(() => {
    const current = getSession()
    if (current) void startPersistence(queryClient, merchantStorageId(current))
  })

  setUnauthorizedHandler(() => {
    void wipeMerchantData(queryClient).then(() => router.navigate({ to: '/login' }))
  })

  onSignOutElsewhere(() => {
    void wipeMerchantData(queryClient, { broadcast: false }).then(() =>
      router.navigate({ to: '/login' }),
    )
  })
}

/** Resolves once the router has loaded and rendered the first screen (its data included). */
export function firstScreenLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop()
      resolve()
    })
  })
}

export function App() {
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
