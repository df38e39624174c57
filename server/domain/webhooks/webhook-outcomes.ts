/*
 * What the delivery log and the test event say about an attempt (decision 045): a few generic
 * outcomes, never an errno, a parser code or a resolved address. The log is read by whoever holds
 * the merchant's portal session, and the targets are URLs they chose: "HPE_INVALID_CONSTANT" or
 * "connect ECONNREFUSED 10.0.0.5:5432" would make the gateway a scanner of whatever it can reach.
 */

export const OUTCOME = {
  refused: 'Refused: not a public address',
  hostNotFound: 'Host not found',
  connectionRefused: 'Connection refused',
  connectionClosed: 'Connection closed',
  timedOut: 'Timed out',
  invalidResponse: 'Invalid response',
  tls: 'TLS error',
  failed: 'Connection failed',
  noSecret: 'No API secret',
} as const

export const httpOutcome = (status: number): string => `HTTP ${status}`

const TLS = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$)/

/** The outcome of a request that failed before an HTTP status arrived. */
export function errorOutcome(err: NodeJS.ErrnoException): string {
  const code = err.code ?? ''
  if (code === 'ECONNREFUSED') return OUTCOME.connectionRefused
  if (code === 'ETIMEDOUT' || code === 'ABORT_ERR' || err.name === 'AbortError')
    return OUTCOME.timedOut
  if (code.startsWith('HPE_')) return OUTCOME.invalidResponse
  if (code === 'ECONNRESET' || code === 'EPIPE' || err.message === 'socket hang up')
    return OUTCOME.connectionClosed
  if (TLS.test(code)) return OUTCOME.tls
  return OUTCOME.failed
}

const VOCABULARY = new Set<string>(Object.values(OUTCOME))

/**
 * A stored last_error as the log shows it. Rows written before this vocabulary carried raw texts
 * ('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9', 'Refused: name → 10.0.0.5 is …', 'DNS: …',
 * 'Timeout: …'); they are shown in the same words as new ones.
 */
export function publicOutcome(stored: string | null): string | null {
  if (stored === null || VOCABULARY.has(stored) || /^HTTP \d{3}$/.test(stored)) return stored
  if (stored.startsWith('Refused:')) return OUTCOME.refused
  if (stored.startsWith('DNS:')) return OUTCOME.hostNotFound
  if (stored.startsWith('Timeout:')) return OUTCOME.timedOut
  if (stored.startsWith('No API secret')) return OUTCOME.noSecret
  const code = /^([A-Z][A-Z0-9_]+):/.exec(stored)?.[1] ?? ''
  return errorOutcome(Object.assign(new Error(stored.slice(code.length + 2)), { code }))
}
