import { openDatabase } from './db/connection'
import { DEMO_CASHIERS, DEMO_COUNTER, DEMO_PASSWORD, DEMO_PEOPLE } from './seed/seed'
import { CHAI_ANY_CASHIER, CHAI_MANAGER, CHAI_OUTLETS } from './seed/seed-outlets'
import { getCredentials, loadOrCreateKey } from './domain/merchants/api-keys'
import { DEFAULT_UPLOAD_MIN_FREE_MB } from './domain/merchants/upload-space'
import { gatewayProfileFromEnv } from './domain/merchants/gateway-profile'
import { ROLE_LABELS } from './domain/team/users'
import { startServer, type RunningServer } from './start'

/*
 * The sandbox gateway with env configuration, printed sign-ins and clean shutdown. `npm run server`
 * and `npm start` run it under scripts/supervise.mjs, which starts it again when it dies.
 */

/** sysexits' EX_CONFIG: a restart cannot help, so the supervisor does not try (README). */
const EXIT_CONFIG = 78
/** sysexits' EX_SOFTWARE: a fault of the gateway itself; the supervisor starts a fresh one. */
const EXIT_FATAL = 70

/*
 * A fault no request handler caught (in a timer, a stream's event, a library's callback) leaves
 * the process in a state nobody can vouch for: log it, exit non-zero and let the supervisor start
 * a clean process. Errors inside requests never get here: Hono's onError answers them with a 500.
 */
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (err: unknown) => {
    console.error(`[sandbox] fatal ${event}, exiting:`, err)
    process.exit(EXIT_FATAL)
  })
}

function configError(message: string): never {
  console.error(message)
  process.exit(EXIT_CONFIG)
}

const port = Number(process.env.PORT ?? 8080)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  configError(`PORT must be a port number, got ${process.env.PORT}`)
}
const host = process.env.HOST || '127.0.0.1'
const dataDir = process.env.DATA_DIR || './data'
// Loopback webhook targets: on by default (a developer's local receiver); 0 for shared deployments.
const allowLoopback = process.env.WEBHOOK_ALLOW_LOOPBACK ?? '1'
if (allowLoopback !== '0' && allowLoopback !== '1') {
  configError(`WEBHOOK_ALLOW_LOOPBACK must be 0 or 1, got ${allowLoopback}`)
}
const minFreeMb = process.env.UPLOAD_MIN_FREE_MB || String(DEFAULT_UPLOAD_MIN_FREE_MB)
if (!/^\d+$/.test(minFreeMb)) {
  configError(`UPLOAD_MIN_FREE_MB must be a whole number of megabytes, got ${minFreeMb}`)
}

// How long a refund stays pending before the sandbox bank processes it (decision 050).
const refundDelay = process.env.SANDBOX_REFUND_DELAY_MS
const refundDelayMs =
  refundDelay === undefined || refundDelay === '' ? undefined : Number(refundDelay)
if (refundDelayMs !== undefined && (!Number.isInteger(refundDelayMs) || refundDelayMs < 0)) {
  configError(`SANDBOX_REFUND_DELAY_MS must be a whole number of milliseconds, got ${refundDelay}`)
}
const settlementHour = Number(process.env.SANDBOX_SETTLEMENT_HOUR_IST || 10)
if (!Number.isInteger(settlementHour) || settlementHour < 0 || settlementHour > 23) {
  configError(
    `SANDBOX_SETTLEMENT_HOUR_IST must be an hour from 0 to 23, got ${process.env.SANDBOX_SETTLEMENT_HOUR_IST}`,
  )
}
// Links (payment_url, pair_url) are built from this, never from a request's Host header.
const publicBaseUrl = process.env.PUBLIC_BASE_URL || undefined
if (publicBaseUrl !== undefined) {
  let parsed: URL | null = null
  try {
    parsed = new URL(publicBaseUrl)
  } catch {
    parsed = null
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search)
    configError(
      `PUBLIC_BASE_URL must be an http(s) origin such as https://pay.example.in, got ${publicBaseUrl}`,
    )
}
// Mail (decision 075): SMTP when SMTP_URL is set, else the sandbox outbox (GET /sandbox/mail).
const smtpUrl = process.env.SMTP_URL || undefined
if (smtpUrl !== undefined && !/^smtps?:\/\/[^/?#\s]+/.test(smtpUrl)) {
  configError(
    'SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:pass@smtp.example.in:465',
  )
}
const mailFrom = process.env.MAIL_FROM || undefined
if (mailFrom !== undefined && !/@/.test(mailFrom)) {
  configError(
    `MAIL_FROM must be an address such as 'Merchant Portal <no-reply@example.in>', got ${mailFrom}`,
  )
}
// Links in mails open the portal; it is served by the gateway unless hosted elsewhere.
const portalOrigin = process.env.PORTAL_ORIGIN || undefined
if (portalOrigin !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(portalOrigin)) {
  configError(
    `PORTAL_ORIGIN must be an http(s) origin such as https://portal.example.in, got ${portalOrigin}`,
  )
}
// How many proxies of the deployment's own stand in front: X-Forwarded-For is read only then.
const trustProxy = Number(process.env.TRUST_PROXY || 0)
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  configError(
    `TRUST_PROXY must be the number of trusted proxies (0 to 10), got ${process.env.TRUST_PROXY}`,
  )
}
const checksPerDay = Number(process.env.ACCOUNT_CHECKS_PER_DAY || 200)
if (!Number.isInteger(checksPerDay) || checksPerDay < 1) {
  configError(
    `ACCOUNT_CHECKS_PER_DAY must be a whole number of checks, got ${process.env.ACCOUNT_CHECKS_PER_DAY}`,
  )
}
let gateway: ReturnType<typeof gatewayProfileFromEnv>
try {
  gateway = gatewayProfileFromEnv()
} catch (err) {
  configError(err instanceof Error ? err.message : String(err))
}

