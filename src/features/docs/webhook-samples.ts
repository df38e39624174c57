/*
 * The Webhooks section's samples: an example payin.success body, a Node.js signature check and a
 * shell script that signs a test delivery exactly as the gateway does (docs/api-contract.md).
 */

export const WEBHOOK_PAYLOAD = {
  event: 'payin.success',
  transaction_id: 'TXN5GQ2H8W3ZK7MN4PRB',
  order_id: 'ORD1001',
  status: 'success',
  amount: 499,
  fee: 9.98,
  net_amount: 489.02,
  currency: 'INR',
  utr: '432109876543',
  channel: 'link',
  paid_late: false,
  timestamp: '2026-11-23T08:15:00.000Z',
}

export const WEBHOOK_VERIFY_JS = `// Node.js + Express: verify a webhook before trusting it. The signature covers the exact
// bytes sent, so read the body raw (express.raw) and parse it only after verifying.
import { createHmac, timingSafeEqual } from 'node:crypto'
import express from 'express'

const TOLERANCE_SECONDS = 300 // refuse old (replayed) deliveries

export function verifyWebhook(rawBody, headers, apiSecret) {
  const timestamp = headers['x-webhook-timestamp']
  const signature = headers['x-webhook-signature']
  if (!timestamp || !signature) return false
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
  const expected = createHmac('sha256', apiSecret)
    .update(\`\${timestamp}.\${rawBody}\`)
    .digest('hex')
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(String(signature), 'hex')
  return a.length === b.length && timingSafeEqual(a, b) // constant time
}

const app = express()
app.post('/webhooks/payin', express.raw({ type: 'application/json' }), (req, res) => {
  if (!verifyWebhook(req.body, req.headers, process.env.API_SECRET)) return res.sendStatus(401)
  const event = JSON.parse(req.body.toString('utf8')) // { event, transaction_id | payout_id, status, ... }
  res.sendStatus(200) // within 30 seconds; do the slow work afterwards
  console.log(event.event, req.headers['x-webhook-id'])
})
app.listen(3000)`

/** `secretPlaceholder`: what the reader replaces with their API secret. */
export function webhookCurl(secretPlaceholder: string): string {
  return [
    '# Send yourself a signed test delivery (bash + openssl), exactly as the gateway signs it:',
    '# X-Webhook-Signature = hex HMAC-SHA256(api_secret, timestamp + "." + raw body)',
    `API_SECRET='${secretPlaceholder}'`,
    `BODY='${JSON.stringify(WEBHOOK_PAYLOAD)}'`,
    'TS=$(date +%s)',
    `SIG=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$API_SECRET" | sed 's/^.* //')`,
    'curl -X POST "https://your-server.example.com/webhooks/payin" \\',
    '  -H "Content-Type: application/json" \\',
    '  -H "X-Webhook-Timestamp: $TS" \\',
    '  -H "X-Webhook-Signature: $SIG" \\',
    '  -d "$BODY"',
  ].join('\n')
}
