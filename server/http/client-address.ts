import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'

/**
 * The address a request is counted under by the throttles. By default the socket's peer: a
 * client can write any X-Forwarded-For it likes, so the header is believed only when the
 * deployment says how many proxies of its own stand in front (TRUST_PROXY, default 0). With
 * TRUST_PROXY=n the client is the n-th address from the right of X-Forwarded-For, the one the
 * outermost trusted proxy saw; anything left of it was written by the client and is ignored.
 * A header shorter than that, or not an address there, falls back to the peer.
 */
export function clientAddress(c: Context, trustProxy = 0): string {
  let peer = 'unknown'
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Not behind the node adapter (e.g. app.request in a unit test): one shared address.
  }
  if (trustProxy <= 0) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const client = forwarded[forwarded.length - trustProxy]
  return client !== undefined && ipaddr.isValid(client) ? client : peer
}
