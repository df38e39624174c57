import { ApiError, apiRequest, errorMessage } from '../../lib/http/api-client'
import { ensureGatewayTexts, gatewayText, t } from '../../lib/i18n/i18n'
import {
  merchantStorageId,
  parseMerchant,
  parseUser,
  type SessionUser,
  type StoredMerchant,
} from '../../lib/session/session-store'
import { deviceProofs, rememberDeviceProof } from './device-proofs'
import * as m from './messages'

export type LoginResult = {
  token: string
  merchant: StoredMerchant
  /** The signed-in person; null from a gateway that knows only the owner. */
  user: SessionUser | null
  deviceProof?: unknown
}

/**
 * product.md §3 login response: success, data.token, data.merchant (data.user, the person, when
 * the gateway has people), error.message. Checked by hand, not
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
  const { token, merchant, user, device_proof } = data as Record<string, unknown>
  const parsed = parseMerchant(merchant)
  if (typeof token !== 'string' || token === '' || !parsed) return { result: null, message: text }
  return {
    result: { token, merchant: parsed, user: parseUser(user), deviceProof: device_proof },
  }
}

/** product.md §5: both fields are required (the identifier ignoring surrounding spaces). */
export function hasLoginInput(identifier: string, password: string): boolean {
  return identifier.trim() !== '' && password !== ''
}

export class LoginRejectedError extends Error {}

/**
 * POST /merchant/auth/login. Rejections carry the server's message, else 'Authentication failed'.
 * Carries this device's proofs and keeps the new one (decision 044), so the merchant still gets in
 * while strangers guess at the account.
 */
export async function login(identifier: string, password: string): Promise<LoginResult> {
  const proofs = deviceProofs()
  let body: unknown
  try {
    body = await apiRequest('/merchant/auth/login', {
      method: 'POST',
      body:
        proofs.length > 0
          ? { identifier, password, device_proofs: proofs }
          : { identifier, password },
    })
  } catch (error) {
    // An HTTP rejection (401, 429, 400…) is a refused sign-in: the server's text, else the
    // fallback of product.md §8. No connection or a timeout stays an ApiError ('Login failed' on screen).
    if (error instanceof ApiError && error.kind === 'http') {
      throw new LoginRejectedError(errorMessage(error, t(m.rejected)))
    }
    throw error
  }
  const { result, message } = readLoginResponse(body)
  if (!result) {
    if (message) await ensureGatewayTexts()
    throw new LoginRejectedError(message ? gatewayText(message) : t(m.rejected))
  }
  rememberDeviceProof(merchantStorageId(result), result.deviceProof)
  return result
}
