import type { MiddlewareHandler } from 'hono'

/**
 * The one Content-Security-Policy for every response (portal, API, sandbox checkout). Kept in one
 * constant so it can be tightened in one place. The checkout page complies: no inline scripts,
 * plain HTML forms, inline SVG QR.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

/** Sets the headers after the handler (and the error handler) ran, so every response has them. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
}
