import { useQuery } from '@tanstack/react-query'
import type { OutletRef, SessionUser } from '../session/session-store'
import { useSession } from '../session/use-session'
import { outletsQueryOptions, type Outlet } from './outlet-api'

export type OutletsView = {
  /** Every outlet this person may see (theirs, for a limited person), open ones first. */
  all: Outlet[]
  open: Outlet[]
  /**
   * Whether the screens show outlets at all: only once the business has a second open outlet
   * (decision 080). A one-outlet merchant sees nothing of them; neither does a person limited to
   * one outlet, whose every read the gateway already narrows.
   */
  many: boolean
  /** The outlets the signed-in person is limited to; empty when they see every outlet. */
  limitedTo: readonly OutletRef[]
}

/** Outlets as the screens need them; `enabled` false leaves them unasked. */
export function useOutlets(enabled = true): OutletsView {
  const limitedTo = limitedOutlets(useSession()?.user)
  const { data } = useQuery({ ...outletsQueryOptions(), enabled })
  return outletsView(data ?? [], limitedTo)
}

export function outletsView(all: Outlet[], limitedTo: readonly OutletRef[] = []): OutletsView {
  const open = all.filter((outlet) => !outlet.archived_at)
  return { all, open, many: open.length > 1, limitedTo }
}

/** The outlets a person is limited to, read from the session as the gateway sent them. */
export function limitedOutlets(user: SessionUser | null | undefined): OutletRef[] {
  const outlets = user?.outlets
  if (!Array.isArray(outlets)) return []
  return outlets.flatMap((o: unknown) => {
    if (typeof o !== 'object' || o === null) return []
    const { outlet_id, name } = o as Record<string, unknown>
    return typeof outlet_id === 'string'
      ? [{ outlet_id, name: typeof name === 'string' ? name : outlet_id }]
      : []
  })
}
