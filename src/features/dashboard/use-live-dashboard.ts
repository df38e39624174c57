import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { subscribePayinEvents } from '../../lib/payment-watch/live-events'
import { dashboardKeys } from './queries'

/**
 * The dashboard follows the gateway's push stream (docs/decisions/025): any payin created or
 * changed, on any channel, re-reads the summary ('Today' and the lifetime cards) and the recent
 * transactions, and so does every (re)connect, which may have missed changes. Without the stream
 * (an older gateway) the figures are what the last visit loaded, as before.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    return subscribePayinEvents({ onPayin: refresh, onResync: refresh })
  }, [queryClient])
}
