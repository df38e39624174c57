import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { openDatabase } from './db/connection'
import { isEmpty, seedDatabase } from './seed/seed'
import type { Deps } from './deps'
import { loadOrCreateKey } from './domain/merchants/api-keys'
import {
  gatewayProfile,
  setActiveGatewayProfile,
  type GatewayProfile,
} from './domain/merchants/gateway-profile'
import { deriveDeviceProofKey } from './domain/counters/device-proofs'
import {
  createDeliverySlots,
  createSendMeter,
  DEFAULT_SEND_METER,
  type SendMeterOptions,
} from './domain/webhooks/webhook-capacity'
import {
  DEFAULT_UPLOAD_MIN_FREE_MB,
  statfsFreeBytes,
  type UploadSpace,
} from './domain/merchants/upload-space'
import { sweepIncoming } from './domain/merchants/uploads'
import { createStreamRegistry, type StreamLimits } from './http/event-streams'
import { declaredAction } from './http/auth'
import { verifyPassword } from './domain/merchants/passwords'
import type { PasswordCheck } from './domain/merchants/sessions'
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleOptions,
} from './http/login-throttle'
import { createGuessThrottle, type GuessThrottleOptions } from './http/guess-throttle'
import {
  createAccountCheckMeter,
  DEFAULT_ACCOUNT_CHECK_LIMITS,
  type AccountCheckLimits,
} from './domain/payouts/account-check-meter'
import { payinListenerCount } from './domain/payins/payin-events'
import { DEFAULT_WORKER_OPTIONS, startWorkers, type WorkerOptions } from './workers'
import { createMailer } from './domain/mail/mailer'
import { outboxTransport, smtpTransport } from './domain/mail/smtp-transport'
import {
  createResetThrottle,
  DEFAULT_RESET_THROTTLE,
  type ResetThrottleOptions,
} from './http/reset-throttle'

export type StartOptions = {
  /** 0 picks a free port. Default 8080. */
  port?: number
  host?: string
  dataDir: string
  /** Built portal; default <repo>/dist. */
  distDir?: string
  adminToken?: string
  /**
   * Public origin for absolute links (payment_url, pair_url; PUBLIC_BASE_URL). Default: the
   * address the gateway listens on, never a request's Host header (decision 065).
   */
  publicUrl?: string
  /** Proxies of the deployment's own in front (TRUST_PROXY): X-Forwarded-For is read. Default 0. */
  trustProxy?: number
  /** Payin lifetime without metadata.expires_at. Default 180 s. */
  payinTtlMs?: number
  /** Interval of the event stream's ping (tests shorten it). Default 15 s. */
  eventPingMs?: number
  /** Event streams kept per owner (session) and per merchant; defaults in http/event-streams. */
  eventStreamLimits?: Partial<StreamLimits>
  /** Bytes a stream may hold for a client that does not read. Default 512 KiB. */
  eventBufferBytes?: number
  /**
   * Sign-in attempts per (account, address) in the window (default 10 per 15 min); the per-address
   * cap and the account slow-down threshold scale with it (10× and 2×) unless loginThrottle says.
   */
  loginRateLimit?: { limit: number; windowMs: number }
  loginThrottle?: Partial<LoginThrottleOptions>
  /** Pairing codes per address and window (default 10 per 15 min; decision 065). */
  pairThrottle?: Partial<GuessThrottleOptions>
  /** Cashier PIN attempts per address and window (default 30 per 15 min). */
  pinThrottle?: Partial<GuessThrottleOptions>
  /** Account-name checks per merchant and per API key per IST day (default 200 and 100). */
  accountChecks?: Partial<AccountCheckLimits>
  /**
   * Clock of the in-memory limits (sign-in throttle, device proofs, webhook send meter); tests
   * drive simulated time with it. Default Date.now.
   */
  clock?: () => number
  /** Wraps the password check (tests count the guesses that reach scrypt). */
  checkPassword?: PasswordCheck
  /** The gateway on its tax invoices; default DEFAULT_GATEWAY_PROFILE (decision 054). */
  gateway?: Partial<Omit<GatewayProfile, 'stateCode'>>
  /** Uploads are refused (507) while the data directory has less free space. Default 512 MB. */
  uploadMinFreeBytes?: number
  /** Reads the free space of the uploads directory (tests inject one). Default: fs.statfs. */
  uploadFreeBytes?: UploadSpace['freeBytes']
  /** false refuses loopback webhook targets too (WEBHOOK_ALLOW_LOOPBACK=0). Default true. */
  webhookAllowLoopback?: boolean
  /** Test events and redeliveries per merchant per window (default 10 a minute). */
  webhookSendMeter?: Partial<SendMeterOptions>
  /**
   * Mail (decision 075): SMTP_URL and MAIL_FROM. Without smtpUrl mail stays in the outbox, the
   * sandbox's mail catcher (GET /sandbox/mail).
   */
  mail?: { smtpUrl?: string; from?: string }
  /** Origin of the portal in mailed links (PORTAL_ORIGIN). Default: publicUrl. */
  portalOrigin?: string
  /** Forgot-password requests per address and per email (default 10 and 3 per 15 min). */
  resetThrottle?: Partial<ResetThrottleOptions>
  quiet?: boolean
} & Partial<WorkerOptions>

