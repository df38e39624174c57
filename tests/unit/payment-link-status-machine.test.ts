import { describe, expect, it } from 'vitest'
import {
  PAYMENT_WINDOW_MS,
  STATUS_POLL_AFTER_COUNTDOWN_MS,
  STATUS_POLL_MS,
  classifyStatus,
  formatCountdown,
  initialPaymentState,
  isLive,
  isPayableAfterCountdown,
  linkTimes,
  paymentDeadline,
  paymentReducer,
  remainingMs,
  statusPollMs,
  type PaymentEvent,
  type PaymentState,
} from '../../src/lib/payment-watch/payment-status-machine'

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0)
const DEADLINE = T0 + PAYMENT_WINDOW_MS

function run(events: PaymentEvent[], state: PaymentState = initialPaymentState(DEADLINE)) {
  return events.reduce(paymentReducer, state)
}

describe('payment deadline', () => {
  it('is creation + 180 s, or expires_at when that is earlier', () => {
    expect(paymentDeadline(T0)).toBe(T0 + 180_000)
    expect(paymentDeadline(T0, new Date(T0 + 900_000).toISOString())).toBe(T0 + 180_000)
    expect(paymentDeadline(T0, new Date(T0 + 60_000).toISOString())).toBe(T0 + 60_000)
    expect(paymentDeadline(T0, 'not a date')).toBe(T0 + 180_000)
    expect(paymentDeadline(T0, null)).toBe(T0 + 180_000)
    // An expiry already past by this device's clock is a clock ahead of the gateway's, not a
    // QR that expires as it appears.
    expect(paymentDeadline(T0, new Date(T0 - 13 * 3_600_000).toISOString())).toBe(T0 + 180_000)
  })
})

describe('status classification (the one vocabulary of lib/payment-watch/payin-status.ts)', () => {
  it('tells paid, declined, cancelled by this screen and lapsed apart', () => {
    expect(classifyStatus('success')).toBe('success')
    expect(classifyStatus('COMPLETED')).toBe('success')
    expect(classifyStatus('failed')).toBe('declined')
    // The gateway turns a lapsed link into 'cancelled': only a cancel asked here is a cancel.
    expect(classifyStatus('cancelled')).toBe('expired')
    expect(classifyStatus('cancelled', true)).toBe('cancelled')
    expect(classifyStatus('expired')).toBe('expired')
    expect(classifyStatus('pending')).toBe('pending')
    expect(classifyStatus('processing')).toBe('pending')
  })
})

