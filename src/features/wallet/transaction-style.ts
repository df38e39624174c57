import { t } from '../../lib/i18n/i18n'
import * as m from './messages'

/** product.md §4: which wallet entries read as money in (green, +) and which as money out (red, −). */
const CREDIT = new Set(['credit', 'payin', 'settlement_credit', 'manual_topup'])
const DEBIT = new Set(['debit', 'payout', 'settlement_debit'])

/** 'hold': money set aside for a payout in flight — neither in nor out yet. */
export type TransactionDirection = 'credit' | 'debit' | 'neutral' | 'hold'

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
  hold: { direction: 'hold', sign: '', className: 'text-amber-700' },
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

type Entry = {
  transaction_type?: string | null
  reference_type?: string | null
  bucket?: string | null
}

/**
 * A processing-bucket credit is the hold a payout puts on its money (docs/decisions/031): shown
 * amber without a sign, never green money in. Every other row follows product.md §4.
 */
export function entryStyle(entry: Entry): TransactionStyle {
  if (isHold(entry)) return STYLES.hold
  return transactionStyle(entry.transaction_type, entry.reference_type)
}

/** The Type column's main word: 'On hold' for a hold, else the transaction type. */
export function entryTypeLabel(entry: Entry): string {
  if (isHold(entry)) return t(m.onHold)
  const type = entry.transaction_type || entry.reference_type || ''
  const known =
    lookup(m.entryTypes, type.toLowerCase()) ?? lookup(m.referenceTypes, type.toLowerCase())
  return known ? t(known) : type.replace(/_/g, ' ')
}

/** The gateway's word for a movement (entry_label, type_label) in the current language. */
export function gatewayWord(word: string): string {
  const known = lookup(m.gatewayWords, word)
  return known ? t(known) : word
}

function lookup<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

function isHold(entry: Entry): boolean {
  return entry.bucket === 'processing' && entry.transaction_type?.toLowerCase() === 'credit'
}

/**
 * The Type column's second line: the entry's reference type in words. A customer refund reads as
 * money going to the customer and a failed refund's return as money coming back (decision 050);
 * 'refund' on a credit is older: a failed payout's amount returned.
 */
export function referenceLabel(entry: Entry): string {
  const type = (entry.reference_type ?? '').toLowerCase()
  if (type === 'refund' && entry.transaction_type?.toLowerCase() === 'debit') {
    return t(m.refundToCustomer)
  }
  if (type === 'refund_reversal') return t(m.refundReturned)
  const known = lookup(m.referenceTypes, type)
  return known ? t(known) : type.replace(/_/g, ' ')
}
