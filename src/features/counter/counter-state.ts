/**
 * The counter screen's state in one pure reducer (decision 049): what is typed, which of the
 * three views is up (keypad, the customer's QR, 'Payment Received!'), the notice about the last
 * sale and the late payments waiting to be seen. Every change is an event, so the rules (notices
 * that agree, a late payment that takes back "charge again", digits on the success screen that
 * start the next sale) are tested without a screen.
 */
import type { StoredSale } from '../../lib/counter-support/counter-store'
import { fromRupees } from '../../lib/money/paise'
import type { UnpaidEnd } from '../../lib/payment-watch/payin-status'
import { counterAmountReducer, typedPaise, type CounterKey } from './counter-amount'

/**
 * One sale on its way: everything the QR view needs, and what the device keeps to resume it
 * (the counter store's record of it, one type for both).
 */
export type OpenSale = StoredSale

/**
 * Why the gateway sent a payment straight back (decision 050): it landed on a QR the cashier
 * cancelled, or after the late window of one that expired.
 */
export type RefundedAfter = 'cancelled' | 'expired'

/** A payment that arrived after its QR had lapsed or was cancelled. */
export type LatePayment = {
  transactionId: string
  amount: number
  /** When it was charged (ISO or epoch ms as text), to tell which sales came after it. */
  createdAt?: string | null
  utr?: string | null
  /** Another payment of the same amount was taken after this one: the customer may have paid twice. */
  paidTwice: boolean
  /** Not kept: the gateway refunded it to the customer automatically (never paid twice then). */
  refunded?: RefundedAfter | null
  /**
   * What went back to the customer (the owner's refund, or the automatic one), once any did: the
   * counter then says so and never asks for a refund again (decision 064).
   */
  refund?: LateRefund | null
}

/** Money of a late payment given back: processed (with the bank's UTR) or still on its way. */
export type LateRefund = { amount: number; utr: string | null; pending: boolean }

export type CounterView =
  | { kind: 'keypad' }
  | { kind: 'qr'; sale: OpenSale }
  | { kind: 'success'; sale: OpenSale; utr: string | null | undefined; at: number }

/**
 * What the keypad says about the last sale. `paidLate`: the sale first reported as declined,
 * expired or cancelled was paid after all, so the notice no longer invites a second charge.
 */
export type CounterNotice =
  | { kind: UnpaidEnd; transactionId: string; amount: number }
  | { kind: 'paidLate'; transactionId: string; amount: number; paidTwice: boolean }
  /** The sale reported unpaid was paid after all, and the gateway sent the money back. */
  | { kind: 'autoRefunded'; transactionId: string; amount: number; after: RefundedAfter }

export type CounterState = {
  typed: string
  note: string
  view: CounterView
  notice: CounterNotice | null
  /** Late payments not yet dismissed, newest first (the one of `notice` is not repeated here). */
  lates: LatePayment[]
  /** A charge is on its way to the gateway: Charge is busy and cannot send twice. */
  charging: boolean
  /** Bumped whenever the keypad comes back, so focus returns to the amount. */
  focusToken: number
}

export type CounterEvent =
  | { type: 'key'; key: CounterKey }
  | { type: 'note'; note: string }
  /** Charge pressed: the request is on its way (a new sale: the last sale's notice is done). */
  | { type: 'charging' }
  | { type: 'chargeFailed' }
  | { type: 'charged'; sale: OpenSale }
  /** An open sale kept on the device from before a reload, crash or closed tab. */
  | { type: 'resumed'; sale: OpenSale }
  | { type: 'paid'; sale: OpenSale; utr: string | null | undefined; at: number }
  | { type: 'unpaid'; sale: OpenSale; end: UnpaidEnd }
  /** 'Next customer', the timer, or a key typed on the success screen (which it then types). */
  | { type: 'nextCustomer'; key?: CounterKey }
  | { type: 'late'; payment: LatePayment }
  | { type: 'dismissLate'; transactionId: string }
  /** The session or the device's credential ended: nothing can be followed from here. */
  | { type: 'reset' }

export const initialCounterState: CounterState = {
  typed: '',
  note: '',
  view: { kind: 'keypad' },
  notice: null,
  lates: [],
  charging: false,
  focusToken: 0,
}

const backToKeypad = (state: CounterState): CounterState => ({
  ...state,
  view: { kind: 'keypad' },
  focusToken: state.focusToken + 1,
})

/** A notice about money that arrived after its sale ended: it stays until read, over new typing. */
function newsOnly(notice: CounterNotice | null): CounterNotice | null {
  return notice?.kind === 'paidLate' || notice?.kind === 'autoRefunded' ? notice : null
}

