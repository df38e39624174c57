import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { envelope, money, optionalText } from '../../lib/http/api-schemas'

/*
 * The business's approval tiers (docs/api-contract.md "Approvals", product.md §2.19), for
 * Settings → Approvals. Amounts on the wire are rupees.
 */

export const RULE_KINDS = ['payout', 'refund'] as const
export type RuleKind = (typeof RULE_KINDS)[number]

const tierSchema = z.looseObject({
  // null: the last tier, without an upper bound.
  up_to: z.catch(z.nullable(money), null),
  approvers: z.catch(z.number(), 0),
  senior: z.catch(z.boolean(), false),
})
export type Tier = { up_to: number | null; approvers: number; senior: boolean }

const ruleSchema = z.looseObject({
  tiers: z.array(tierSchema),
  updated_by: z.catch(optionalText, null),
  updated_at: z.catch(optionalText, null),
})
export type Rule = z.infer<typeof ruleSchema>

const rulesSchema = envelope(z.looseObject({ payout: ruleSchema, refund: ruleSchema }))
export type Rules = z.infer<typeof rulesSchema>['data']

/** GET /merchant/approval-rules: both kinds' tiers, and who changed them last. */
export async function fetchRules(): Promise<Rules> {
  return rulesSchema.parse(await apiRequest('/merchant/approval-rules')).data
}

/** PUT /merchant/approval-rules: a guarded change (step-up), checked again by the gateway. */
export async function saveRules(kind: RuleKind, tiers: Tier[]): Promise<Rules> {
  const body = await apiRequest('/merchant/approval-rules', {
    method: 'PUT',
    body: { kind, tiers },
  })
  return rulesSchema.parse(body).data
}
