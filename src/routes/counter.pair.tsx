import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { signOutByUser } from '../features/auth/sign-out'
import { CounterPairPage } from '../features/counter/components/counter-pair-page'
import { validatePairSearch } from '../features/counter/pair-search'
import { ensureTexts } from '../lib/i18n/i18n'

// Outside the signed-in layout: a device being set up has no session (decision 049). The auth
// and counter features meet here.
export const Route = createFileRoute('/counter/pair')({
  validateSearch: validatePairSearch,
  beforeLoad: async ({ context }) => {
    if (context.auth.getDeviceState().device) throw redirect({ to: '/counter', replace: true })
    // In another language, the page's texts and those of the counter screens that follow
    // (docs/decisions/059, 062), before the page renders.
    const texts = ensureTexts('counter', 'pair')
    if (texts) await texts
  },
  component: CounterPairRoute,
})

function CounterPairRoute() {
  const { code } = Route.useSearch()
  const router = useRouter()
  const { queryClient, auth } = Route.useRouteContext()
  return (
    <CounterPairPage
      code={code}
      ownerSignedIn={Boolean(auth.getSession())}
      signOutOwner={() => signOutByUser(queryClient).then(() => router.invalidate())}
    />
  )
}
