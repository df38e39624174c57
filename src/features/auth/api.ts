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
 * The password was right and the gateway asks for a second step (`data.two_step`, decision 073):
 * the step as it came, read by the second step's own lazily loaded code
 * (components/two-step/second-step.tsx), which /login's first download does not carry.
 */
export class SecondStepRequired extends Error {
  readonly step: unknown
  constructor(step: unknown) {
    super('two_step')
    this.step = step
  }
}

/**
 * POST /merchant/auth/login. Rejections carry the server's message, else 'Authentication failed'.
 * Carries this device's proofs and keeps the new one (decision 044), so the merchant still gets in
 * while strangers guess at the account.
 */
export async function login(identifier: string, password: string): Promise<LoginResult> {
  const proofs = deviceProofs()
  const body = await signInCall('/merchant/auth/login', {
    identifier,
    password,
    ...(proofs.length > 0 ? { device_proofs: proofs } : {}),
  })
  const step = (body as { data?: { two_step?: unknown } } | null)?.data?.two_step
  if (step) throw new SecondStepRequired(step)
  return signedIn(body)
}

async function signInCall(path: string, body: Record<string, unknown>): Promise<unknown> {
  try {
    return await apiRequest(path, { method: 'POST', body })
  } catch (error) {
    // An HTTP rejection (401, 429, 400…) is a refused sign-in: the server's text, else the
    // fallback of product.md §8. No connection or a timeout stays an ApiError ('Login failed' on screen).
    if (error instanceof ApiError && error.kind === 'http') {
      throw new LoginRejectedError(errorMessage(error, t(m.rejected)))
    }
    throw error
  }
}

/** A finished sign-in's answer (the password's, or the second step's) read and kept. */
export async function signedIn(body: unknown): Promise<LoginResult> {
  const { result, message } = readLoginResponse(body)
  if (!result) {
    if (message) await ensureGatewayTexts()
    throw new LoginRejectedError(message ? gatewayText(message) : t(m.rejected))
  }
  rememberDeviceProof(merchantStorageId(result), result.deviceProof)
  return result
}
