import { createHmac } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { errorOutcome, httpOutcome, OUTCOME } from './webhook-outcomes'
import { resolveTarget, type TargetPolicy } from './webhook-targets'

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`) — docs/api-contract.md § Webhooks. */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

export type OutgoingWebhook = {
  id: number
  event: string
  url: string
  payload: string
  secret: string
}

export type SendResult = {
  statusCode: number | null
  /** null when delivered (2xx); otherwise one of webhook-outcomes.ts's generic outcomes. */
  error: string | null
  /** The target is refused by policy: retrying cannot help, and nothing was connected to. */
  refused: boolean
}

/**
 * One signed POST. The host is resolved and vetted first (webhook-targets.ts), then the socket is
 * opened to that vetted address only: `lookup` below answers with it instead of asking DNS again,
 * which would let a rebinding name swap in 127.0.0.1 or 169.254.169.254 between check and connect.
 * Redirects are not followed (a 3xx is a failed attempt). `signal` aborts (server shutdown).
 */
export async function sendWebhook(
  hook: OutgoingWebhook,
  policy: TargetPolicy,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<SendResult> {
  const deadline = AbortSignal.timeout(timeoutMs)
  const abort = signal ? AbortSignal.any([signal, deadline]) : deadline
  const target = await Promise.race([
    resolveTarget(hook.url, policy),
    new Promise<null>((resolve) => abort.addEventListener('abort', () => resolve(null))),
  ])
  if (target === null) return { statusCode: null, error: OUTCOME.timedOut, refused: false }
  if (!target.ok) {
    const error = target.refused ? OUTCOME.refused : OUTCOME.hostNotFound
    return { statusCode: null, error, refused: target.refused }
  }

  const timestamp = Math.floor(Date.now() / 1000)
  const body = Buffer.from(hook.payload, 'utf8')
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }])
    else callback(null, target.address, target.family)
  }
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<SendResult>((resolve) => {
    let settled = false
    const finish = (result: SendResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const req = send(
      target.url,
      {
        method: 'POST',
        // A fresh connection each time: a pooled socket could outlive the address check.
        agent: false,
        lookup: pinned,
        signal: abort,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'User-Agent': 'MerchantPortal-Sandbox-Webhooks/1.0',
          'X-Webhook-Event': hook.event,
          'X-Webhook-Id': String(hook.id),
          'X-Webhook-Timestamp': String(timestamp),
          'X-Webhook-Signature': signWebhook(hook.secret, timestamp, hook.payload),
        },
      },
      (res: IncomingMessage) => {
        const code = res.statusCode ?? 0
        // The answer's body is not needed; drain it so the socket can close.
        res.resume()
        res.on('error', () => undefined)
        finish({
          statusCode: code,
          error: code >= 200 && code < 300 ? null : httpOutcome(code),
          refused: false,
        })
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => {
      const error = deadline.aborted ? OUTCOME.timedOut : errorOutcome(err)
      finish({ statusCode: null, error, refused: false })
    })
    req.end(body)
  })
}
