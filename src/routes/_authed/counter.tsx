import { createFileRoute } from '@tanstack/react-router'
import { CounterPage } from '../../features/payment-link/components/counter-page'
import { counterTodayQueryOptions } from '../../features/payment-link/queries'
import { yieldToMain } from '../../lib/main-thread'

export const Route = createFileRoute('/_authed/counter')({
  loader: async ({ context }) => {
    // Not awaited: the keypad is usable at once; the "today" strip fills in when it arrives
    // (prefetchQuery never throws, and a gateway without the endpoint just hides the strip).
    void context.queryClient.prefetchQuery(counterTodayQueryOptions())
    // This loader arrives with the screen's code: the code's evaluation and the keypad's first
    // render become two tasks instead of one (decision 032).
    await yieldToMain()
  },
  component: CounterPage,
})
