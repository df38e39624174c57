import type { HttpBindings } from '@hono/node-server'
import type { Db } from './db/connection'
import type { GatewayProfile } from './domain/merchants/gateway-profile'
import type { DeliverySlots, SendMeter } from './domain/webhooks/webhook-capacity'
import type { UploadSpace } from './domain/merchants/upload-space'
import type { TargetPolicy } from './domain/webhooks/webhook-targets'
import type { Principal } from './http/principal'
import type { StreamRegistry } from './http/event-streams'
import type { PasswordCheck } from './domain/merchants/sessions'
import type { LoginThrottle } from './http/login-throttle'
import type { GuessThrottle } from './http/guess-throttle'
import type { AccountCheckMeter } from './domain/payouts/account-check-meter'
import type { Mailer } from './domain/mail/mailer'
import type { ResetThrottle } from './http/reset-throttle'

/** Everything route modules need, built once by startServer and passed to createApp. */
export type Deps = {
  db: Db
  /** AES-256 key for API secrets at rest (DATA_DIR/secret.key). */
  secretKey: Buffer
  dataDir: string
  uploadsDir: string
  /** The free-space floor under uploads (UPLOAD_MIN_FREE_MB) and how free space is read. */
  uploadSpace: UploadSpace
  distDir: string
  adminToken: string
  loginThrottle: LoginThrottle
  /**
   * The bounded guess throttles (decision 065), per address: pairing codes (POST /counter/pair),
   * cashier PINs (POST /counter/cashier) and the account-name check.
   */
  guesses: { pairing: GuessThrottle; pins: GuessThrottle; accountChecks: GuessThrottle }
  /** Account-name checks per merchant and per API key per day (decision 065). */
  accountChecks: AccountCheckMeter
  /** Proxies of the deployment's own in front of the gateway (TRUST_PROXY, default 0). */
  trustProxy: number
  /** HMAC key of sign-in device proofs, derived from secretKey (docs/decisions/044). */
  deviceProofKey: Buffer
  /**
   * The clock of the in-memory limits: sign-in windows, device-proof ages and the webhook send
   * meter. Date.now unless a test drives simulated time.
   */
  now: () => number
  /** scrypt verification; tests wrap it to count how many guesses reach it. */
  checkPassword: PasswordCheck
  /** Nudges background workers after a write so they need not wait for their next tick. */
  /** batches: a batch approved or cancelled, or a balance that grew (a queued row may go now). */
  wake: { webhooks(): void; batches(): void }
  /**
   * Origin for absolute links (payment_url, pair_url): PUBLIC_BASE_URL if set, else the address
   * the gateway listens on. Never the request's Host header, which a client writes (decision 065);
   * the parameter is kept for the callers' sake and ignored.
   */
  baseUrl(requestUrl?: string): string
  /** When the settlement scheduler runs next (wallet next_settlement_date). */
  nextSettlementAt(): number
  /** Payin link lifetime when metadata.expires_at is absent. */
  defaultPayinTtlMs: number
  /** Open GET /merchant/events streams (capped per owner and merchant, closed at logout). */
  streams: StreamRegistry
  /** Interval of the event stream's `: ping` comment (and its session re-check). Default 15 s. */
  eventPingMs: number
  /** Bytes one stream may hold for a client that does not read; past it the stream is dropped. */
  eventBufferBytes: number
  /** The gateway as it appears on its tax invoices (GATEWAY_* configuration, decision 054). */
  gateway: GatewayProfile
  /**
   * Webhook target policy (WEBHOOK_ALLOW_LOOPBACK), the receiver's time to answer, the delivery
   * slots shared by the dispatcher and test events, and the meter of test events and redeliveries.
   */
  webhooks: { policy: TargetPolicy; timeoutMs: number; slots: DeliverySlots; meter: SendMeter }
  /** Mail (decision 075): recorded in mail_outbox, and sent by SMTP when SMTP_URL is set. */
  mailer: Mailer
  /** Origin of the portal for links in mails: PORTAL_ORIGIN, else baseUrl(). */
  portalOrigin(): string
  /** Forgot-password requests per address and per email asked about (decision 075). */
  resetThrottle: ResetThrottle
}

export type AppEnv = {
  Bindings: HttpBindings
  Variables: {
    principal: Principal
    merchantId: number
    surface: 'bearer' | 'api_key'
    token: string | null
  }
}
