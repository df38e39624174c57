/*
 * What the Speaker says, decided apart from the browser (tests/unit/speaker-announcer.test.ts):
 * which payments are new to this device, and whether they are said one by one or as one summary.
 * A payment is said once per device, keyed by its transaction id (decision 078): the ids heard are
 * kept (heard-store.ts), so a reload or a reconnect never says one again. Nothing is shared
 * between devices: each Speaker of a counter says every payment.
 */
import type { SpeakerPayment } from './api'

export type Announcement =
  | { kind: 'one'; payment: SpeakerPayment }
  /** Several missed while disconnected, oldest first: one sentence for them all. */
  | { kind: 'summary'; payments: SpeakerPayment[] }

/** The payments not heard yet, oldest first (the gateway lists newest first). */
export function unheard(
  payments: readonly SpeakerPayment[],
  heard: ReadonlySet<string>,
): SpeakerPayment[] {
  const seen = new Set<string>()
  const fresh: SpeakerPayment[] = []
  for (const payment of payments) {
    if (heard.has(payment.transactionId) || seen.has(payment.transactionId)) continue
    seen.add(payment.transactionId)
    fresh.push(payment)
  }
  return fresh.sort((a, b) => a.paidAt.localeCompare(b.paidAt))
}

/** One payment is said as it is; several at once (missed meanwhile) as one summary. */
export function announcementOf(payments: readonly SpeakerPayment[]): Announcement | null {
  const [first] = payments
  if (!first) return null
  return payments.length === 1
    ? { kind: 'one', payment: first }
    : { kind: 'summary', payments: [...payments] }
}

/**
 * The device's memory of what it has said: marks ids heard before anything is spoken, so a
 * payment that comes both from the stream and from the re-read list is said once.
 */
export class Announcer {
  private readonly heard: Set<string>

  constructor(heard: Iterable<string>) {
    this.heard = new Set(heard)
  }

  /** The announcement for these payments (a list re-read, or one from the stream), marked heard. */
  take(payments: readonly SpeakerPayment[]): Announcement | null {
    const fresh = unheard(payments, this.heard)
    for (const payment of fresh) this.heard.add(payment.transactionId)
    return announcementOf(fresh)
  }

  /** Marks these heard without a word: what was paid before this device was set up. */
  silence(payments: readonly SpeakerPayment[]): void {
    for (const payment of payments) this.heard.add(payment.transactionId)
  }

  ids(): string[] {
    return [...this.heard]
  }
}
