import * as z from 'zod/mini'
import { apiRequest } from './api-client'
import { envelope, idText, money, optionalText } from './api-schemas'

/*
 * Four eyes on money out (docs/api-contract.md "Approvals"): the Approval object the gateway puts
 * on a payout, a refund and a batch, and on the Approvals inbox's rows. Here, not in a feature,
 * because the payouts, payments and approvals screens all read it (features never import each
 * other). Lenient like the other schemas: a field an older gateway leaves out does not break a
 * screen.
 */

/** The states of a request; the payout's or refund's own status says the same in its words. */
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'cancelled',
] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

/** A payout's and a refund's statuses of a request not yet decided, or not approved. */
export const APPROVAL_SUBJECT_STATUSES = [
  'pending_approval',
  'rejected',
  'expired',
  'cancelled',
] as const

const nameAtBankSchema = z.looseObject({
  name: z.catch(z.string(), ''),
  match: z.catch(z.string(), ''),
})

const subjectSchema = z.looseObject({
  payout: z.optional(
    z.looseObject({
      reference_id: z.catch(optionalText, null),
      beneficiary_name: z.catch(optionalText, null),
      mode: z.catch(optionalText, null),
      beneficiary_account: z.catch(optionalText, null),
      beneficiary_ifsc: z.catch(optionalText, null),
      beneficiary_vpa: z.catch(optionalText, null),
      name_at_bank: z.catch(z.nullish(nameAtBankSchema), null),
    }),
  ),
  refund: z.optional(
    z.looseObject({
      transaction_id: z.catch(optionalText, null),
      customer_name: z.catch(optionalText, null),
      reason: z.catch(optionalText, null),
    }),
  ),
  batch: z.optional(
    z.looseObject({
      batch_id: z.catch(optionalText, null),
      file_name: z.catch(optionalText, null),
      row_count: z.catch(z.number(), 0),
    }),
  ),
})

export const approvalSchema = z.looseObject({
  request_id: idText,
  kind: z.catch(z.enum(['payout', 'refund', 'batch']), 'payout'),
  subject_id: z.catch(idText, ''),
  amount: z.catch(money, 0),
  status: z.catch(z.enum(APPROVAL_STATUSES), 'pending'),
  maker: z.catch(
    z.looseObject({
      kind: z.catch(z.string(), 'user'),
      name: z.catch(z.string(), ''),
      user_id: z.catch(z.nullish(idText), null),
    }),
    { kind: 'user', name: '', user_id: null },
  ),
  tier: z.catch(
    z.looseObject({
      approvers: z.catch(z.number(), 1),
      senior: z.catch(z.boolean(), false),
      label: z.catch(z.string(), ''),
    }),
    { approvers: 1, senior: false, label: '' },
  ),
  approvals: z.catch(
    z.array(
      z.looseObject({
        user_id: z.catch(z.nullish(idText), null),
        name: z.catch(z.string(), ''),
        role: z.catch(z.string(), ''),
        at: z.catch(optionalText, null),
      }),
    ),
    [],
  ),
  rejection: z.catch(
    z.nullish(
      z.looseObject({
        name: z.catch(z.string(), ''),
        reason: z.catch(z.string(), ''),
        at: z.catch(optionalText, null),
      }),
    ),
    null,
  ),
  created_at: z.catch(optionalText, null),
  expires_at: z.catch(optionalText, null),
  decided_at: z.catch(optionalText, null),
  can_decide: z.catch(z.boolean(), false),
  waiting_for: z.catch(z.string(), ''),
  subject: z.catch(z.nullish(subjectSchema), null),
})
export type Approval = z.infer<typeof approvalSchema>

/** The `approval` field of a payout or a refund: null when none was needed, absent before. */
export const approvalField = z.catch(z.nullish(approvalSchema), null)

/** POST /merchant/approvals/:request_id/cancel: the maker withdraws their own pending request. */
export async function withdrawApproval(requestId: string): Promise<Approval> {
  const body = await apiRequest(`/merchant/approvals/${encodeURIComponent(requestId)}/cancel`, {
    method: 'POST',
  })
  return envelope(approvalSchema).parse(body).data
}