// Installed before anything starts: a signal during start-up stops it too, instead of killing the
// process by the default action, which a supervisor would read as a crash.
let started: RunningServer | null = null
let stopping = false
function shutdown(reason: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${reason}: shutting down…`)
  if (!started) process.exit(0)
  started
    .close()
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(err)
      process.exit(1)
    })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal))
// Started by scripts/supervise.mjs (an IPC channel): a supervisor that is gone, even by kill -9,
// takes the gateway with it rather than leave it holding the port with no one to restart it.
process.on('disconnect', () => shutdown('supervisor gone'))

let server: RunningServer
try {
  server = await startServer({
    port,
    host,
    dataDir,
    distDir: process.env.DIST_DIR || undefined,
    adminToken: process.env.SANDBOX_ADMIN_TOKEN || undefined,
    webhookAllowLoopback: allowLoopback === '1',
    uploadMinFreeBytes: Number(minFreeMb) * 1024 * 1024,
    refundDelayMs,
    settlementHourIst: settlementHour,
    gateway,
    publicUrl: publicBaseUrl,
    portalOrigin,
    mail: { smtpUrl, from: mailFrom },
    trustProxy,
    // An API key may spend half of the day's checks; the rest stay the portal's.
    accountChecks: { perMerchant: checksPerDay, perKey: Math.max(1, Math.floor(checksPerDay / 2)) },
  })
} catch (err) {
  // A port still held by a previous process is worth another try; the supervisor backs off.
  console.error(`[sandbox] could not start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}
started = server

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
for (const person of DEMO_PEOPLE) {
  console.log(
    `  ${`${ROLE_LABELS[person.role]}:`.padEnd(15)}${person.email} / ${person.password}   (demo's ${person.name})`,
  )
}
console.log(
  `  Counter:       demo's '${DEMO_COUNTER}', cashiers ${DEMO_CASHIERS.map((c) => `${c.name} (PIN ${c.pin})`).join(', ')}; pair a device with a code from Settings → Counters or \`npm run sandbox -- pairing-code demo\``,
)
// The business of several shops (decision 080) and its store manager limited to one.
console.log(
  `  Outlets:       chai / ${DEMO_PASSWORD}   (Chai Point: ${CHAI_OUTLETS.map((o) => o.name).join(', ')}; cashiers ${[...CHAI_OUTLETS.map((o) => o.cashier), CHAI_ANY_CASHIER].map((c) => `${c.name} (PIN ${c.pin})`).join(', ')})`,
)
console.log(
  `  Store manager: ${CHAI_MANAGER.email} / ${CHAI_MANAGER.password}   (chai's ${CHAI_MANAGER.name}, Operations, ${CHAI_MANAGER.outlet} only)`,
)
if (demoKeys) {
  console.log(`  Demo API key:  ${demoKeys.api_key}`)
  console.log(`  Demo secret:   ${demoKeys.api_secret}`)
}
console.log(`  Admin token:   ${server.adminToken}   (X-Admin-Token for /sandbox/admin/*)`)
console.log(
  smtpUrl
    ? `  Mail:          by SMTP (${new URL(smtpUrl).host}), recorded at ${server.url}/sandbox/mail?token=…`
    : `  Mail:          ${server.url}/sandbox/mail?token=${encodeURIComponent(server.adminToken)}   (or \`npm run sandbox -- mail <address>\`)`,
)
