import { useSyncExternalStore } from 'react'
import { getDeviceState, subscribeDevice, type DeviceState } from './device-store'

/** The paired counter's credential state, live (pairing, a refused credential). */
export function useDeviceState(): DeviceState {
  return useSyncExternalStore(subscribeDevice, getDeviceState, getDeviceState)
}
