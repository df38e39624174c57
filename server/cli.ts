import { resolve } from 'node:path'
import { openDatabase, type Db } from './db/connection'
import { DEMO_COUNTER, isEmpty, seedDatabase, seedMorePayins } from './seed/seed'
import { loadOrCreateKey } from './domain/merchants/api-keys'
import { displayCode, issuePairingCode } from './domain/counters/counter-devices'
import { createCounter, listCounters, ownerCounter } from './domain/counters/counters'
import { receiveStandingQrPayment } from './domain/standing-qr/receive-payment'
import { sandboxQrCredit } from './http/qr-credit'
import { gatewayProfileFromEnv, setActiveGatewayProfile } from './domain/merchants/gateway-profile'
import { formatInr } from './domain/core/money'
import { declinePayin, payPayin } from './domain/refunds/payin-lifecycle'
import { autoRefunded } from './domain/payins/payin-refund-state'
import { approvePayout, rejectPayout } from './domain/payouts/payout-lifecycle'
import { failRefund, processRefund } from './domain/refunds/refund-lifecycle'
import { settleAll } from './domain/settlements/settlement'
import { approveTopup, rejectTopup } from './domain/wallet/topups'
import { verifyChains } from './domain/activity/verify-chain'
import { AppError } from './errors'
import { linksIn, listMail } from './domain/mail/outbox'
import { outletViews } from './domain/outlets/outlets'

/*
 * `npm run sandbox -- <command>` / `npm run seed -- [--payins N]`: the sandbox admin actions on the
 * DB file directly (docs/decisions/010). A running server picks the changes up: its workers poll
 * the database for due webhooks and bank steps.
 */

const USAGE = `Usage: npm run sandbox -- <command> [args] [--data-dir DIR]

  seed [--payins N]          seed an empty data dir (demo gets N payins, default 150),
                             or append N payins to demo's history in an existing one
  pending                    list payouts awaiting approval, pending top-ups and pending refunds
  approve-payout <payout_id> / reject-payout <payout_id> [reason]
  approve-topup <request_id> / reject-topup <request_id> [reason]
  pay <transaction_id> / decline <transaction_id>   act as the customer on a pending payin
  process-refund <refund_id>                        the bank processes a pending refund (UTR)
  fail-refund <refund_id> [reason]                  the bank refuses it; the amount goes back
  settle                     settle every pending balance to available now (each merchant's
                             unsettled payments become one settlement)
  audit verify               recompute every merchant's activity log chain and name each row
                             edited, removed or reordered (exit code 1 when any is)
  pairing-code <username> [counter name] [--speaker]
                             a pairing code for a counter (default 'Front desk', added if
                             missing), to set up a device at /counter/pair without the portal;
                             --speaker: for a Speaker, which only announces payments
  pay-qr <username> <amount> [counter name]
                             pay a counter's standing QR as a customer's UPI app would (default
                             the owner's counter): a paid payin of channel qr
  outlets <username>         the business's outlets: id, name, city, state, GSTIN, counters,
                             and whether archived (decision 080)
  mail <address>             the latest mail to that address (an invitation, a password reset)
                             with its links; every mail is at /sandbox/mail on the gateway

DATA_DIR (env) or --data-dir picks the data directory (default ./data).`

function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name)
  if (index === -1) return undefined
  const value = args[index + 1]
  if (value === undefined) throw new Error(`${name} needs a value`)
  args.splice(index, 2)
  return value
}

function pending(db: Db): void {
  const payouts = db
    .prepare(
      `SELECT p.payout_id, m.username, p.amount, p.beneficiary_name FROM payouts p
       JOIN merchants m ON m.id = p.merchant_id WHERE p.status = 'pending' ORDER BY p.created_at`,
    )
    .all() as { payout_id: string; username: string; amount: number; beneficiary_name: string }[]
  const topups = db
    .prepare(
      `SELECT t.request_id, m.username, t.amount, t.transfer_type FROM topup_requests t
       JOIN merchants m ON m.id = t.merchant_id WHERE t.status = 'pending' ORDER BY t.created_at`,
    )
    .all() as { request_id: string; username: string; amount: number; transfer_type: string }[]
  console.log(`Payouts awaiting approval (${payouts.length}):`)
  for (const p of payouts) {
    console.log(
      `  ${p.payout_id}  ${p.username}  ${formatInr(p.amount)}  ${p.beneficiary_name.slice(0, 40)}`,
    )
  }
  console.log(`Pending top-ups (${topups.length}):`)
  for (const t of topups)
    console.log(`  ${t.request_id}  ${t.username}  ${formatInr(t.amount)}  ${t.transfer_type}`)
  const refunds = db
    .prepare(
      `SELECT r.refund_id, m.username, r.amount_inr, r.transaction_id FROM refunds r
       JOIN merchants m ON m.id = r.merchant_id WHERE r.status = 'pending' ORDER BY r.created_at`,
    )
    .all() as { refund_id: string; username: string; amount_inr: number; transaction_id: string }[]
  console.log(`Pending refunds (${refunds.length}):`)
  for (const r of refunds) {
    console.log(`  ${r.refund_id}  ${r.username}  ${formatInr(r.amount_inr)}  ${r.transaction_id}`)
  }
}

