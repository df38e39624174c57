import { openDatabase } from './db/connection'
import { DEMO_PASSWORD } from './db/seed'
import { getCredentials, loadOrCreateKey } from './domain/api-keys'
import { startServer } from './start'

/* `npm run server`: the sandbox gateway with env configuration, printed sign-ins and clean shutdown. */

const port = Number(process.env.PORT ?? 8080)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`)
  process.exit(1)
}
const host = process.env.HOST || '127.0.0.1'
const dataDir = process.env.DATA_DIR || './data'
// Loopback webhook targets: on by default (a developer's local receiver); 0 for shared deployments.
const allowLoopback = process.env.WEBHOOK_ALLOW_LOOPBACK ?? '1'
if (allowLoopback !== '0' && allowLoopback !== '1') {
  console.error(`WEBHOOK_ALLOW_LOOPBACK must be 0 or 1, got ${allowLoopback}`)
  process.exit(1)
}

// How long a refund stays pending before the sandbox bank processes it (decision 050).
const refundDelay = process.env.SANDBOX_REFUND_DELAY_MS
const refundDelayMs =
  refundDelay === undefined || refundDelay === '' ? undefined : Number(refundDelay)
if (refundDelayMs !== undefined && (!Number.isInteger(refundDelayMs) || refundDelayMs < 0)) {
  console.error(
    `SANDBOX_REFUND_DELAY_MS must be a whole number of milliseconds, got ${refundDelay}`,
  )
  process.exit(1)
}

const server = await startServer({
  port,
  host,
  dataDir,
  distDir: process.env.DIST_DIR || undefined,
  adminToken: process.env.SANDBOX_ADMIN_TOKEN || undefined,
  webhookAllowLoopback: allowLoopback === '1',
  refundDelayMs,
})

const db = openDatabase(server.dataDir)
const demo = db.prepare("SELECT id FROM merchants WHERE username = 'demo'").get() as
  { id: number } | undefined
const demoKeys = demo ? getCredentials(db, loadOrCreateKey(server.dataDir), demo.id) : null
db.close()

console.log(`Sandbox gateway listening on ${server.url}`)
console.log(`  Portal:        ${server.url}/`)
console.log(`  API base:      ${server.url}/api/v1`)
console.log(`  Data dir:      ${server.dataDir}`)
console.log(`  Sign in:       demo / ${DEMO_PASSWORD}   (rates hidden: norates / ${DEMO_PASSWORD})`)
if (demoKeys) {
  console.log(`  Demo API key:  ${demoKeys.api_key}`)
  console.log(`  Demo secret:   ${demoKeys.api_secret}`)
}
console.log(`  Admin token:   ${server.adminToken}   (X-Admin-Token for /sandbox/admin/*)`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: shutting down…`)
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err)
        process.exit(1)
      })
  })
}