function withLate(lates: readonly LatePayment[], payment: LatePayment): LatePayment[] {
  return [payment, ...lates.filter((p) => p.transactionId !== payment.transactionId)]
}

export function counterReducer(state: CounterState, event: CounterEvent): CounterState {
  switch (event.type) {
    case 'key': {
      if (state.view.kind === 'qr') return state
      const typed = counterAmountReducer(state.typed, event.key)
      // Typing starts something new: the old notice has been read (a paid-late or refunded one
      // stays, it is about money that arrived).
      const notice = newsOnly(state.notice)
      if (typed === state.typed && notice === state.notice) return state
      return { ...state, typed, notice }
    }
    case 'note':
      return { ...state, note: event.note }
    case 'charging':
      return state.charging ? state : { ...state, charging: true, notice: null }
    case 'chargeFailed':
      return { ...state, charging: false }
    case 'charged':
      return { ...state, charging: false, view: { kind: 'qr', sale: event.sale }, notice: null }
    case 'resumed':
      // Only over an idle keypad: a sale already on screen is never replaced.
      if (state.view.kind !== 'keypad') return state
      return {
        ...state,
        typed: amountText(event.sale.amount),
        view: { kind: 'qr', sale: event.sale },
        notice: null,
      }
    case 'paid':
      if (!isOnScreen(state, event.sale)) return state
      return { ...state, view: { kind: 'success', sale: event.sale, utr: event.utr, at: event.at } }
    case 'unpaid':
      if (!isOnScreen(state, event.sale)) return state
      return {
        ...backToKeypad(state),
        // The amount stays typed: charging the same customer again is one tap.
        notice: {
          kind: event.end,
          transactionId: event.sale.transactionId,
          amount: event.sale.amount,
        },
      }
    case 'nextCustomer': {
      const fresh: CounterState = {
        ...backToKeypad(state),
        typed: '',
        note: '',
        notice: newsOnly(state.notice),
      }
      return event.key ? counterReducer(fresh, { type: 'key', key: event.key }) : fresh
    }
    case 'late':
      return onLate(state, event.payment)
    case 'dismissLate': {
      const lates = state.lates.filter((p) => p.transactionId !== event.transactionId)
      const notice =
        newsOnly(state.notice)?.transactionId === event.transactionId ? null : state.notice
      return { ...state, lates, notice }
    }
    case 'reset':
      return { ...initialCounterState, focusToken: state.focusToken + 1 }
  }
}

function isOnScreen(state: CounterState, sale: OpenSale): boolean {
  return state.view.kind === 'qr' && state.view.sale.transactionId === sale.transactionId
}

/**
 * A late payment. When the keypad's notice is about that very sale ('QR expired: no payment was
 * received'), the notice changes to say it was paid late, and the amount kept for charging again
 * is taken back: nothing on screen may keep inviting a second charge. A payment the gateway
 * refunded automatically changes the notice too, but leaves the amount: nothing was kept.
 */
function onLate(state: CounterState, payment: LatePayment): CounterState {
  // The sale on screen being paid is not late news: the status machine shows it.
  if (state.view.kind !== 'keypad' && state.view.sale.transactionId === payment.transactionId) {
    return state
  }
  const notice = state.notice
  if (notice && notice.transactionId === payment.transactionId && payment.refunded) {
    // The money went back to the customer: the sale is still unpaid, so the amount stays typed
    // for charging again, and the notice says where the money went.
    return {
      ...state,
      notice: {
        kind: 'autoRefunded',
        transactionId: payment.transactionId,
        amount: payment.amount,
        after: payment.refunded,
      },
      lates: state.lates.filter((p) => p.transactionId !== payment.transactionId),
    }
  }
  if (notice && notice.transactionId === payment.transactionId) {
    const sameAmountTyped = typedPaise(state.typed) === fromRupees(payment.amount)
    return {
      ...state,
      typed: sameAmountTyped ? '' : state.typed,
      notice: {
        kind: 'paidLate',
        transactionId: payment.transactionId,
        amount: payment.amount,
        paidTwice: payment.paidTwice,
      },
      lates: state.lates.filter((p) => p.transactionId !== payment.transactionId),
    }
  }
  return { ...state, lates: withLate(state.lates, payment) }
}

/** Rupees → what the keypad would show typed ('120', '99.5', '12.05'). */
export function amountText(amount: number): string {
  const paise = fromRupees(amount)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  if (!rest) return String(rupees)
  return rest % 10 === 0 ? `${rupees}.${rest / 10}` : `${rupees}.${String(rest).padStart(2, '0')}`
}
