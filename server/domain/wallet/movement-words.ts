/*
 * One name for every wallet movement, on the screen and in the file (decision 055): what it did
 * to its balance (`entry`) and what it is (`kind`), in the words the Wallet screen shows. The
 * gateway sends both with each wallet transaction and writes the same two in the statement, so
 * the two can never drift apart again (a released hold read 'Debit · Refund' on screen and
 * 'Released from hold' in the file).
 */

type Movement = { bucket: string; transaction_type: string; reference_type: string }

export function entryWord(m: Movement): string {
  if (m.bucket === 'processing')
    return m.transaction_type === 'credit' ? 'On hold' : 'Released from hold'
  return m.transaction_type === 'credit' ? 'Credit' : 'Debit'
}

export function kindWord(m: Movement): string {
  const credit = m.transaction_type === 'credit'
  switch (m.reference_type) {
    case 'payin':
      return 'Payment'
    case 'payout':
      return m.bucket === 'processing' && !credit ? 'Payout sent' : 'Payout'
    case 'refund':
      // A payout's money coming back (its hold released, the wallet credited), or a customer's
      // refund going out of the available or pending balance.
      return m.bucket === 'processing' || credit ? 'Failed payout returned' : 'Refund to customer'
    case 'refund_reversal':
      return 'Refund returned'
    case 'settlement_credit':
    case 'settlement_debit':
      return 'Settlement'
    case 'manual_topup':
    case 'topup':
      return 'Top-up'
    default: {
      const words = m.reference_type.replace(/_/g, ' ')
      return words.charAt(0).toUpperCase() + words.slice(1)
    }
  }
}
