/** SPEC §4: which wallet entries read as money in (green, +) and which as money out (red, −). */
const CREDIT = new Set(['credit', 'payin', 'settlement_credit', 'manual_topup'])
const DEBIT = new Set(['debit', 'payout', 'settlement_debit'])

export type TransactionDirection = 'credit' | 'debit' | 'neutral'

export type TransactionStyle = {
  direction: TransactionDirection
  /** '+', '−' (U+2212) or '' */
  sign: string
  className: string
}

const STYLES: Record<TransactionDirection, TransactionStyle> = {
  credit: { direction: 'credit', sign: '+', className: 'text-emerald-700' },
  debit: { direction: 'debit', sign: '−', className: 'text-red-700' },
  neutral: { direction: 'neutral', sign: '', className: 'text-slate-900' },
}

/**
 * The transaction type decides; the reference type is the fallback for gateways that put the
 * kind of entry (payin, payout, settlement_credit…) there instead.
 */
export function transactionStyle(
  transactionType: string | null | undefined,
  referenceType?: string | null,
): TransactionStyle {
  for (const raw of [transactionType, referenceType]) {
    const type = (raw ?? '').toLowerCase()
    if (CREDIT.has(type)) return STYLES.credit
    if (DEBIT.has(type)) return STYLES.debit
  }
  return STYLES.neutral
}
