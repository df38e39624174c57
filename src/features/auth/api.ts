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
  /** An enrolment at sign-in turned 2-step on: its recovery codes, shown once. */
  recoveryCodes?: string[]
}

/**
 * The gateway's second step (docs/api-contract.md "2-step"): no token yet, a challenge to answer
 * with a code at POST /merchant/auth/login/verify. `email` is the masked address a mailed code
 * went to.
 */
export type TwoStepChallenge = {
  challenge: string
  method: string
  email?: string
  /** An enrolment ('enrol': the business requires 2-step): the authenticator to set up. */
  secret?: string
  otpauthUrl?: string
}

/** `data.two_step` of a login answer, checked by hand like the rest of it (no zod here). */
function readTwoStep(body: unknown): TwoStepChallenge | null {
  if (typeof body !== 'object' || body === null) return null
  const data = (body as Record<string, unknown>).data
  if (typeof data !== 'object' || data === null) return null
  const step = (data as Record<string, unknown>).two_step
  if (typeof step !== 'object' || step === null) return null
  const { challenge, method, email, secret, otpauth_url } = step as Record<string, unknown>
  if (typeof challenge !== 'string' || challenge === '' || typeof method !== 'string') return null
  return {
    challenge,
    method,
    ...(typeof email === 'string' && { email }),
    ...(typeof secret === 'string' &&
      typeof otpauth_url === 'string' && {
        secret,
        otpauthUrl: otpauth_url,
      }),
  }
}

/** A typed email address masked as a mailed code's prompt names it: `d***@example.com`. */
export function maskedEmail(identifier: string): string | undefined {
  const at = identifier.indexOf('@')
  return at > 0 ? `${identifier[0] ?? ''}***${identifier.slice(at)}` : undefined
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

/** The password (or a first code) was right, and the gateway asks for a further step first. */
export class SecondStepRequired extends Error {
  readonly step: TwoStepChallenge
  constructor(step: TwoStepChallenge) {
    super(step.method)
    this.step = step
  }
}

/** The login answer of a finished sign-in; a second step due is thrown as SecondStepRequired. */
async function finished(body: unknown): Promise<LoginResult> {
  const step = readTwoStep(body)
  if (step) throw new SecondStepRequired(step)
  return signedIn(body)
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
  return finished(body)
}

/**
 * POST /merchant/auth/login/verify: the second step's code (the app's, a recovery code or the
 * mailed one) for the challenge. A wrong code is refused with the gateway's words. Without a
 * code, an enrolment's challenge answers the authenticator to set up; a mailed code may be
 * followed by an enrolment the business requires.
 */
export async function verifyLogin(challenge: string, code?: string): Promise<LoginResult> {
  const body = await signInCall(
    '/merchant/auth/login/verify',
    code === undefined ? { challenge } : { challenge, code },
  )
  const result = await finished(body)
  const codes = (body as { data?: { recovery_codes?: unknown } }).data?.recovery_codes
  return Array.isArray(codes) ? { ...result, recoveryCodes: codes.map(String) } : result
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

async function signedIn(body: unknown): Promise<LoginResult> {
  const { result, message } = readLoginResponse(body)
  if (!result) {
    if (message) await ensureGatewayTexts()
    throw new LoginRejectedError(message ? gatewayText(message) : t(m.rejected))
  }
  rememberDeviceProof(merchantStorageId(result), result.deviceProof)
  return result
}