describe('payment status machine', () => {
  it('starts pending and live', () => {
    const state = initialPaymentState(DEADLINE)
    expect(state).toEqual({ status: 'pending', deadline: DEADLINE, lastCheckedAt: 0 })
    expect(isLive(state)).toBe(true)
  })

  it('a pending poll only records when it was checked', () => {
    const state = run([{ type: 'polled', status: 'pending', at: T0 + 5_000 }])
    expect(state.status).toBe('pending')
    expect(state.lastCheckedAt).toBe(T0 + 5_000)
  })

  it('moves to success on a success or completed poll, from the page or the worker', () => {
    expect(run([{ type: 'polled', status: 'success', at: T0 + 1 }]).status).toBe('success')
    expect(run([{ type: 'pushed', status: 'completed', at: T0 + 1 }]).status).toBe('success')
  })

  it('ends declined on failed, expired on a cancel nobody here asked for', () => {
    expect(run([{ type: 'polled', status: 'failed', at: T0 + 1 }]).status).toBe('declined')
    expect(run([{ type: 'pushed', status: ' Cancelled ', at: T0 + 1 }]).status).toBe('expired')
    // Expired by the final poll still saying pending.
    const lapsed = run([
      { type: 'tick', now: DEADLINE },
      { type: 'polled', status: 'pending', at: DEADLINE + 20 },
    ])
    expect(lapsed.status).toBe('expired')
    // A later, different status does not rewrite it.
    const declined = run([{ type: 'polled', status: 'failed', at: T0 + 1 }])
    expect(paymentReducer(declined, { type: 'pushed', status: 'cancelled', at: T0 + 2 })).toBe(
      declined,
    )
  })

  it("reads 'cancelled' as the merchant's cancel once it was asked for here", () => {
    expect(
      run([{ type: 'cancelAsked' }, { type: 'polled', status: 'cancelled', at: T0 + 1 }]).status,
    ).toBe('cancelled')
    expect(run([{ type: 'cancelAsked' }, { type: 'cancelConfirmed', at: T0 + 1 }]).status).toBe(
      'cancelled',
    )
    // Refused (the customer had just paid): a later cancelled is a lapse again, success wins.
    const refused = run([{ type: 'cancelAsked' }, { type: 'cancelRefused' }])
    expect(
      paymentReducer(refused, { type: 'polled', status: 'cancelled', at: T0 + 2 }).status,
    ).toBe('expired')
    expect(paymentReducer(refused, { type: 'polled', status: 'success', at: T0 + 2 }).status).toBe(
      'success',
    )
  })

  it('terminal states ignore every later event', () => {
    const success = run([{ type: 'polled', status: 'success', at: T0 + 1 }])
    for (const event of [
      { type: 'polled', status: 'failed', at: T0 + 2 },
      { type: 'pushed', status: 'pending', at: DEADLINE + 10 },
      { type: 'tick', now: DEADLINE + 10 },
      { type: 'deadlinePassed' },
      { type: 'closed' },
    ] satisfies PaymentEvent[]) {
      expect(paymentReducer(success, event)).toBe(success)
    }
    const expired = run([{ type: 'polled', status: 'cancelled', at: T0 + 1 }])
    expect(paymentReducer(expired, { type: 'pushed', status: 'success', at: T0 + 2 })).toBe(expired)
  })

  it('ticks before the deadline change nothing', () => {
    const state = initialPaymentState(DEADLINE)
    expect(paymentReducer(state, { type: 'tick', now: DEADLINE - 1 })).toBe(state)
  })

  it('at the deadline it waits for one final poll instead of expiring at once', () => {
    const waiting = run([{ type: 'tick', now: DEADLINE }])
    expect(waiting.status).toBe('pending')
    expect(waiting.awaitingFinalPoll).toBe(true)
    // A poll sent before the deadline that answers late does not decide.
    expect(run([{ type: 'polled', status: 'pending', at: DEADLINE - 500 }], waiting).status).toBe(
      'pending',
    )
    // The final poll: a payment that landed at second 179 still wins.
    expect(run([{ type: 'polled', status: 'success', at: DEADLINE + 20 }], waiting).status).toBe(
      'success',
    )
    // Still pending when asked after the deadline: expired.
    expect(run([{ type: 'polled', status: 'pending', at: DEADLINE + 20 }], waiting).status).toBe(
      'expired',
    )
  })

  it('deadlinePassed behaves like the tick that crosses the deadline', () => {
    const state = run([{ type: 'deadlinePassed' }])
    expect(state).toMatchObject({ status: 'pending', awaitingFinalPoll: true })
  })

  it('a worker push taken after the deadline counts as the final check', () => {
    expect(run([{ type: 'pushed', status: 'pending', at: DEADLINE + 1 }]).status).toBe('expired')
  })

  it('closing stops the machine', () => {
    const closed = run([{ type: 'closed' }])
    expect(isLive(closed)).toBe(false)
    expect(paymentReducer(closed, { type: 'polled', status: 'success', at: T0 + 1 })).toBe(closed)
  })

  it('remaining time is deadline minus now, never negative', () => {
    const state = initialPaymentState(DEADLINE)
    expect(remainingMs(state, T0)).toBe(180_000)
    expect(remainingMs(state, T0 + 61_000)).toBe(119_000)
    expect(remainingMs(state, DEADLINE + 5_000)).toBe(0)
  })
})

