/**
 * The payment-link modal's tests share this: the gateway's status poll answered by msw (what it
 * says can change mid-test), the time of every poll, and a fake clock for the countdown.
 *
 *   const status = setupStatusPolls() // at the file's top level: hooks around every test
 *   status.answer = statusIs('success')
 *   await advance(5_000)
 *   expect(status.polls).toHaveLength(2)
 *
 * Only Date and the intervals are faked: msw and React still need real timeouts (settle()).
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { api, setupMswServer } from './msw-server'

export const T0 = new Date('2026-11-23T08:00:00.000Z').getTime()

/** The gateway's answer to a status poll for TXN1. */
export const statusIs = (status: string) => () =>
  HttpResponse.json({ success: true, data: { transaction_id: 'TXN1', status, amount: 500 } })

export type StatusPolls = {
  /** What the next poll is answered (pending at the start of every test). */
  answer: () => Response
  /** When each poll was made (the fake clock's epoch ms). */
  readonly polls: number[]
}

export function setupStatusPolls(): StatusPolls {
  const server = setupMswServer()
  const state: StatusPolls = { answer: statusIs('pending'), polls: [] }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 })
    state.answer = statusIs('pending')
    state.polls.length = 0
    server.use(
      http.get(api('/payin/status/:id'), () => {
        state.polls.push(Date.now())
        return state.answer()
      }),
    )
    // A failed poll is logged and retried (use-payment-status.ts): quiet here, asserted where needed.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  return state
}

/** Lets msw answer and React commit, on real timeouts. */
export async function settle(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 15)))
  }
}

/** Moves the fake clock on by `ms` (its intervals fire), then settles. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
  await settle()
}