/** The latest mail to an address, as the sandbox's outbox keeps it, and the links in it. */
function latestMail(db: Db, address: string): void {
  const [mail] = listMail(db, { to: address, limit: 1 })
  if (!mail) throw new Error(`No mail to ${address} yet`)
  const state =
    mail.transport === 'outbox'
      ? 'kept in the sandbox outbox'
      : mail.error
        ? `SMTP failed: ${mail.error}`
        : mail.sent_at
          ? 'sent by SMTP'
          : 'being sent by SMTP'
  console.log(`To:      ${mail.to_address}`)
  console.log(`Subject: ${mail.subject}`)
  console.log(`Date:    ${new Date(mail.created_at).toISOString()} (${state})`)
  console.log('')
  console.log(mail.text_body.trimEnd())
  const links = linksIn(mail.text_body)
  if (links.length > 0) {
    console.log('')
    console.log('Links:')
    for (const link of links) console.log(`  ${link}`)
  }
}

/** Prints the chains' state; any broken row sets exit code 1. */
function auditVerify(db: Db): void {
  const report = verifyChains(db)
  const usernames = new Map(
    (
      db.prepare('SELECT id, username FROM merchants').all() as { id: number; username: string }[]
    ).map((m) => [m.id, m.username]),
  )
  for (const p of report.problems) {
    const who = usernames.get(p.merchantId) ?? '?'
    const row = p.id === null ? 'missing' : `id ${p.id}`
    console.log(`BROKEN  merchant ${p.merchantId} (${who})  seq ${p.seq}  ${row}: ${p.problem}`)
  }
  const summary = `${report.rows} entries in ${report.merchants} merchant chain(s)`
  if (report.problems.length > 0) {
    console.log(`Activity log broken: ${report.problems.length} problem(s); ${summary}`)
    process.exitCode = 1
  } else {
    console.log(`Activity log intact: ${summary}`)
  }
}