export type RunningServer = {
  url: string
  port: number
  adminToken: string
  dataDir: string
  /** Open event streams and payin-event subscribers (diagnostics; the tests check for leaks). */
  liveStreams(): { streams: number; listeners: number }
  /**
   * Every route of the app, method and path, and the action its authorize() declares
   * (tests/server/role-matrix.test.ts walks them).
   */
  routes(): { method: string; path: string; action?: string; scope?: string | null }[]
  close(): Promise<void>
}

/** Pairing codes: 10 per address per 15 minutes; 1,000 wrong codes from everyone together. */
const DEFAULT_PAIR_THROTTLE: GuessThrottleOptions = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  globalFailures: 1_000,
  maxEntries: 50_000,
}
/**
 * PIN attempts per address, and wrong PINs per merchant (all its tills), beside the per-device and
 * per-cashier locks of pin-guard.ts: one till reaches 10 a day, so 100 takes ten rogue tills.
 */
const DEFAULT_PIN_THROTTLE: GuessThrottleOptions = {
  limit: 30,
  windowMs: 15 * 60 * 1000,
  globalFailures: 100,
  maxEntries: 50_000,
}
/** Name checks per address: a burst guard under the daily quota (every call counts, none fail). */
const DEFAULT_ACCOUNT_CHECK_THROTTLE: GuessThrottleOptions = {
  limit: 60,
  windowMs: 60 * 1000,
  globalFailures: Number.MAX_SAFE_INTEGER,
  maxEntries: 50_000,
}

