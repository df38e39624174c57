/*
 * What a delivery in the log is about (docs/api-contract.md § Webhooks): the payin's
 * transaction_id or the payout's payout_id, read from the frozen body the outbox wrote
 * (webhook-outbox.ts), so the log can name and link it without listing bodies. A refund event
 * names the payin it refunds (its body carries transaction_id; the payment's details show the
 * refund). A test event names neither.
 */

export type DeliverySubject = { transaction_id: string | null; payout_id: string | null }

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

export function deliverySubject(event: string, payload: string): DeliverySubject {
  const none = { transaction_id: null, payout_id: null }
  const aboutPayin = event.startsWith('payin.') || event.startsWith('refund.')
  if (!aboutPayin && !event.startsWith('payout.')) return none
  try {
    const body: unknown = JSON.parse(payload)
    if (typeof body !== 'object' || body === null) return none
    const fields = body as Record<string, unknown>
    return aboutPayin
      ? { transaction_id: text(fields.transaction_id), payout_id: null }
      : { transaction_id: null, payout_id: text(fields.payout_id) }
  } catch {
    return none
  }
}