function run(argv: string[]): void {
  const args = [...argv]
  const dataDir = resolve(takeOption(args, '--data-dir') ?? process.env.DATA_DIR ?? './data')
  const payinsOption = takeOption(args, '--payins')
  const [command, id, ...rest] = args
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE)
    return
  }
  // GATEWAY_* as for the server: fees charged here carry the gateway's state (decision 052).
  setActiveGatewayProfile(gatewayProfileFromEnv())
  const db = openDatabase(dataDir)
  try {
    const need = (what: string): string => {
      if (!id) throw new Error(`${command} needs a ${what}`)
      return id
    }
    const reason = rest.join(' ').trim() || null
    switch (command) {
      case 'seed': {
        const payins = payinsOption === undefined ? undefined : Number(payinsOption)
        if (payins !== undefined && (!Number.isInteger(payins) || payins < 0)) {
          throw new Error('--payins must be a whole number')
        }
        const started = Date.now()
        if (isEmpty(db)) {
          seedDatabase(db, loadOrCreateKey(dataDir), { demoPayins: payins, log: console.log })
        } else if (payins) {
          seedMorePayins(db, payins)
        } else {
          console.log('Already seeded; pass --payins N to add more payins to demo.')
        }
        console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dataDir}`)
        break
      }
      case 'pending':
        pending(db)
        break
      case 'approve-payout':
        console.log(`Payout ${approvePayout(db, need('payout id')).payout_id} approved (queued)`)
        break
      case 'reject-payout':
        console.log(
          `Payout ${rejectPayout(db, need('payout id'), reason ?? 'Rejected by admin').payout_id} rejected and refunded`,
        )
        break
      case 'approve-topup':
        console.log(
          `Top-up ${approveTopup(db, need('request id'), reason).request_id} approved and credited`,
        )
        break
      case 'reject-topup':
        console.log(`Top-up ${rejectTopup(db, need('request id'), reason).request_id} rejected`)
        break
      case 'pay': {
        const row = payPayin(db, need('transaction id'))
        const refunded = autoRefunded(row) ? ' (paid after it ended: refunded automatically)' : ''
        console.log(`Payin ${row.transaction_id} is now ${row.status}${refunded}`)
        break
      }
      case 'process-refund': {
        const row = processRefund(db, need('refund id'))
        console.log(`Refund ${row.refund_id} processed, UTR ${row.utr ?? ''}`)
        break
      }
      case 'fail-refund': {
        const row = failRefund(db, need('refund id'), reason)
        console.log(`Refund ${row.refund_id} failed (${row.failure_reason ?? ''}); amount returned`)
        break
      }
      case 'decline':
        console.log(`Payin ${need('transaction id')} is now ${declinePayin(db, id ?? '').status}`)
        break
      case 'pairing-code': {
        const merchant = db
          .prepare('SELECT id FROM merchants WHERE username = ?')
          .get(need('username')) as { id: number } | undefined
        if (!merchant) throw new Error(`No merchant ${id}`)
        // `--speaker` anywhere after the username: a code for a Speaker instead of the Till.
        const mode = rest.includes('--speaker') ? 'speaker' : 'till'
        const name =
          rest
            .filter((word) => word !== '--speaker')
            .join(' ')
            .trim() || DEMO_COUNTER
        const counter =
          listCounters(db, merchant.id).find((c) => c.name.toLowerCase() === name.toLowerCase()) ??
          createCounter(db, merchant.id, name)
        const issued = issuePairingCode(
          db,
          loadOrCreateKey(dataDir),
          merchant.id,
          counter.counter_id,
          Date.now(),
          mode,
        )
        console.log(
          `${mode === 'speaker' ? 'Speaker pairing' : 'Pairing'} code for '${counter.name}': ${displayCode(issued.code)} (valid until ${new Date(issued.expiresAt).toISOString()}, single use)`,
        )
        break
      }
      case 'pay-qr': {
        const merchant = db
          .prepare('SELECT id FROM merchants WHERE username = ?')
          .get(need('username')) as { id: number } | undefined
        if (!merchant) throw new Error(`No merchant ${id}`)
        const [amount, ...words] = rest
        if (amount === undefined) throw new Error('pay-qr needs an amount in rupees')
        const name = words.join(' ').trim()
        const counter = name
          ? listCounters(db, merchant.id).find((c) => c.name.toLowerCase() === name.toLowerCase())
          : ownerCounter(db, merchant.id)
        if (!counter) throw new Error(`No counter '${name}'`)
        const row = receiveStandingQrPayment(
          db,
          sandboxQrCredit(db, { vpa: counter.standing_vpa, amount }),
        )
        console.log(
          `Paid ${formatInr(row.amount)} to '${counter.name}' (${counter.standing_vpa}) from ${row.customer_name}: payin ${row.transaction_id}, UTR ${row.utr ?? ''}`,
        )
        break
      }
      case 'outlets': {
        const merchant = db
          .prepare('SELECT id FROM merchants WHERE username = ?')
          .get(need('username')) as { id: number } | undefined
        if (!merchant) throw new Error(`No merchant ${id}`)
        for (const o of outletViews(db, merchant.id)) {
          const where = [o.city, o.state].filter(Boolean).join(', ') || 'no state'
          const gstin = o.gstin ? `GSTIN ${o.gstin}` : 'no GSTIN'
          const counters = `${o.counters} counter${o.counters === 1 ? '' : 's'}`
          const archived = o.archived_at ? `, archived ${o.archived_at}` : ''
          console.log(`${o.outlet_id}  ${o.name} (${where}; ${gstin}; ${counters}${archived})`)
        }
        break
      }
      case 'mail':
        latestMail(db, need('email address'))
        break
      case 'audit': {
        if (id !== 'verify') throw new Error('Usage: npm run sandbox -- audit verify')
        auditVerify(db)
        break
      }
      case 'settle': {
        const result = settleAll(db)
        console.log(`Settled ${formatInr(result.amount)} for ${result.merchants} merchant(s)`)
        break
      }
      default:
        throw new Error(`Unknown command: ${command}\n\n${USAGE}`)
    }
  } finally {
    db.close()
  }
}

try {
  run(process.argv.slice(2))
} catch (err) {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err)
  process.exitCode = 1
}
