import { advanceSearchHorizons } from './db/search-horizons'
import { PAYIN_SEARCH, PAYOUT_SEARCH } from './db/search-key'
import type { Deps } from './deps'
import { expireDuePayins } from './domain/refunds/payin-lifecycle'
import { advanceBank } from './domain/payouts/payout-lifecycle'
import { advanceBatches } from './domain/batches/batch-worker'
import { processDueRefunds } from './domain/refunds/refund-lifecycle'
import { purgeDeadDevices } from './domain/counters/counter-devices'
import { purgeExpiredSessions } from './domain/merchants/sessions'
import { purgeOldMail } from './domain/mail/outbox'
import { purgeOldLinks } from './domain/team/user-links'
import { purgeExpiredChallenges } from './domain/team/sign-in-challenges'
import {
  dailyCutoff,
  DEFAULT_SETTLEMENT_HOUR_IST,
  nextDailySettlement,
  settleAll,
} from './domain/settlements/settlement'
import { issueAllDueDocuments } from './domain/settlements/tax-documents'
import { createDispatcher } from './domain/webhooks/webhook-dispatcher'
import { expireDueApprovals } from './domain/approvals/approval-decisions'

export type WorkerOptions = {
  /**
   * Pending → available: 0 (the default) settles every day at settlementHourIst with the previous
   * IST day as cut-off (decision 053); a positive period settles everything that often instead
   * (tests use an hour to keep settlement out of their way).
   */
  settlementIntervalMs: number
  /** The IST hour (0–23) of the daily settlement. Default 10. */
  settlementHourIst: number
  /** How often expired payment links are cancelled. Default 1 s. */
  expirySweepMs: number
  /** Time a payout sits in queued, then in processing, before the sandbox bank moves it. Default 2 s. */
  bankStepMs: number
  /**
   * Time a refund stays pending before the sandbox bank processes it, with a UTR (decision 050).
   * Default 20 s; SANDBOX_REFUND_DELAY_MS sets it for `npm start`.
   */
  refundDelayMs: number
  /** How often payout batches are moved on (approvals followed, rows sent). Default 250 ms. */
  batchTickMs: number
  /** First webhook retry delay (then ×2 per attempt). Default 10 s. */
  webhookBackoffBaseMs: number
  webhookMaxAttempts: number
  webhookTimeoutMs: number
  /** How often due webhook deliveries are looked for. Default 500 ms. */
  webhookPollMs: number
  /** Deliveries of one merchant in flight at once (decision 028). Default 4. */
  webhookPerMerchant: number
  /** Deliveries in flight at once, all merchants. Default 64. */
  webhookMaxInFlight: number
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  settlementIntervalMs: 0,
  settlementHourIst: DEFAULT_SETTLEMENT_HOUR_IST,
  expirySweepMs: 1_000,
  bankStepMs: 2_000,
  refundDelayMs: 20_000,
  batchTickMs: 250,
  webhookBackoffBaseMs: 10_000,
  webhookMaxAttempts: 5,
  webhookTimeoutMs: 30_000,
  webhookPollMs: 500,
  webhookPerMerchant: 4,
  webhookMaxInFlight: 64,
}

export type Workers = {
  stop(): Promise<void>
  wakeWebhooks(): void
  wakeBatches(): void
  nextSettlementAt(): number
}

/**
 * Background jobs. All of them poll the database rather than react to in-memory events, so work
 * written by the CLI or left over from before a restart is picked up the same way.
 */
