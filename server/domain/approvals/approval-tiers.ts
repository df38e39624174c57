import type { Db } from '../../db/connection'
import { toRupees } from '../core/money'
import { stmt } from '../../db/statements'
import { formatInr } from '../core/money'
import type { RuleKind, SubjectKind, Tier } from './approval-row'

/*
 * The tiers of approval (decision 076), per merchant and kind, stored in approval_rules with
 * amounts in paise; a merchant without a row has the default, RazorpayX's shape: up to ₹10,000
 * goes at once, up to ₹50,000 needs one approver, above it two, one of them an Owner or Admin.
 */

export const DEFAULT_TIERS: readonly Tier[] = [
  { up_to: 10_000_00, approvers: 0, senior: false },
  { up_to: 50_000_00, approvers: 1, senior: false },
  { up_to: null, approvers: 2, senior: true },
]

type RuleRow = { tiers_json: string; updated_by_name: string; updated_at: number }

function ruleRow(db: Db, merchantId: number, kind: RuleKind): RuleRow | undefined {
  return stmt(
    db,
    'SELECT tiers_json, updated_by_name, updated_at FROM approval_rules WHERE merchant_id = ? AND kind = ?',
  ).get(merchantId, kind) as RuleRow | undefined
}

export function tiersOf(db: Db, merchantId: number, kind: RuleKind): readonly Tier[] {
  const row = ruleRow(db, merchantId, kind)
  return row ? (JSON.parse(row.tiers_json) as Tier[]) : DEFAULT_TIERS
}

/** 'Up to ₹10,000', '₹10,000 to ₹50,000', 'Above ₹50,000': how screens name a tier. */
export function tierLabel(tiers: readonly Tier[], index: number): string {
  const rupees = (paise: number) => formatInr(paise).replace(/\.00$/, '')
  const tier = tiers[index]
  const below = index > 0 ? (tiers[index - 1]?.up_to ?? null) : null
  if (!tier) return ''
  if (tier.up_to === null) return below === null ? 'Any amount' : `Above ${rupees(below)}`
  return below === null
    ? `Up to ${rupees(tier.up_to)}`
    : `${rupees(below)} to ${rupees(tier.up_to)}`
}

export type TierNeed = { approvers: 0 | 1 | 2; senior: boolean; label: string }

/** The tier an amount (paise) falls in: ≤ up_to, the last one unbounded. */
export function approvalTier(
  db: Db,
  merchantId: number,
  kind: RuleKind,
  amountPaise: number,
): TierNeed {
  const tiers = tiersOf(db, merchantId, kind)
  const index = tiers.findIndex((tier) => tier.up_to === null || amountPaise <= tier.up_to)
  const tier = tiers[index] ?? { approvers: 2, senior: true }
  return { approvers: tier.approvers, senior: tier.senior, label: tierLabel(tiers, index) }
}

/** A batch's total is judged by the payout tiers. */
export const ruleKindOf = (kind: SubjectKind): RuleKind => (kind === 'refund' ? 'refund' : 'payout')

/** The rules of one kind on the wire: tiers in rupees, who changed them last. */
export function ruleView(db: Db, merchantId: number, kind: RuleKind) {
  const row = ruleRow(db, merchantId, kind)
  return {
    tiers: tiersOf(db, merchantId, kind).map(tierWire),
    updated_by: row?.updated_by_name ?? null,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  }
}

export function tierWire(tier: Tier) {
  return {
    up_to: tier.up_to === null ? null : toRupees(tier.up_to),
    approvers: tier.approvers,
    senior: tier.senior,
  }
}

/** Stores a kind's tiers (validated by the route); answers those it replaced, for the log. */
export function saveTiers(
  db: Db,
  merchantId: number,
  kind: RuleKind,
  tiers: readonly Tier[],
  byName: string,
  now: number,
): readonly Tier[] {
  const before = tiersOf(db, merchantId, kind)
  stmt(
    db,
    `INSERT INTO approval_rules (merchant_id, kind, tiers_json, updated_by_name, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (merchant_id, kind) DO UPDATE SET tiers_json = excluded.tiers_json,
       updated_by_name = excluded.updated_by_name, updated_at = excluded.updated_at`,
  ).run(merchantId, kind, JSON.stringify(tiers), byName, now)
  return before
}
