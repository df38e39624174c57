import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { setUnauthorizedHandler } from './lib/api-client'
import { createQueryClient } from './lib/query-client'
import { restoreSession } from './lib/session-store'
import { createAppRouter } from './router'
import { wipeMerchantData } from './features/auth/sign-out'

// SPEC §4: the session is restored from localStorage before any route guard runs.
restoreSession()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

setUnauthorizedHandler(() => {
  void wipeMerchantData(queryClient).then(() => router.navigate({ to: '/login' }))
})

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-right" duration={3000} visibleToasts={20} richColors closeButton />
    </QueryClientProvider>
  )
}
