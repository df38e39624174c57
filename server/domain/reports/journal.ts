import { kindOrLegacy, splitFee, type GstKind } from '../core/gst'

/*
 * The merchant's books from the gateway's ledger (decision 055). Every ledger movement is one
 * posting on the account of its balance — Gateway Wallet (available), Gateway Clearing (pending:
 * paid, not yet settled), Payouts in Transit (processing) — a credit to the balance a debit in
 * the books and the other way round. The movements of one event (same reference, same instant)
 * make one voucher, and the postings that balance them come from the business rows they
 * reference: a payment's gross to Sales with its fee to Gateway Charges and the GST to Input
 * CGST/SGST or IGST; a payout's amount to Payouts; a refund to Refunds; a top-up from Bank. So
 * every voucher balances, and with it every day.
 */

export const ACCOUNTS = {
  wallet: 'Gateway Wallet',
  clearing: 'Gateway Clearing',
  transit: 'Payouts in Transit',
  sales: 'Sales',
  charges: 'Gateway Charges',
  cgst: 'Input CGST',
  sgst: 'Input SGST',
  igst: 'Input IGST',
  rounding: 'GST Rounding',
  refunds: 'Refunds',
  payouts: 'Payouts',
  bank: 'Bank',
  adjustments: 'Gateway Adjustments',
} as const

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS]
export type VoucherType = 'Receipt' | 'Payment' | 'Contra' | 'Journal'

/** One row of the journal: paise on one side. */
export type Posting = { account: Account; debit: number; credit: number }

export type Voucher = {
  number: string
  type: VoucherType
  at: number
  narration: string
  reference: string
  utr: string | null
  /** A payment's outlet (decision 080), so a shop's takings can be booked apart; else null. */
  outlet: string | null
  postings: Posting[]
}

/** A ledger movement with the fields of the payin or payout it references. */
export type Movement = {
  id: number
  bucket: string
  transaction_type: 'credit' | 'debit'
  reference_type: string
  reference_id: string
  amount: number
  created_at: number
  description: string
  p_order: string | null
  p_utr: string | null
  p_fee: number | null
  p_kind: string | null
  p_customer: string | null
  p_outlet: string | null
  o_amount: number | null
  o_fee: number | null
  o_net: number | null
  o_kind: string | null
  o_utr: string | null
  o_name: string | null
  o_mode: string | null
  /** A customer refund's payment, bank reference and whether the gateway made it by itself. */
  r_payin: string | null
  r_utr: string | null
  r_automatic: number | null
}

const BUCKET_ACCOUNT: Record<string, Account> = {
  available: ACCOUNTS.wallet,
  pending: ACCOUNTS.clearing,
  processing: ACCOUNTS.transit,
}

function side(account: Account, paise: number, debit: boolean): Posting {
  return debit ? { account, debit: paise, credit: 0 } : { account, debit: 0, credit: paise }
}

/** The movement on its balance's account: a credit to the balance is a debit in the books. */
function walletPosting(m: Movement): Posting {
  return side(
    BUCKET_ACCOUNT[m.bucket] ?? ACCOUNTS.adjustments,
    m.amount,
    m.transaction_type === 'credit',
  )
}

/**
 * A fee as its charge and GST postings, debited when charged and credited when returned. The
 * voucher's tax is rate × its charge per head (CGST = SGST); what the fee collected beyond that
 * goes to GST Rounding, on the other side when it is less (decision 063).
 */
function feePostings(fee: number, kind: string | null, debit: boolean): Posting[] {
  const gstKind: GstKind = kindOrLegacy(kind)
  const split = splitFee(fee, gstKind)
  const parts: Posting[] = [side(ACCOUNTS.charges, split.charge, debit)]
  if (split.igst) parts.push(side(ACCOUNTS.igst, split.igst, debit))
  if (split.cgst) parts.push(side(ACCOUNTS.cgst, split.cgst, debit))
  if (split.sgst) parts.push(side(ACCOUNTS.sgst, split.sgst, debit))
  if (split.rounding) {
    parts.push(side(ACCOUNTS.rounding, Math.abs(split.rounding), split.rounding > 0 === debit))
  }
  return parts.filter((p) => p.debit + p.credit > 0)
}

const find = (group: Movement[], bucket: string, type: 'credit' | 'debit') =>
  group.find((m) => m.bucket === bucket && m.transaction_type === type)

