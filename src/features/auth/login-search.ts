import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * A session ended while a payment QR was on screen (the counter's sale, or a payment link), or
 * because the business removed the person's access ('removed').
 */
export type SessionEndedUnder = 'sale' | 'link' | 'removed'

/**
 * A path of this site, or null. An open redirect after sign-in would be a phishing aid, and
 * browsers are lenient: they read `/\host` like `//host`, and drop a tab or line break anywhere,
 * so `/\t/host` is `//host` too. So: a path starting with one `/`, no control character or
 * backslash anywhere, and still this origin once the browser's own URL parser has read it.
 */
export function sameSitePath(value: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (typeof value !== 'string' || !/^\/(?!\/)[^\u0000-\u001F\u007F\\]{0,1999}$/.test(value))
    return null
  try {
    const url = new URL(value, location.origin)
    return url.origin === location.origin ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/**
 * /login's search params: where to go after signing in (a path of this site only), and
 * (decision 049) whether the session ended under a payment QR, so the page can say what happened.
 */
export function validateLoginSearch(
  search: { redirect?: unknown; ended?: unknown } & SearchSchemaInput,
): { redirect?: string; ended?: SessionEndedUnder } {
  const { redirect, ended } = search
  const path = sameSitePath(redirect)
  return {
    ...(path !== null ? { redirect: path } : {}),
    ...(ended === 'sale' || ended === 'link' || ended === 'removed' ? { ended } : {}),
  }
}
