import type { SearchSchemaInput } from '@tanstack/react-router'

/** A session ended while a payment QR was on screen: the counter's sale, or a payment link. */
export type SessionEndedUnder = 'sale' | 'link'

/**
 * /login's search params: where to go after signing in, and (decision 049) whether the session
 * ended under a payment QR, so the page can say what happened. Only same-site paths: an open
 * redirect after sign-in would be a phishing aid, and browsers read `/\host` like `//host`.
 */
export function validateLoginSearch(
  search: { redirect?: unknown; ended?: unknown } & SearchSchemaInput,
): { redirect?: string; ended?: SessionEndedUnder } {
  const { redirect, ended } = search
  return {
    ...(typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) ? { redirect } : {}),
    ...(ended === 'sale' || ended === 'link' ? { ended } : {}),
  }
}
