/**
 * Late payments (decision 024): a customer's UPI credit that lands after the QR expired or was
 * cancelled is recorded as success with paid_late. The counter must announce it, because the
 * cashier has already been told "QR expired" and may have let the customer go.
 */
export type LateCandidate = {
  transaction_id: string
  status?: string | null
  paid_late?: boolean | null
}

export function isPaidLate(payment: LateCandidate): boolean {
  return payment.paid_late === true && (payment.status ?? '').toLowerCase() === 'success'
}

/**
 * Which payments in fresh "today" data are late payments not yet announced. `seen` is null for
 * the first data this screen sees: what was already there when the counter opened is history,
 * not news, so it only seeds the set. Returns the new set; the input is never changed.
 */
export function detectLatePayments<T extends LateCandidate>(
  payments: readonly T[],
  seen: ReadonlySet<string> | null,
): { fresh: T[]; seen: Set<string> } {
  const late = payments.filter(isPaidLate)
  const next = new Set(seen ?? [])
  const fresh: T[] = []
  for (const payment of late) {
    if (next.has(payment.transaction_id)) continue
    next.add(payment.transaction_id)
    if (seen) fresh.push(payment)
  }
  return { fresh, seen: next }
}
