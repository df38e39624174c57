import { createFileRoute } from '@tanstack/react-router'
import { CounterPage } from '../../features/payment-link/components/counter-page'
import { counterTodayQueryOptions } from '../../features/payment-link/queries'

export const Route = createFileRoute('/_authed/counter')({
  loader: ({ context }) => {
    // Not awaited: the keypad is usable at once; the "today" strip fills in when it arrives
    // (prefetchQuery never throws, and a gateway without the endpoint just hides the strip).
    void context.queryClient.prefetchQuery(counterTodayQueryOptions())
  },
  component: CounterPage,
})
