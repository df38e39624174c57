import { createFileRoute } from '@tanstack/react-router'
import { CounterScreen } from '../../features/counter/components/counter-screen'
import {
  counterFiguresQueryOptions,
  counterSessionQueryOptions,
} from '../../features/counter/queries'
import { getDeviceState } from '../../lib/session/device-store'
import { yieldToMain } from '../../lib/pwa/main-thread'

export const Route = createFileRoute('/_authed/counter')({
  // Selling signed in is creating payment links; a paired device has no person and may sell.
  staticData: { action: 'links.create' },
  loader: async ({ context }) => {
    // Not awaited: the keypad is usable at once; the shift strip fills in when it arrives
    // (prefetchQuery never throws, and a gateway without the endpoint just hides the strip).
    void context.queryClient.prefetchQuery(counterFiguresQueryOptions())
    // Who holds the counter (a paired device's cashier and shift) is asked with the screen's code,
    // not after its first render: a paired device with nothing kept draws its keypad or 'Who is
    // selling?' a round trip sooner (decision 060). Not awaited either: the screen shows
    // 'Loading...' meanwhile, as before. A device the owner removed asks nothing.
    if (!getDeviceState().ended)
      void context.queryClient.prefetchQuery(counterSessionQueryOptions())
    // This loader arrives with the screen's code: the code's evaluation and the keypad's first
    // render become two tasks instead of one (decision 032).
    await yieldToMain()
  },
  component: CounterScreen,
})
