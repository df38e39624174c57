import type { Payout } from './api'

/** product.md §2: the beneficiary's VPA, else the account, else nothing. */
export function beneficiaryDestination(payout: Payout): string {
  return payout.beneficiary_vpa || payout.beneficiary_account || ''
}

/** product.md §2: 'name plus VPA or account, else N/A'. */
export function beneficiaryLines(payout: Payout): { name: string; destination: string } | null {
  const name = payout.beneficiary_name ?? ''
  const destination = beneficiaryDestination(payout)
  return name || destination ? { name, destination } : null
}
