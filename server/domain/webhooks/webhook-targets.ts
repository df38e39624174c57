import ipaddr from 'ipaddr.js'
import { lookup as dnsLookup } from 'node:dns/promises'

/*
 * Which hosts a webhook may be sent to (decision 028). A webhook target is a URL the
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
 * IPv6 forms that carry an IPv4 address (decision 045). The mapped form (::ffff:a.b.c.d) is how a
 * dual-stack socket names an IPv4 peer, so it is judged as the IPv4 it carries, which must be
 * public (never loopback, whatever the setting: a developer's receiver is 127.0.0.1 or ::1, not a
 * disguise of it). Every other wrapper is refused whatever it carries: the gateway has no reason
 * to reach a receiver through a translator, a tunnel relay or a deprecated form, and what such an
 * address reaches in the end is the relay's business. `v4` reads the carried IPv4 for the reason.
 */
const WRAPPERS: { cidr: [ipaddr.IPv6, number]; name: string; v4?: (p: number[]) => string }[] = [
  { cidr: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), name: 'IPv4-mapped', v4: (p) => v4(p[6], p[7]) },
  { cidr: ipaddr.IPv6.parseCIDR('::/96'), name: 'IPv4-compatible', v4: (p) => v4(p[6], p[7]) },
  {
    cidr: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'),
    name: 'IPv4-translated',
    v4: (p) => v4(p[6], p[7]),
  },
  { cidr: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), name: 'NAT64', v4: (p) => v4(p[6], p[7]) },
  { cidr: ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), name: 'local-use NAT64' },
  { cidr: ipaddr.IPv6.parseCIDR('2002::/16'), name: '6to4', v4: (p) => v4(p[1], p[2]) },
  // Teredo's client address is stored inverted in the last 32 bits.
  {
    cidr: ipaddr.IPv6.parseCIDR('2001::/32'),
    name: 'Teredo',
    v4: (p) => v4((p[6] ?? 0) ^ 0xffff, (p[7] ?? 0) ^ 0xffff),
  },
]

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')
const IETF_PROTOCOL = ipaddr.IPv6.parseCIDR('2001::/23')

function v4(high: number | undefined, low: number | undefined): string {
  const h = high ?? 0
  const l = low ?? 0
  return [h >> 8, h & 255, l >> 8, l & 255].join('.')
}

/**
 * An address as ipaddr.js should read it. IPv6 goes through the WHATWG URL serializer first,
 * which writes an embedded dotted quad as hex: ipaddr.js reads '::1.2.3.4' (IPv4-compatible, as
 * the resolver prints it) as the mapped ::ffff:1.2.3.4. Null when it is not an IP address.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address)
  if (!address.includes(':')) return null
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1))
  } catch {
    return null
  }
}

/**
 * Why an IP address is refused, or null when it may be used. Only public unicast passes, and
 * loopback (127/8, ::1) when the policy allows it. IPv6 forms that carry an IPv4 address follow
 * WRAPPERS above, under both settings.
 */
export function addressRefusal(address: string, policy: TargetPolicy): string | null {
  const parsed = parseAddress(address)
  if (!parsed) return `${address} is not an IP address`
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6
    const range = v6.range()
    // :: and ::1 lie inside ::/96 but are themselves: unspecified and loopback.
    if (range !== 'unspecified' && range !== 'loopback') {
      const wrapper = WRAPPERS.find((w) => v6.match(w.cidr))
      if (wrapper?.name === 'IPv4-mapped' && wrapper.v4) {
        return addressRefusal(wrapper.v4(v6.parts), { allowLoopback: false })
      }
      if (wrapper) {
        const carried = wrapper.v4 ? `, carrying ${wrapper.v4(v6.parts)}` : ''
        return `${v6.toString()} is ${wrapper.name}${carried}`
      }
    }
  }
  const range = parsed.range()
  if (range === 'loopback' && policy.allowLoopback) return null
  if (parsed.kind() === 'ipv6' && range !== 'loopback') {
    // ipaddr.js calls anything it has no name for 'unicast', unallocated space included
    // (4000::1, ::1:2:3:4, ::1:a9fe:a9fe). Only global unicast (2000::/3) is public, and within it
    // not the IETF protocol assignments (2001::/23: Teredo, benchmarking, ORCHID, AMT, AS112).
    const v6 = parsed as ipaddr.IPv6
    if (!v6.match(GLOBAL_UNICAST)) return `${v6.toString()} is not a global unicast address`
    if (v6.match(IETF_PROTOCOL)) return `${v6.toString()} is an IETF protocol address`
  }
  if (range === 'unicast') return null
  return `${parsed.toString()} is ${describe(range)} address`
}

/** The range's name with its article, for a refusal's reason. */
function describe(range: string): string {
  switch (range) {
    case 'linkLocal':
      return 'a link-local'
    case 'uniqueLocal':
    case 'private':
      return 'a private'
    case 'carrierGradeNat':
      return 'a shared (CGNAT)'
    case 'loopback':
      return 'a loopback'
    case 'unspecified':
      return 'an unspecified'
    default:
      return 'a non-public'
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

/** `reason` says why in detail; the delivery log shows only the generic outcome (decision 045). */
export type ResolvedTarget =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; refused: boolean; reason: string }

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true })

/**
 * Delivery-time check: resolves the host and refuses if ANY of its addresses is refused (a name
 * with one public and one private record would otherwise be a coin toss). The caller connects to
 * the returned address only, so a second, different DNS answer (rebinding) is never used.
 */
export async function resolveTarget(
  raw: string,
  policy: TargetPolicy,
  lookup: Lookup = systemLookup,
): Promise<ResolvedTarget> {
  const refusal = urlRefusal(raw, policy)
  if (refusal !== null) return { ok: false, refused: true, reason: `Refused: ${refusal}` }
  const url = new URL(raw)
  const literal = literalAddress(url.hostname)
  if (literal !== null) {
    return { ok: true, url, address: literal, family: ipaddr.IPv4.isValid(literal) ? 4 : 6 }
  }
  let addresses: { address: string; family: number }[]
  try {
    addresses = await lookup(url.hostname.replace(/\.$/, ''))
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