describe("a link's own end (decision 058)", () => {
  const iso = (ms: number) => new Date(ms).toISOString()
  // The gateway's clock 7 s ahead of this device's, as a till's can be.
  const SKEW = 7_000
  const gatewayCreated = T0 + SKEW

  it('reads the lifetime on the gateway clock: the usual 180 s is no later end', () => {
    expect(
      linkTimes(T0, {
        created_at: iso(gatewayCreated),
        expires_at: iso(gatewayCreated + PAYMENT_WINDOW_MS),
      }),
    ).toEqual({ deadline: DEADLINE })
    // Read against this device's clock, the same link would seem to end 7 s after the countdown.
    expect(linkTimes(T0, { expires_at: iso(gatewayCreated + PAYMENT_WINDOW_MS) })).toEqual({
      deadline: DEADLINE,
    })
  })

  it('a later expiry keeps the 180 s countdown and adds when the link stops being payable', () => {
    const expiresAt = iso(gatewayCreated + 26 * 3_600_000)
    expect(linkTimes(T0, { created_at: iso(gatewayCreated), expires_at: expiresAt })).toEqual({
      deadline: DEADLINE,
      payableUntil: { at: T0 + 26 * 3_600_000, expiresAt },
    })
    // An older gateway without created_at: this device's clock, with a minute's allowance.
    expect(linkTimes(T0, { expires_at: expiresAt })).toEqual({
      deadline: DEADLINE,
      payableUntil: { at: Date.parse(expiresAt), expiresAt },
    })
    expect(linkTimes(T0, { expires_at: iso(DEADLINE + 50_000) })).toEqual({ deadline: DEADLINE })
  })

  it('an earlier expiry shortens the countdown, as before; nonsense is the 180 s', () => {
    expect(
      linkTimes(T0, { created_at: iso(gatewayCreated), expires_at: iso(gatewayCreated + 60_000) }),
    ).toEqual({ deadline: T0 + 60_000 })
    expect(linkTimes(T0, { expires_at: iso(T0 + 60_000) })).toEqual({ deadline: T0 + 60_000 })
    expect(linkTimes(T0, { created_at: iso(T0), expires_at: iso(T0 - 1) })).toEqual({
      deadline: DEADLINE,
    })
    expect(linkTimes(T0, { expires_at: 'tomorrow' })).toEqual({ deadline: DEADLINE })
    expect(linkTimes(T0, {})).toEqual({ deadline: DEADLINE })
  })

  const LATER = DEADLINE + 3_600_000
  const open = () => initialPaymentState(DEADLINE, LATER)

  it('stays pending and payable when the countdown ends; no final poll until its own end', () => {
    expect(initialPaymentState(DEADLINE, DEADLINE - 1)).toEqual(initialPaymentState(DEADLINE))
    const after = run([{ type: 'tick', now: DEADLINE + 1_000 }], open())
    expect(after.status).toBe('pending')
    expect(after.awaitingFinalPoll).toBeUndefined()
    expect(isPayableAfterCountdown(after, DEADLINE + 1_000)).toBe(true)
    expect(isPayableAfterCountdown(after, DEADLINE - 1_000)).toBe(false)
    // A pending answer after the countdown is not the final one.
    expect(run([{ type: 'polled', status: 'pending', at: DEADLINE + 5_000 }], after).status).toBe(
      'pending',
    )
    // A payment then is announced; a decline is a decline.
    expect(run([{ type: 'pushed', status: 'success', at: DEADLINE + 9_000 }], after).status).toBe(
      'success',
    )
    expect(run([{ type: 'polled', status: 'failed', at: DEADLINE + 9_000 }], after).status).toBe(
      'declined',
    )
    // A link with no later end: the countdown's end is its end, as the specification says.
    expect(isPayableAfterCountdown(initialPaymentState(DEADLINE), DEADLINE + 1_000)).toBe(false)
  })

  it('asks once more at its own end, then expires; a gateway lapse is expired too', () => {
    const waiting = run([{ type: 'tick', now: LATER }], open())
    expect(waiting).toMatchObject({ status: 'pending', awaitingFinalPoll: true })
    expect(run([{ type: 'polled', status: 'pending', at: LATER + 20 }], waiting).status).toBe(
      'expired',
    )
    expect(run([{ type: 'polled', status: 'success', at: LATER + 20 }], waiting).status).toBe(
      'success',
    )
    expect(run([{ type: 'pushed', status: 'cancelled', at: DEADLINE + 1 }], open()).status).toBe(
      'expired',
    )
  })

  it('polls every 5 s during the countdown and every 30 s after it', () => {
    expect(statusPollMs(open(), T0)).toBe(STATUS_POLL_MS)
    expect(statusPollMs(open(), DEADLINE)).toBe(STATUS_POLL_AFTER_COUNTDOWN_MS)
    expect(statusPollMs(initialPaymentState(DEADLINE), DEADLINE + 1)).toBe(STATUS_POLL_MS)
  })
})

describe('countdown text', () => {
  it('shows mm:ss rounded up to the second', () => {
    expect(formatCountdown(180_000)).toBe('03:00')
    expect(formatCountdown(179_400)).toBe('03:00')
    expect(formatCountdown(59_000)).toBe('00:59')
    expect(formatCountdown(200)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
  })
})
