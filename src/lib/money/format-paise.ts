import { formatINR } from '../i18n/format'
import type { Paise } from './paise'

/** ₹ with Indian grouping and two decimals (product.md §9): 15015000 → '₹1,50,150.00'. */
export function formatPaise(amount: Paise): string {
  return formatINR(amount / 100)
}
