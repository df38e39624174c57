import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { signOutByUser } from '../features/auth/sign-out'
import { CounterPairPage } from '../features/counter/components/counter-pair-page'
import { validatePairSearch } from '../features/counter/pair-search'
import { ensureAppTexts } from '../lib/i18n'

// Outside the signed-in layout: a device being set up has no session (decision 049). The auth
// and counter features meet here.
export const Route = createFileRoute('/counter/pair')({
  validateSearch: validatePairSearch,
  beforeLoad: async ({ context }) => {
    if (context.auth.getDeviceState().device) throw redirect({ to: '/counter', replace: true })
    // The gateway's pairing refusals, and the counter screens that follow, in another language:
    // the counter's part of its catalogue (docs/decisions/056, 059), before the page renders.
    const texts = ensureAppTexts('counter')
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
