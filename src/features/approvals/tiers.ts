import { amountInputText, parseAmount } from '../../lib/money/parse-amount'
import { fromRupees, toRupees, type Paise } from '../../lib/money/paise'
import type { Tier } from './rules-api'

/*
 * The tier editor's rows and their checks: the same as the gateway's on PUT
 * /merchant/approval-rules (1–5 tiers, 'up to' strictly ascending, the last without a bound,
 * 0–2 approvers, 'one must be an Owner or Admin' only with an approver), so a mistake is said
 * beside its field before anything is sent.
 */

export const MAX_TIERS = 5
export const MAX_APPROVERS = 2

/** A row as typed: 'up to' is the amount field's text (empty on the last row). */
export type TierRow = { upTo: string; approvers: number; senior: boolean }

export type TierProblem =
  'up_to_required' | 'up_to_invalid' | 'not_ascending' | 'senior_needs_approver' | 'approvers_range'
export type TierErrors = {
  form?: 'count'
  rows: Array<Partial<Record<'upTo' | 'senior' | 'approvers', TierProblem>>>
}

export function rowsOf(tiers: readonly Tier[]): TierRow[] {
  return tiers.map((tier) => ({
    upTo: tier.up_to === null ? '' : amountInputText(fromRupees(tier.up_to)),
    approvers: tier.approvers,
    senior: tier.senior,
  }))
}

/** The rows checked: their problems, or the tiers to send (rupees) when there are none. */
export function checkTiers(rows: readonly TierRow[]): { errors: TierErrors } | { tiers: Tier[] } {
  const errors: TierErrors = { rows: rows.map(() => ({})) }
  let problems = rows.length < 1 || rows.length > MAX_TIERS
  if (problems) errors.form = 'count'
  let previous: Paise | null = null
  const tiers: Tier[] = rows.map((row, index) => {
    const found = errors.rows[index] ?? {}
    const last = index === rows.length - 1
    let upTo: Paise | null = null
    if (!last) {
      const parsed = parseAmount(row.upTo)
      if (!parsed.ok) {
        found.upTo = parsed.problem === 'required' ? 'up_to_required' : 'up_to_invalid'
      } else if (previous !== null && parsed.paise <= previous) {
        found.upTo = 'not_ascending'
      } else {
        upTo = parsed.paise
        previous = parsed.paise
      }
    }
    if (!Number.isInteger(row.approvers) || row.approvers < 0 || row.approvers > MAX_APPROVERS) {
      found.approvers = 'approvers_range'
    }
    if (row.senior && row.approvers < 1) found.senior = 'senior_needs_approver'
    if (Object.keys(found).length > 0) problems = true
    return {
      up_to: upTo === null ? null : toRupees(upTo),
      approvers: row.approvers,
      senior: row.senior,
    }
  })
  return problems ? { errors } : { tiers }
}

/** A new row above the last: twice the bound before it (or ₹10,000), with nobody's approval. */
export function addTier(rows: readonly TierRow[]): TierRow[] {
  if (rows.length >= MAX_TIERS) return [...rows]
  const bounded = rows.slice(0, -1)
  const lastBound = bounded.at(-1)
  const parsed = lastBound ? parseAmount(lastBound.upTo) : null
  const next = parsed?.ok ? ((parsed.paise * 2) as Paise) : fromRupees(10_000)
  const last = rows.at(-1) ?? { upTo: '', approvers: 0, senior: false }
  return [...bounded, { upTo: amountInputText(next), approvers: 0, senior: false }, last]
}

/** A row removed; the last row stays unbounded (one row at least stays). */
export function removeTier(rows: readonly TierRow[], index: number): TierRow[] {
  if (rows.length <= 1) return [...rows]
  const next = rows.filter((_, i) => i !== index)
  const last = next.at(-1)
  if (last) next[next.length - 1] = { ...last, upTo: '' }
  return next
}
