import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { money } from '../../lib/http/api-schemas'
import { formatINR } from '../../lib/i18n/format'
import { t, withTexts } from '../../lib/i18n/i18n'
import { toast } from '../../lib/toast/toast'

/*
 * The menu's badge and the maker's notices (product.md §2.19), asked every minute and when the
 * tab comes back (the merchant's event stream belongs to the counter's code, which must not grow:
 * decision 032's budget). Only what the badge and a notice read is parsed here: this code loads
 * on every signed-in screen.
 */

export const APPROVALS_POLL_MS = 60_000

const countAnswer = z.object({ data: z.looseObject({ waiting_for_me: z.number() }) })

/** GET /merchant/approvals/count: how many requests this person may decide now. */
export async function fetchWaitingCount(): Promise<number> {
  return countAnswer.parse(await apiRequest('/merchant/approvals/count')).data.waiting_for_me
}

const mineAnswer = z.object({
  data: z.array(
    z.looseObject({
      request_id: z.string(),
      kind: z.catch(z.string(), 'payout'),
      amount: z.catch(money, 0),
      status: z.string(),
      rejection: z.catch(z.nullish(z.looseObject({ reason: z.catch(z.string(), '') })), null),
    }),
  ),
})
type Mine = z.infer<typeof mineAnswer>['data'][number]

/** GET /merchant/approvals?mine=true: this person's latest requests. */
export async function fetchMine(): Promise<Mine[]> {
  const body = await apiRequest('/merchant/approvals', { query: { mine: 'true', limit: '20' } })
  return mineAnswer.parse(body).data
}

// What this tab saw waiting; a request seen waiting and then decided is the news.
const seenPending = new Set<string>()
// Noticed by any tab of this browser: the news toasts in one tab, not in each.
const NOTICED_KEY = 'approvalsNoticed'

function claim(key: string): boolean {
  try {
    const noticed = JSON.parse(localStorage.getItem(NOTICED_KEY) ?? '[]') as unknown
    const list = Array.isArray(noticed) ? noticed.filter((item) => typeof item === 'string') : []
    if (list.includes(key)) return false
    localStorage.setItem(NOTICED_KEY, JSON.stringify([...list, key].slice(-50)))
  } catch {
    // Storage refused (private mode): each tab says it.
  }
  return true
}

/** Toasts the requests of this person decided since the last look. */
export async function noticeDecided(mine: readonly Mine[]): Promise<void> {
  const news = mine.filter(
    ({ request_id: id, status }) => status !== 'pending' && seenPending.has(id),
  )
  for (const { request_id: id, status } of mine) if (status === 'pending') seenPending.add(id)
  if (news.length === 0) return
  // The notices' texts and their words, only when there is news to tell.
  const m = await withTexts(['payouts'], () => import('./approvals-notice-messages'))
  const kinds: Record<string, typeof m.kindPayout> = {
    payout: m.kindPayout,
    refund: m.kindRefund,
    batch: m.kindBatch,
  }
  for (const request of news) {
    const { request_id: id, status } = request
    seenPending.delete(id)
    if (!claim(`${id}:${status}`)) continue
    const values = {
      kind: t(kinds[request.kind] ?? m.kindPayout),
      amount: formatINR(request.amount),
      reason: request.rejection?.reason ?? '',
    }
    if (status === 'approved') toast.success(t(m.mineApproved, values))
    else if (status === 'rejected') toast.error(t(m.mineRejected, values))
    else if (status === 'expired') toast.warning(t(m.mineExpired, values))
  }
}