export function startWorkers(deps: Deps, options: WorkerOptions, quiet = false): Workers {
  const timers: NodeJS.Timeout[] = []
  let stopped = false
  const interval = options.settlementIntervalMs
  const hour = options.settlementHourIst
  let nextSettlement = interval > 0 ? Date.now() + interval : nextDailySettlement(Date.now(), hour)

  const guard = (name: string, job: () => void) => () => {
    if (stopped) return
    try {
      job()
    } catch (err) {
      if (!quiet) console.error(`[sandbox] ${name} failed:`, err)
    }
  }
  const every = (ms: number, job: () => void) => {
    const timer = setInterval(job, ms)
    timer.unref()
    timers.push(timer)
  }

  // Each delivery settles on its own (decision 028): a tick only starts what is due and has room.
  const dispatcher = createDispatcher(
    deps.db,
    deps.secretKey,
    {
      backoffBaseMs: options.webhookBackoffBaseMs,
      maxAttempts: options.webhookMaxAttempts,
      timeoutMs: options.webhookTimeoutMs,
      policy: deps.webhooks.policy,
      perMerchant: options.webhookPerMerchant,
      maxInFlight: options.webhookMaxInFlight,
      slots: deps.webhooks.slots,
    },
    (err) => {
      if (!quiet && !stopped) console.error('[sandbox] webhook delivery failed:', err)
    },
  )
  const dispatch = guard('webhook dispatch', () => dispatcher.tick())
  // Payout batches (decision 077): the payouts a tick makes announce themselves by webhook.
  const batches = guard('batches', () => {
    if (advanceBatches(deps.db, Date.now()) > 0) dispatch()
  })

  every(
    options.expirySweepMs,
    guard('expiry sweep', () => expireDuePayins(deps.db)),
  )
  if (interval > 0) {
    every(
      interval,
      guard('settlement', () => {
        nextSettlement = Date.now() + interval
        settleAll(deps.db)
        setImmediate(batches)
      }),
    )
  } else {
    // Checked every minute; the run settles up to the start of its IST day, so a run made late
    // (the server was down at the hour) settles exactly what the missed one would have, and a
    // second run for the same day finds nothing new before the cut-off.
    const daily = guard('daily settlement', () => {
      const now = Date.now()
      if (now < nextSettlement) return
      nextSettlement = nextDailySettlement(now, hour)
      settleAll(deps.db, now, dailyCutoff(now, hour))
      setImmediate(batches)
      // A month that ended gets its tax invoices (decision 054).
      issueAllDueDocuments(deps.db, deps.gateway, now)
    })
    every(60_000, daily)
    setImmediate(
      guard('startup settlement', () => {
        const now = Date.now()
        settleAll(deps.db, now, dailyCutoff(now, hour))
      }),
    )
  }
  every(
    Math.max(100, Math.min(1_000, options.bankStepMs / 2)),
    guard('bank', () => advanceBank(deps.db, options.bankStepMs)),
  )
  every(options.batchTickMs, batches)
  every(
    Math.max(100, Math.min(1_000, options.refundDelayMs / 2)),
    guard('refunds', () => {
      if (processDueRefunds(deps.db, options.refundDelayMs) > 0) dispatch()
    }),
  )
  // Approval requests past their 7 days (decision 076): checked every minute, and at start.
  const approvals = guard('approval expiry', () => {
    if (expireDueApprovals(deps.db, deps.now()) > 0) dispatch()
  })
  every(60_000, approvals)
  setImmediate(approvals)
  every(options.webhookPollMs, dispatch)
  every(
    10 * 60_000,
    guard('session purge', () => {
      purgeExpiredSessions(deps.db)
      purgeExpiredChallenges(deps.db, deps.now())
      purgeDeadDevices(deps.db)
      purgeOldLinks(deps.db, deps.now())
      purgeOldMail(deps.db, deps.now())
    }),
  )
  // Search horizons (server/db/search-horizons.ts): one for each new merchant, and each moved on
  // once it is 30 minutes old. Checked every minute; a check that moves nothing writes nothing.
  const horizons = guard('search horizons', () => {
    advanceSearchHorizons(deps.db, [PAYIN_SEARCH.table, PAYOUT_SEARCH.table], Date.now())
  })
  every(60_000, horizons)
  setImmediate(guard('tax documents', () => issueAllDueDocuments(deps.db, deps.gateway)))
  // Resume what a previous run left: expired links and due webhooks, right away.
  setImmediate(guard('startup sweep', () => expireDuePayins(deps.db)))
  setImmediate(horizons)
  setImmediate(dispatch)

  return {
    async stop() {
      stopped = true
      timers.forEach(clearInterval)
      await dispatcher.stop()
    },
    wakeWebhooks: () => setImmediate(dispatch),
    wakeBatches: () => setImmediate(batches),
    nextSettlementAt: () => nextSettlement,
  }
}
