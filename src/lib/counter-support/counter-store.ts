import { get, update } from 'idb-keyval'
import { COUNTER_STORE_PREFIX } from './counter-store-wipe'

export { COUNTER_STORE_PREFIX, removeCounterRecords } from './counter-store-wipe'

/**
 * What a counter keeps on its own device, in IndexedDB (idb-keyval), so a reload, a crash or a
 * closed tab loses nothing (decision 049):
 * - the open sale: the same QR and countdown come back, and its result is shown when it lands;
 * - this device's sales of the day: which ones ended unpaid (a late credit for any of them is
 *   caught however many sales followed) and which were paid (to spot a customer paying twice);
 * - the late payments already announced, so each is announced once, reloads included, and the
 *   notices dismissed, so a dismissed one never comes back on this device.
 *
 * One record per counter principal (`scope`: the owner's merchant or the paired device's
 * counter), so another sign-in on the same device never sees it. It is not the query cache: that
 * one is rebuilt from the gateway and wiped on any session end, while an open sale must survive
 * a session that expired under it (the cashier signs in again and it is back).
 */
/** How long after its QR lapsed a sale may still be paid (decision 024: 30 minutes), plus slack. */
export const LATE_WINDOW_MS = 35 * 60_000
const MAX_SALES = 200
const MAX_ANNOUNCED = 500

/** A sale on its way, kept so a reload resumes it (the counter's OpenSale). */
export type StoredSale = {
  transactionId: string
  /** Rupees, as the gateway answered. */
  amount: number
  paymentUrl: string
  upiIntent?: string | null
  /** Absolute epoch ms (paymentDeadline of the creation time and the server's expires_at). */
  deadline: number
  /** Epoch ms the charge was made on this device. */
  createdAt: number
}

export type SaleOutcome = 'open' | 'paid' | 'unpaid'

export type SaleRecord = {
  transactionId: string
  amount: number
  createdAt: number
  deadline: number
  outcome: SaleOutcome
}

export type CounterRecord = {
  openSale: StoredSale | null
  /** Newest first, at most MAX_SALES, only the last day's. */
  sales: SaleRecord[]
  /** Late payments already announced on this device (null: never read the shift yet). */
  announced: string[] | null
  /** Late-payment notices dismissed on this device: never shown again, reloads included. */
  dismissed: string[]
}

const EMPTY: CounterRecord = { openSale: null, sales: [], announced: null, dismissed: [] }

const keyFor = (scope: string) => COUNTER_STORE_PREFIX + scope

function isSale(value: unknown): value is StoredSale {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.transactionId === 'string' &&
    typeof v.amount === 'number' &&
    typeof v.paymentUrl === 'string' &&
    typeof v.deadline === 'number' &&
    typeof v.createdAt === 'number' &&
    (v.upiIntent === undefined || v.upiIntent === null || typeof v.upiIntent === 'string')
  )
}

function isSaleRecord(value: unknown): value is SaleRecord {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.transactionId === 'string' &&
    typeof v.amount === 'number' &&
    typeof v.createdAt === 'number' &&
    typeof v.deadline === 'number' &&
    (v.outcome === 'open' || v.outcome === 'paid' || v.outcome === 'unpaid')
  )
}

/** Reads what IndexedDB holds, keeping only well-formed parts (it outlives app versions). */
export function parseCounterRecord(value: unknown, now = Date.now()): CounterRecord {
  if (typeof value !== 'object' || value === null) return EMPTY
  const v = value as Record<string, unknown>
  const sales = Array.isArray(v.sales) ? v.sales.filter(isSaleRecord) : []
  return {
    openSale: isSale(v.openSale) ? v.openSale : null,
    sales: sales.filter((s) => now - s.createdAt < 24 * 60 * 60_000).slice(0, MAX_SALES),
    announced: Array.isArray(v.announced)
      ? v.announced.filter((id): id is string => typeof id === 'string').slice(-MAX_ANNOUNCED)
      : null,
    dismissed: Array.isArray(v.dismissed)
      ? v.dismissed.filter((id): id is string => typeof id === 'string').slice(-MAX_ANNOUNCED)
      : [],
  }
}

export async function readCounterRecord(scope: string): Promise<CounterRecord> {
  try {
    return parseCounterRecord(await get(keyFor(scope)))
  } catch {
    // IndexedDB blocked (a private window): the counter works, it just cannot resume.
    return EMPTY
  }
}

async function change(scope: string, apply: (record: CounterRecord) => CounterRecord) {
  try {
    await update(keyFor(scope), (value: unknown) => apply(parseCounterRecord(value)))
  } catch {
    // Not kept: the sale still runs on screen.
  }
}

/** A charge was made: it is the open sale, and one of the day's sales. */
export function rememberOpenSale(scope: string, sale: StoredSale): Promise<void> {
  return change(scope, (record) => ({
    ...record,
    openSale: sale,
    sales: [
      {
        transactionId: sale.transactionId,
        amount: sale.amount,
        createdAt: sale.createdAt,
        deadline: sale.deadline,
        outcome: 'open' as const,
      },
      ...record.sales.filter((s) => s.transactionId !== sale.transactionId),
    ].slice(0, MAX_SALES),
  }))
}

/** The sale's result was shown: it is no longer open, and its outcome is kept. */
export function settleSale(
  scope: string,
  transactionId: string,
  outcome: Exclude<SaleOutcome, 'open'>,
): Promise<void> {
  return change(scope, (record) => ({
    ...record,
    openSale: record.openSale?.transactionId === transactionId ? null : record.openSale,
    sales: record.sales.map((s) => (s.transactionId === transactionId ? { ...s, outcome } : s)),
  }))
}

/** Late payments announced on this device (seeding with `[]` marks the shift as read). */
export function rememberAnnounced(scope: string, ids: readonly string[]): Promise<void> {
  return change(scope, (record) => ({
    ...record,
    announced: [...new Set([...(record.announced ?? []), ...ids])].slice(-MAX_ANNOUNCED),
  }))
}

/** A late-payment notice the cashier dismissed: it stays dismissed on this device. */
export function rememberDismissed(scope: string, id: string): Promise<void> {
  return change(scope, (record) => ({
    ...record,
    dismissed: [...new Set([...record.dismissed, id])].slice(-MAX_ANNOUNCED),
  }))
}

/** Sales of this device that ended unpaid and may still be paid late. */
export function unpaidWithinLateWindow(record: CounterRecord, now = Date.now()): SaleRecord[] {
  return record.sales.filter((s) => s.outcome === 'unpaid' && now - s.deadline < LATE_WINDOW_MS)
}
