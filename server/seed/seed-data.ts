/* Word lists for realistic seeded rows. */
// prettier-ignore
export const EMAIL_DOMAINS = [
  'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com', 'icloud.com',
] as const

/** Typical price points first; the generator also draws free amounts between them. */
// prettier-ignore
export const PRICE_POINTS = [
  149, 199, 249, 299, 349, 399, 499, 599, 699, 799, 899, 999, 1199, 1299, 1499, 1999, 2499, 2999,
  3499, 3999, 4999, 5999, 7499, 9999, 12499, 14999, 19999, 24999, 25000,
] as const

// prettier-ignore
export const DESCRIPTIONS = [
  'Order payment', 'Grocery order', 'Monthly subscription', 'Electronics purchase',
  'Booking advance', 'Invoice settlement', 'Festival sale order', 'Home delivery',
  'Service charges', 'Repair work',
] as const

// prettier-ignore
export const BANKS_IFSC = [
  'HDFC0001234', 'ICIC0004321', 'SBIN0005678', 'UTIB0000123', 'KKBK0000131',
] as const

/** The strings the hostile merchant's rows carry, for XSS, bidi and CSV-injection tests. */
export const HOSTILE_STRINGS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '\u202Eevil',
  'A'.repeat(5000),
  '=HYPERLINK("http://x")',
  '+1+1',
  '-2',
  '@SUM(A1)',
] as const
