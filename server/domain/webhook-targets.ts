import ipaddr from 'ipaddr.js'
import { lookup } from 'node:dns/promises'

/*
 * Which hosts a webhook may be sent to (issue 14, decision 028). A webhook target is a URL the
 * merchant chose, fetched by the gateway: without this, it reaches the gateway's own network
 * (10.x, the cloud metadata address 169.254.169.254) and the delivery log reports what answered.
 * Only public unicast addresses pass; loopback passes too unless the deployment refuses it,
 * because a developer's local receiver is the point of a sandbox.
 */

export type TargetPolicy = {
  /** WEBHOOK_ALLOW_LOOPBACK (default on): 127.0.0.0/8, ::1 and localhost are allowed. */
  allowLoopback: boolean
}

export const DEFAULT_TARGET_POLICY: TargetPolicy = { allowLoopback: true }

/** Names that mean this machine whatever DNS says (RFC 6761). */
const LOOPBACK_NAME = /^(localhost|.+\.localhost)$/i

/**
 * Why an IP address is refused, or null when it may be used. IPv4-mapped IPv6 (::ffff:a.b.c.d) is
 * judged as the IPv4 address it carries. Everything outside public unicast (private, link-local,
 * unspecified, CGNAT, multicast, reserved, NAT64/6to4/Teredo wrappers…) is refused.
 */
export function addressRefusal(address: string, policy: TargetPolicy): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  const range = parsed.range()
  if (range === 'unicast') return null
  if (range === 'loopback' && policy.allowLoopback) return null
  return `${parsed.toString()} is a ${describe(range)} address`
}

function describe(range: string): string {
  switch (range) {
    case 'linkLocal':
      return 'link-local'
    case 'uniqueLocal':
    case 'private':
      return 'private'
    case 'carrierGradeNat':
      return 'shared (CGNAT)'
    default:
      return range === 'loopback' || range === 'unspecified' ? range : 'non-public'
  }
}

/** The URL's host as an IP literal (brackets and a trailing dot removed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
  return ipaddr.isValid(host) ? host : null
}

/**
 * Save-time check of a webhook URL: scheme, and the host when it is an IP literal or a loopback
 * name. Disguised IPv4 forms (0x7f.1, 2130706433, 0177.0.0.1, 127.1) need no special case: the
 * WHATWG URL parser already writes them as dotted quads. A DNS name passes here and is judged by
 * what it resolves to at delivery (resolveTarget), because its records can change after saving.
 */
export function urlRefusal(raw: string, policy: TargetPolicy): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not an http or https URL'
  if (url.username || url.password) return 'credentials in the URL are not allowed'
  const literal = literalAddress(url.hostname)
  if (literal !== null) return addressRefusal(literal, policy)
  const name = url.hostname.replace(/\.$/, '')
  if (LOOPBACK_NAME.test(name) && !policy.allowLoopback) return `${name} is a loopback address`
  return null
}

export type ResolvedTarget =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; refused: boolean; reason: string }

/**
 * Delivery-time check: resolves the host and refuses if ANY of its addresses is refused (a name
 * with one public and one private record would otherwise be a coin toss). The caller connects to
 * the returned address only, so a second, different DNS answer (rebinding) is never used.
 */
export async function resolveTarget(raw: string, policy: TargetPolicy): Promise<ResolvedTarget> {
  const refusal = urlRefusal(raw, policy)
  if (refusal !== null) return { ok: false, refused: true, reason: `Refused: ${refusal}` }
  const url = new URL(raw)
  const literal = literalAddress(url.hostname)
  if (literal !== null) {
    return { ok: true, url, address: literal, family: ipaddr.IPv4.isValid(literal) ? 4 : 6 }
  }
  let addresses: { address: string; family: number }[]
  try {
    addresses = await lookup(url.hostname.replace(/\.$/, ''), { all: true, verbatim: true })
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'lookup failed'
    // Not a policy refusal: the name may resolve later, so the delivery is retried.
    return { ok: false, refused: false, reason: `DNS: ${code} for ${url.hostname}` }
  }
  for (const { address } of addresses) {
    const reason = addressRefusal(address, policy)
    if (reason !== null)
      return { ok: false, refused: true, reason: `Refused: ${url.hostname} → ${reason}` }
  }
  const first = addresses[0]
  if (!first) return { ok: false, refused: false, reason: `DNS: no address for ${url.hostname}` }
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 }
}
