import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * /login's search params: where to go after signing in. Only same-site paths: an open redirect
 * after sign-in would be a phishing aid, and browsers read `/\host` like `//host`.
 */
export function validateLoginSearch(search: { redirect?: unknown } & SearchSchemaInput): {
  redirect?: string
} {
  const { redirect } = search
  return typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) ? { redirect } : {}
}
