import type { MessageDescriptor } from '@lingui/core'
import { ApiError, errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import * as m from './account-messages'

// zxcvbn's warning keys (docs/api-contract.md), grouped by what the person can do about them.
const WEAK_REASONS: Record<string, MessageDescriptor> = {
  topTen: m.passwordCommon,
  topHundred: m.passwordCommon,
  common: m.passwordCommon,
  similarToCommon: m.passwordCommon,
  userInputs: m.passwordPersonal,
  dates: m.passwordDates,
  recentYears: m.passwordDates,
}

/**
 * A refused new password in the portal's words, from the gateway's `code` and `reason`
 * (password_too_short, password_too_long, password_weak); any other refusal in the gateway's
 * words, else `fallback`.
 */
export function passwordRefusal(error: unknown, fallback: string): string {
  const detail =
    error instanceof ApiError && error.status === 400 && typeof error.data === 'object'
      ? (error.data as { error?: { code?: unknown; reason?: unknown } } | null)?.error
      : undefined
  const code = detail?.code
  if (code === 'password_too_short') return t(m.passwordTooShort)
  if (code === 'password_too_long') return t(m.passwordTooLong)
  if (code === 'password_weak') {
    const reason = typeof detail?.reason === 'string' ? WEAK_REASONS[detail.reason] : undefined
    return t(reason ?? m.passwordWeak)
  }
  return errorMessage(error, fallback)
}
