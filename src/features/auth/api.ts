import { ApiError, apiRequest, errorMessage } from '../../lib/api-client'
import { parseMerchant, type StoredMerchant } from '../../lib/session-store'

export type LoginResult = { token: string; merchant: StoredMerchant }

/**
 * product.md §3 login response: success, data.token, data.merchant, error.message. Checked by hand, not
 * by zod: this is the sign-in page's only schema, and its JS budget has no room for zod (ADR 023).
 */
function readLoginResponse(body: unknown): { result: LoginResult | null; message?: string } {
  if (typeof body !== 'object' || body === null) return { result: null }
  const { success, data, error } = body as Record<string, unknown>
  const message =
    typeof error === 'object' && error !== null
      ? (error as Record<string, unknown>).message
      : undefined
  const text = typeof message === 'string' ? message : undefined
  if (success !== true || typeof data !== 'object' || data === null)
    return { result: null, message: text }
  const { token, merchant } = data as Record<string, unknown>
  const parsed = parseMerchant(merchant)
  if (typeof token !== 'string' || token === '' || !parsed) return { result: null, message: text }
  return { result: { token, merchant: parsed } }
}

/** product.md §5: both fields are required (the identifier ignoring surrounding spaces). */
export function hasLoginInput(identifier: string, password: string): boolean {
  return identifier.trim() !== '' && password !== ''
}

export const LOGIN_REQUIRED_MESSAGE = 'Please enter both username/email and password'

export class LoginRejectedError extends Error {}

/** POST /merchant/auth/login. Rejections carry the server's message, else 'Authentication failed'. */
export async function login(identifier: string, password: string): Promise<LoginResult> {
  let body: unknown
  try {
    body = await apiRequest('/merchant/auth/login', {
      method: 'POST',
      body: { identifier, password },
    })
  } catch (error) {
    // An HTTP rejection (401, 429, 400…) is a refused sign-in: the server's text, else the
    // fallback of product.md §8. No connection or a timeout stays an ApiError ('Login failed' on screen).
    if (error instanceof ApiError && error.kind === 'http') {
      throw new LoginRejectedError(errorMessage(error, 'Authentication failed'))
    }
    throw error
  }
  const { result, message } = readLoginResponse(body)
  if (!result) throw new LoginRejectedError(message || 'Authentication failed')
  return result
}