/** MAIL_FROM's default: the product's name on an address that takes no replies. */
export const DEFAULT_MAIL_FROM = 'Merchant Portal <no-reply@merchant-portal.example>'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir)
  // Before the seed: the tax kind of seeded fees depends on the gateway's state.
  const gateway = gatewayProfile(options.gateway)
  setActiveGatewayProfile(gateway)
  const db = openDatabase(dataDir)
  const secretKey = loadOrCreateKey(dataDir)
  if (isEmpty(db)) seedDatabase(db, secretKey, { log: options.quiet ? undefined : console.log })
  const uploadsDir = join(dataDir, 'uploads')
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 })
  sweepIncoming(uploadsDir)

  const rate = options.loginRateLimit
  const throttle: LoginThrottleOptions = {
    ...DEFAULT_LOGIN_THROTTLE,
    ...(rate && {
      windowMs: rate.windowMs,
      pairLimit: rate.limit,
      addressLimit: rate.limit * 10,
      slowAfter: rate.limit * 2,
    }),
    ...options.loginThrottle,
  }
  const workerOptions: WorkerOptions = { ...DEFAULT_WORKER_OPTIONS }
  for (const key of Object.keys(DEFAULT_WORKER_OPTIONS) as (keyof WorkerOptions)[]) {
    const value = options[key]
    if (value !== undefined) workerOptions[key] = value
  }
  const wakers: Array<() => void> = []
  const batchWakers: Array<() => void> = []
  let nextSettlementAt = (): number => Date.now()
  // Set from PUBLIC_BASE_URL, or once the server listens: its own address (decision 065).
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? ''
  const now = options.clock ?? Date.now
  const smtpUrl = options.mail?.smtpUrl
  const mailer = createMailer(
    smtpUrl ? smtpTransport(smtpUrl, options.mail?.from ?? DEFAULT_MAIL_FROM) : outboxTransport,
    now,
  )
  const portalOrigin = options.portalOrigin?.replace(/\/+$/, '')
  const deps: Deps = {
    db,
    secretKey,
    dataDir,
    uploadsDir,
    uploadSpace: {
      minFreeBytes: options.uploadMinFreeBytes ?? DEFAULT_UPLOAD_MIN_FREE_MB * 1024 * 1024,
      freeBytes: options.uploadFreeBytes ?? statfsFreeBytes,
    },
    distDir: resolve(options.distDir ?? join(REPO_ROOT, 'dist')),
    adminToken: options.adminToken ?? randomBytes(24).toString('base64url'),
    guesses: {
      pairing: createGuessThrottle({ ...DEFAULT_PAIR_THROTTLE, ...options.pairThrottle }, now),
      pins: createGuessThrottle({ ...DEFAULT_PIN_THROTTLE, ...options.pinThrottle }, now),
      accountChecks: createGuessThrottle(DEFAULT_ACCOUNT_CHECK_THROTTLE, now),
    },
    accountChecks: createAccountCheckMeter(
      { ...DEFAULT_ACCOUNT_CHECK_LIMITS, ...options.accountChecks },
      now,
    ),
    trustProxy: options.trustProxy ?? 0,
    loginThrottle: createLoginThrottle(throttle, now),
    deviceProofKey: deriveDeviceProofKey(secretKey),
    now,
    checkPassword: options.checkPassword ?? verifyPassword,
    wake: {
      webhooks: () => wakers.forEach((wake) => wake()),
      batches: () => batchWakers.forEach((wake) => wake()),
    },
    defaultPayinTtlMs: options.payinTtlMs ?? 180_000,
    baseUrl: () => publicUrl,
    nextSettlementAt: () => nextSettlementAt(),
    streams: createStreamRegistry(options.eventStreamLimits),
    gateway,
    eventPingMs: options.eventPingMs ?? 15_000,
    eventBufferBytes: options.eventBufferBytes ?? 512 * 1024,
    webhooks: {
      policy: { allowLoopback: options.webhookAllowLoopback ?? true },
      timeoutMs: workerOptions.webhookTimeoutMs,
      slots: createDeliverySlots(
        workerOptions.webhookPerMerchant,
        workerOptions.webhookMaxInFlight,
      ),
      meter: createSendMeter({ ...DEFAULT_SEND_METER, ...options.webhookSendMeter }, now),
    },
    mailer,
    portalOrigin: () => portalOrigin ?? publicUrl,
    resetThrottle: createResetThrottle(
      { ...DEFAULT_RESET_THROTTLE, ...options.resetThrottle },
      now,
    ),
  }
  const app = createApp(deps)

  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<Server>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () =>
      resolveServer(s as Server),
    ) as Server
    s.once('error', reject)
  })
  // Once listening, an 'error' of the server itself (accept failing with EMFILE, say) is logged; it
  // never ends the process, and the sockets already open go on.
  server.on('error', (err) => console.error('[sandbox] server error:', err))
  const port = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  if (!publicUrl) {
    publicUrl = url
    if ((host === '0.0.0.0' || host === '::') && !options.quiet)
      console.warn(
        `[sandbox] links (payment_url, pair_url) say ${url}; set PUBLIC_BASE_URL to the address devices reach`,
      )
  }
  const workers = startWorkers(deps, workerOptions, options.quiet)
  wakers.push(workers.wakeWebhooks)
  batchWakers.push(workers.wakeBatches)
  nextSettlementAt = workers.nextSettlementAt

  let closing: Promise<void> | null = null
  return {
    url,
    port,
    adminToken: deps.adminToken,
    dataDir,
    liveStreams: () => ({ streams: deps.streams.size(), listeners: payinListenerCount(db) }),
    routes: () => {
      // Middleware and catch-alls are registered as method ALL; each handler of a route adds
      // an entry of its own, hence the dedupe.
      type Route = { method: string; path: string; action?: string; scope?: string | null }
      const seen = new Map<string, Route>()
      for (const r of app.routes) {
        if (r.method === 'ALL') continue
        const key = `${r.method} ${r.path}`
        const declared = declaredAction(r.handler)
        seen.set(key, {
          method: r.method,
          path: r.path,
          ...(declared ? { action: declared.action, scope: declared.scope } : seen.get(key)),
        })
      }
      return [...seen.values()]
    },
    close() {
      closing ??= (async () => {
        await workers.stop()
        // Mails being sent finish (or fail) and record it before the database closes.
        await mailer.idle()
        // End event streams cleanly before their sockets are closed under them.
        deps.streams.closeAll()
        await new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
        db.close()
      })()
      return closing
    },
  }
}
