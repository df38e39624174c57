import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import ClipboardCheck from 'lucide-react/icons/clipboard-check'
import { useT } from '../../lib/i18n/i18n'
import { can } from '../../lib/session/permissions'
import { useSession } from '../../lib/session/use-session'
import * as m from './approvals-messages'
import { APPROVALS_POLL_MS, fetchMine, fetchWaitingCount, noticeDecided } from './approvals-watch'

const POLL = {
  refetchInterval: APPROVALS_POLL_MS,
  refetchOnWindowFocus: 'always',
  retry: false,
} as const

/**
 * Where the link goes: a place of its own right after Payouts in the menu. Made here, not in
 * sidebar.tsx: the menu is part of the code a cold counter downloads, which must not grow by a
 * byte (decision 032's budget); this file loads with the signed-in person's parts.
 */
function useSlotAfterPayouts(): HTMLElement {
  const [slot] = useState(() => document.createElement('div'))
  useEffect(() => {
    document.querySelector('#app-sidebar nav a[href="/payouts"]')?.after(slot)
    return () => slot.remove()
  }, [slot])
  return slot
}

/**
 * 'Approvals' in the menu, after Payouts, with how many requests wait for this person; and the
 * notices of their own requests decided meanwhile. Nothing for a person who may not read
 * approvals, nor on a gateway without them (its count is refused).
 */
export function ApprovalsLink() {
  const t = useT()
  const allowed = can(useSession()?.user, 'approvals.read')
  const slot = useSlotAfterPayouts()
  const count = useQuery({
    queryKey: ['approvals', 'count'],
    queryFn: fetchWaitingCount,
    enabled: allowed,
    ...POLL,
  })
  useQuery({
    queryKey: ['approvals', 'mine-notices'],
    queryFn: async () => {
      const mine = await fetchMine()
      await noticeDecided(mine)
      return mine
    },
    enabled: allowed && count.isSuccess,
    ...POLL,
  })
  if (!allowed || count.data === undefined) return null
  const waiting = count.data
  return createPortal(
    <Link
      to="/approvals"
      // The phone's menu is a drawer: closed by its own button, as the other links close it.
      onClick={() => document.querySelector<HTMLElement>('#app-sidebar button')?.click()}
      className="mt-1 flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      activeProps={{
        className: 'bg-brand-50 text-brand-700 hover:bg-brand-50',
        'aria-current': 'page',
      }}
    >
      <ClipboardCheck aria-hidden="true" className="size-5" />
      <span className="flex-1">{t(m.navApprovals)}</span>
      {waiting > 0 && (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {waiting}
          </span>
          <span className="sr-only">{t(m.waiting, { count: waiting })}</span>
        </>
      )}
    </Link>,
    slot,
  )
}
