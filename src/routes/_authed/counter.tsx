import { createFileRoute } from '@tanstack/react-router'
import { CounterScreen } from '../../features/counter/components/counter-screen'
import { counterFiguresQueryOptions } from '../../features/counter/queries'
import { yieldToMain } from '../../lib/main-thread'

export const Route = createFileRoute('/_authed/counter')({
  loader: async ({ context }) => {
    // Not awaited: the keypad is usable at once; the shift strip fills in when it arrives
    // (prefetchQuery never throws, and a gateway without the endpoint just hides the strip).
    void context.queryClient.prefetchQuery(counterFiguresQueryOptions())
    // This loader arrives with the screen's code: the code's evaluation and the keypad's first
    // render become two tasks instead of one (decision 032).
    await yieldToMain()
  },
  component: CounterScreen,
})
