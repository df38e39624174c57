import type { QueryClient } from '@tanstack/react-query'
import type { DeviceState } from './lib/session/device-store'
import type { Session } from './lib/session/session-store'

/*
 * What every route's guard and loader gets: its own file, so the root route can name it without
 * importing the router that imports the route tree (no import loop, decision 068).
 */

/** The owner's session, or (on a paired counter) the device's credential: decision 049. */
export type AuthContext = {
  getSession: () => Session | null
  getDeviceState: () => DeviceState
}
export type RouterContext = { queryClient: QueryClient; auth: AuthContext }
