import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { envelope, readPagination } from '../../lib/http/api-schemas'
import type { Pagination } from '../../lib/http/api-schemas'
import { approvalSchema, type Approval } from '../../lib/http/approvals-support'

/*
 * Four eyes on money out (docs/api-contract.md "Approvals", product.md §2.19): the requests
 * waiting for a second person, for the inbox. Amounts on the wire are rupees. The tiers are in
 * rules-api.ts: the two screens share no module of their own, so the route tree in the boot code
 * names one chunk fewer (decision 032's budget).
 */

export const APPROVALS_PAGE_SIZE = 20
/** The inbox's tabs, each a filter of GET /merchant/approvals. */
export const INBOX_TABS = ['for_me', 'pending', 'decided', 'mine'] as const
export type InboxTab = (typeof INBOX_TABS)[number]

const TAB_QUERY: Record<InboxTab, Record<string, string>> = {
  for_me: { for_me: 'true' },
  pending: { status: 'pending' },
  // Approved, rejected, expired and withdrawn: every status but pending, newest first.
  decided: { status: 'decided' },
  mine: { mine: 'true' },
}

const pageSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.array(approvalSchema),
  meta: z.optional(z.unknown()),
})

export type ApprovalsPage = Pagination & { rows: Approval[] }

export async function fetchApprovals(tab: InboxTab, page: number): Promise<ApprovalsPage> {
  const body = pageSchema.parse(
    await apiRequest('/merchant/approvals', {
      query: { ...TAB_QUERY[tab], page: String(page), limit: String(APPROVALS_PAGE_SIZE) },
    }),
  )
  return { rows: body.data, ...readPagination(body.meta, APPROVALS_PAGE_SIZE, body.data.length) }
}

const approvalAnswer = envelope(approvalSchema)

const decide = (requestId: string, verb: 'approve' | 'reject', body?: unknown) =>
  apiRequest(`/merchant/approvals/${encodeURIComponent(requestId)}/${verb}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  })

/** POST …/approve: a guarded call (step-up). */
export async function approveRequest(requestId: string): Promise<Approval> {
  return approvalAnswer.parse(await decide(requestId, 'approve')).data
}

/** POST …/reject { reason }: the maker reads the reason. */
export async function rejectRequest(requestId: string, reason: string): Promise<Approval> {
  return approvalAnswer.parse(await decide(requestId, 'reject', { reason })).data
}

const bulkAnswer = envelope(
  z.looseObject({
    results: z.array(
      z.looseObject({
        request_id: z.string(),
        ok: z.boolean(),
        approval: z.optional(approvalSchema),
        error: z.optional(z.string()),
      }),
    ),
  }),
)
export type BulkResult = z.infer<typeof bulkAnswer>['data']['results'][number]

/** POST /merchant/approvals/approve: many at once, after one step-up; each its own outcome. */
export async function approveMany(requestIds: string[]): Promise<BulkResult[]> {
  const body = await apiRequest('/merchant/approvals/approve', {
    method: 'POST',
    body: { request_ids: requestIds },
  })
  return bulkAnswer.parse(body).data.results
}
