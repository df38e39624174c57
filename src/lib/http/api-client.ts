import { FetchError, ofetch, type FetchOptions } from 'ofetch'
import { currentCredential } from './credentials'
import { endDevice } from '../session/device-store'
import { ensureGatewayTexts, gatewayText, t } from '../i18n/i18n'
import * as m from '../i18n/messages'
import { clearSession } from '../session/session-store'

/** Same origin by default; VITE_API_BASE_URL points the portal at another gateway. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api/v1'
export const API_TIMEOUT_MS = 30_000

/** Every failed call surfaces as an ApiError: HTTP status (0 = no response) + the server's message. */
export class ApiError extends Error {
  readonly status: number
  readonly data: unknown
  readonly kind: 'http' | 'timeout' | 'network' | 'offline'

  constructor(message: string, status: number, kind: ApiError['kind'], data?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.kind = kind
    this.data = data
  }
}

/** Called with the gateway's words for the refusal, when it gave some. */
type UnauthorizedHandler = (message: string | undefined) => void

let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign('/login')
}

/** The app installs a handler that also wipes the query cache and navigates with the router. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const error = (data as { error?: unknown }).error
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  const message = (data as { message?: unknown }).message
  return typeof message === 'string' && message ? message : undefined
}

export const http = ofetch.create({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  // Retries belong to TanStack Query, which knows whether a call is safe to repeat.
  retry: 0,
  onRequest({ options }) {
    const token = currentCredential()?.token
    if (token) options.headers.set('Authorization', `Bearer ${token}`)
  },
})

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.statusCode ?? 0
    if (status) {
      const data: unknown = error.data
      return new ApiError(
        serverMessage(data) ?? t(m.requestFailedStatus, { status }),
        status,
        'http',
        data,
      )
    }
    const cause = error.cause
    if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
      return new ApiError(t(m.timedOut), 0, 'timeout')
    }
    return new ApiError(t(m.networkError), 0, 'network')
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError(t(m.timedOut), 0, 'timeout')
  }
  return new ApiError(error instanceof Error ? error.message : t(m.requestFailed), 0, 'network')
}

/**
 * What a paired counter shows when the gateway refuses it without words of its own: the
 * gateway's own words for a revoke, kept as the gateway writes them (English) like any message
 * it sends, and shown through gatewayText (gateway-app-messages.ts has its translations).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the gateway's words, see above
export const DEVICE_REFUSED_MESSAGE = 'This counter was removed by the owner'

/**
 * The one error path of every request: the offline refusal, the conversion to ApiError and the
 * end of the session on a 401. A 401 on a request that carried the owner's token ends the
 * session (product.md §4); on a paired counter's it ends the pairing, with the gateway's words
 * ('This counter was removed by the owner'), and the counter screen says so: a cashier is never
 * sent to a sign-in page they have no password for (decision 049). A 401 on the login call
 * itself is just a rejected sign-in.
 */
async function send<T>(
  method: string | undefined,
  request: () => Promise<T>,
  convert: (error: unknown) => ApiError = toApiError,
): Promise<T> {
  assertCanSend(method)
  const credential = currentCredential()
  try {
    return await request()
  } catch (error) {
    const apiError = convert(error)
    // The gateway's words read in the portal's language (gateway-messages.ts): in another one,
    // their translations load with the first refusal, before it reaches a screen (decision 062).
    if (apiError.kind === 'http' && serverMessage(apiError.data) !== undefined) {
      await ensureGatewayTexts()
    }
    if (apiError.status === 401 && credential) {
      // Only the credential that was refused: a device that paired again (or an owner who
      // signed in) meanwhile keeps the new one.
      if (credential.token === currentCredential()?.token) {
        if (credential.principal === 'device') {
          endDevice(serverMessage(apiError.data) ?? DEVICE_REFUSED_MESSAGE)
        } else {
          clearSession()
          unauthorizedHandler(serverMessage(apiError.data))
        }
      }
    }
    throw apiError
  }
}

/** The one way features call the gateway: JSON in and out. */
export async function apiRequest<T = unknown>(
  path: string,
  options: FetchOptions<'json'> = {},
): Promise<T> {
  return send(options.method, async () => (await http<T>(path, options)) as T)
}

/**
 * A text body's error arrives as text too: when it is the gateway's JSON error, its message and
 * data are read from it, as a JSON request's would be.
 */
function textToApiError(error: unknown): ApiError {
  const apiError = toApiError(error)
  if (error instanceof FetchError && typeof error.data === 'string') {
    try {
      const parsed: unknown = JSON.parse(error.data)
      return new ApiError(
        serverMessage(parsed) ?? apiError.message,
        apiError.status,
        'http',
        parsed,
      )
    } catch {
      // Not JSON: keep the generic message.
    }
  }
  return apiError
}

/** For CSV and other raw bodies: same auth, timeout and error handling, text out. */
export async function apiRequestText(
  path: string,
  options: FetchOptions<'text'> = {},
): Promise<string> {
  return send(
    options.method,
    () => http(path, { ...options, responseType: 'text' }),
    textToApiError,
  )
}

/**
 * For large downloads (reports): same auth, errors and 401 handling, but the body is handed back
 * unread so the caller can stream it (progress, no page freeze). The 30 s timeout covers the wait
 * for the response headers; ofetch clears it once they arrive, so a long body is not cut off.
 */
export async function apiRequestStream(
  path: string,
  options: FetchOptions<'stream'> = {},
): Promise<Response> {
  return send(options.method, async () => {
    const response = await http.raw(path, {
      ...options,
      responseType: 'stream',
      ignoreResponseError: true,
    })
    if (response.ok) return response
    const text = await response.text().catch(() => '')
    let data: unknown = text
    try {
      data = JSON.parse(text)
    } catch {
      // Not JSON: keep the raw text as the error's data.
    }
    // An ApiError passes through toApiError unchanged, so the 401 check in send() sees it.
    throw new ApiError(
      serverMessage(data) ?? t(m.requestFailedStatus, { status: response.status }),
      response.status,
      'http',
      data,
    )
  })
}

/**
 * The server's error.message (or the offline notice) when there is one, else the screen's
 * fallback (product.md §8: "'Failed to …' or the server's error.message"). A bare status such as a
 * proxy's 502 page is not a message for the merchant. The gateway writes English; a message it is
 * known to send reads in the portal's language (lib/i18n/gateway-messages.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'offline') return error.message || fallback
    if (error.kind === 'http') {
      const message = serverMessage(error.data)
      return message === undefined ? fallback : gatewayText(message)
    }
  }
  return fallback
}

/** The refusal of a change while offline, in the current language. */
export function offlineActionMessage(): string {
  return t(m.offlineAction)
}

/**
 * Anything that changes data (money above all) is refused up front while offline: it is never
 * queued to replay later, when the merchant may no longer expect it.
 */
function assertCanSend(method: string | undefined): void {
  const m = (method ?? 'GET').toUpperCase()
  if (
    m !== 'GET' &&
    m !== 'HEAD' &&
    typeof navigator !== 'undefined' &&
    navigator.onLine === false
  ) {
    throw new ApiError(offlineActionMessage(), 0, 'offline')
  }
}
