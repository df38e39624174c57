import { Suspense } from 'react'
import { Outlet, createFileRoute, redirect, useMatches, useRouter } from '@tanstack/react-router'
import { AppLayout } from '../components/layout/app-layout'
import { NoAccess } from '../components/layout/person-parts'
import { OfflineBanner } from '../components/offline-banner'
import { signOutByUser } from '../features/auth/sign-out'
import { ensureTexts } from '../lib/i18n/i18n'
import { can } from '../lib/session/permissions'
import { useSession } from '../lib/session/use-session'

// Pathless layout: every protected screen sits under it, so the guard is written once.
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location, matches }) => {
    if (!context.auth.getSession()) {
      // A paired counter sells and does nothing else: every other screen leads back to its
      // counter, which also says when the owner removed it (decision 049).
      const device = context.auth.getDeviceState()
      if (!device.device && !device.ended) {
        throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
      }
      if (location.pathname !== '/counter') throw redirect({ to: '/counter', replace: true })
    }
    // The screen's texts in another language arrive before it renders (docs/decisions/056);
    // English has none to wait for. The layout's (the counter's part) and those the opened
    // route names (`staticData.texts`, decision 062): a cold counter or dashboard does not
    // download every screen's texts. Asked here, on every navigation, all at once.
    const texts = ensureTexts(
      'counter',
      ...matches.flatMap((match) => match.staticData.texts ?? []),
    )
    if (!texts) return
    const counter = location.pathname === '/counter'
    // The counter's first question to the gateway (who holds it: a paired device's cashier and
    // shift) need not wait for its texts: asked beside them, a cold counter in another language
    // draws a round trip sooner (decision 060). Its loader asks again, joining this request.
    if (counter && !context.auth.getDeviceState().ended) {
      void import('../features/counter/queries')
        .then(({ counterSessionQueryOptions }) =>
          context.queryClient.prefetchQuery(counterSessionQueryOptions()),
        )
        .catch(() => undefined)
    }
    await texts
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  const router = useRouter()
  const { queryClient } = Route.useRouteContext()
  const user = useSession()?.user
  // A screen this person's role cannot use (its route's `staticData.action`), opened by its
  // address: a calm page instead. Hiding is a courtesy; the gateway refuses the calls anyway.
  const denied = useMatches({
    select: (matches) =>
      matches.some(({ staticData: { action } }) => action !== undefined && !can(user, action)),
  })

  async function signOut() {
    await signOutByUser(queryClient)
    await router.navigate({ to: '/login' })
  }

  return (
    <AppLayout onSignOut={() => void signOut()} banner={<OfflineBanner />}>
      {denied ? (
        <Suspense fallback={null}>
          <NoAccess />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </AppLayout>
  )
}
