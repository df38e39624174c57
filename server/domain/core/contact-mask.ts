/*
 * A customer's email and phone as a Viewer sees them (decision 072): enough to tell two customers
 * apart on a list, not enough to contact them. One function for every answer that carries them
 * (payin lists and the transaction report), so no screen or export shows more than another.
 */

const DOT = '•'

/** 'rahul@gmail.com' → 'r•••@gmail.com'; text without an '@' keeps only its first character. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = at < 0 ? email : email.slice(0, at)
  const domain = at < 0 ? '' : email.slice(at)
  return `${local.slice(0, 1)}${DOT.repeat(3)}${domain}`
}

/** '+91 98765 43210' → '••••••3210': the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `${DOT.repeat(6)}${digits.slice(-4)}`
}

/** A record's customer_email and customer_phone masked (null and '' stay as they are). */
export function maskCustomerContacts<
  T extends { customer_email: string | null; customer_phone: string | null },
>(record: T): T {
  return {
    ...record,
    customer_email: record.customer_email
      ? maskEmail(record.customer_email)
      : record.customer_email,
    customer_phone: record.customer_phone
      ? maskPhone(record.customer_phone)
      : record.customer_phone,
  }
}