/** The voucher of one event's movements (same reference, same instant), oldest first. */
export function voucherOf(group: readonly Movement[]): Voucher {
  const first = group[0]
  if (!first) throw new Error('a voucher needs a movement')
  const moves = [...group]
  const postings = moves.map(walletPosting)
  const base = {
    number: `JV${first.id}`,
    at: first.created_at,
    reference: first.reference_id,
    utr: null as string | null,
    outlet: null as string | null,
  }
  const type = first.reference_type
  const payee = first.o_name ?? ''

  if (type === 'payin' && first.transaction_type === 'credit' && moves.length === 1) {
    const fee = first.p_fee ?? 0
    const from = first.p_customer ? ` from ${first.p_customer}` : ''
    return {
      ...base,
      type: 'Receipt',
      utr: first.p_utr,
      outlet: first.p_outlet,
      narration: `Payment ${first.reference_id}${first.p_order ? ` (order ${first.p_order})` : ''}${from}${first.p_utr ? `, UTR ${first.p_utr}` : ''}`,
      postings: [
        ...postings,
        ...feePostings(fee, first.p_kind, true),
        side(ACCOUNTS.sales, first.amount + fee, false),
      ],
    }
  }
  if (type === 'settlement_debit' || type === 'settlement_credit') {
    return {
      ...base,
      type: 'Contra',
      narration: `Settlement ${first.reference_id}: unsettled payments to the available balance`,
      postings,
    }
  }
  if (type === 'payout' && first.o_amount !== null) {
    const amount = first.o_amount
    const fee = first.o_fee ?? 0
    const hold = find(moves, 'processing', 'credit')
    const sent = find(moves, 'processing', 'debit')
    if (hold && find(moves, 'available', 'debit')) {
      // A payout made: its fee is charged now unless it held amount and fee together (older).
      const charged = hold.amount === amount
      return {
        ...base,
        type: charged ? 'Payment' : 'Contra',
        narration: `Payout ${first.reference_id} to ${payee} by ${first.o_mode ?? 'bank'}: on hold until the bank confirms${charged ? '; fee and GST charged' : ''}`,
        postings: charged ? [...postings, ...feePostings(fee, first.o_kind, true)] : postings,
      }
    }
    if (sent && moves.length === 1) {
      const older = sent.amount !== amount
      return {
        ...base,
        type: 'Payment',
        utr: first.o_utr,
        narration: `Payout ${first.reference_id} to ${payee} sent${first.o_utr ? `, UTR ${first.o_utr}` : ''}`,
        postings: [
          ...postings,
          side(ACCOUNTS.payouts, amount, true),
          ...(older ? feePostings(fee, first.o_kind, true) : []),
        ],
      }
    }
  }
  if (type === 'refund' && first.o_amount !== null && find(moves, 'processing', 'debit')) {
    // A failed payout: the hold released and the money back; a fee charged when it was made
    // comes back too (the credit note's reversal).
    const released = find(moves, 'processing', 'debit')
    const returned = released?.amount === first.o_amount
    return {
      ...base,
      type: returned ? 'Journal' : 'Contra',
      narration: `Payout ${first.reference_id} to ${payee} failed: amount${returned ? ' and fee' : ''} back to the wallet`,
      postings: returned
        ? [...postings, ...feePostings(first.o_fee ?? 0, first.o_kind, false)]
        : postings,
    }
  }
  if (type === 'refund' && moves.every((m) => m.transaction_type === 'debit')) {
    const of = first.r_payin ? ` of payment ${first.r_payin}` : ''
    return {
      ...base,
      type: 'Payment',
      utr: first.r_utr,
      narration: `Refund ${first.reference_id}${of} to the customer${first.r_automatic ? ' (automatic)' : ''}${first.r_utr ? `, UTR ${first.r_utr}` : ''}`,
      postings: [...postings, side(ACCOUNTS.refunds, sum(moves), true)],
    }
  }
  if (type === 'refund_reversal' && moves.every((m) => m.transaction_type === 'credit')) {
    return {
      ...base,
      type: 'Receipt',
      narration: `Refund ${first.reference_id}${first.r_payin ? ` of payment ${first.r_payin}` : ''} failed: the amount is back`,
      postings: [...postings, side(ACCOUNTS.refunds, sum(moves), false)],
    }
  }
  if (type === 'manual_topup' && moves.every((m) => m.transaction_type === 'credit')) {
    return {
      ...base,
      type: 'Contra',
      narration: `Wallet top-up ${first.reference_id}`,
      postings: [...postings, side(ACCOUNTS.bank, sum(moves), false)],
    }
  }
  // Anything else the gateway moves: against Gateway Adjustments, so the books still balance.
  return {
    ...base,
    type: 'Journal',
    narration: `${first.description} (${first.reference_type} ${first.reference_id})`,
    postings: [
      ...postings,
      ...moves.map((m) => side(ACCOUNTS.adjustments, m.amount, m.transaction_type === 'debit')),
    ],
  }
}

function sum(moves: readonly Movement[]): number {
  return moves.reduce((total, m) => total + m.amount, 0)
}

/** Movements of one event: the same reference at the same instant, written together. */
export function sameEvent(a: Movement, b: Movement): boolean {
  return a.reference_id === b.reference_id && a.created_at === b.created_at
}
