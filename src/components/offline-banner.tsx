import { useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import WifiOff from 'lucide-react/icons/wifi-off'
import { formatDateTime } from '../lib/i18n/format'
import { useT } from '../lib/i18n/i18n'
import { useOnlineStatus } from '../lib/http/online-status'
import * as m from './messages'

/**
 * The oldest save time among the queries on screen, and whether any of them failed to refresh.
 * Only observed queries count: the banner speaks about what the merchant is looking at.
 */
function shownDataState(queryClient: QueryClient): string {
  let oldest = 0
  let failed = false
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue
    if (query.meta?.persist === false) continue
    const at = query.state.dataUpdatedAt
    if (at && (!oldest || at < oldest)) oldest = at
    if (query.state.status === 'error') failed = true
  }
  return `${oldest}|${failed ? 1 : 0}`
}

export function OfflineBanner() {
  const t = useT()
  const queryClient = useQueryClient()
  const online = useOnlineStatus()
  const snapshot = useSyncExternalStore(
    (callback) => queryClient.getQueryCache().subscribe(callback),
    () => shownDataState(queryClient),
    () => '0|0',
  )
  const [oldestRaw, failedRaw] = snapshot.split('|')
  const savedAt = Number(oldestRaw)
  const refreshFailed = failedRaw === '1'

  if (online && !refreshFailed) return null
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {savedAt ? t(m.offlineSaved, { time: formatDateTime(savedAt) }) : t(m.offlineNothing)}
      </span>
    </div>
  )
}
