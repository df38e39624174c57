import ipaddr from 'ipaddr.js'

/*
 * Where the checkout may send a customer back (docs/decisions/065): the payin's own callback_url,
 * checked when the payin is created and again before the page redirects (rows made before the
 * check). https only, so the customer's return and its result parameters are not readable or
 * changeable on the way; plain http only to this machine (localhost, 127.0.0.0/8, ::1), a
 * developer's shop in the sandbox, and only while loopback targets are allowed
 * (WEBHOOK_ALLOW_LOOPBACK, as for webhooks).
 */

export const REDIRECT_HTTPS = 'Redirect URL must be an https URL'

export function redirectAllowed(raw: string, allowLoopback: boolean): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname !== ''
  if (url.protocol !== 'http:' || !allowLoopback) return false
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  return ipaddr.isValid(host) && ipaddr.parse(host).range() === 'loopback'
}
