/**
 * The counter screen (CounterPage) in unit tests: rendering it, reading and typing on its keypad,
 * its voice, and the parts of the gateway a counter test does not care about. For the files that
 * test the counter's screen (counter-page, counter-sale-flow, counter-today).
 *
 *   import { amount, chargeButton, noShifts, renderCounter, stubSpeech, tap } from './counter-helpers'
 *
 *   const server = setupMswServer(noShifts(), noTodayStrip())   // ./msw-server: every test's
 *   const spoken = stubSpeech()                                  // in a beforeEach or a test
 *   renderCounter()
 *   tap('1', '2', '0')
 *   expect(amount()).toBe('₹120')
 *
 * renderCounter(scope?, client?): renders <CounterPage> with a fresh query client (or the one
 *   given, to wait on its queries); `scope` (default: a new random one, so no test sees another's
 *   open sale) is the device's store key. Returns it.
 * amount(): the amount as the display shows it, e.g. '₹1,23,456.5'.
 * chargeButton(): the 'Charge ₹…' button.
 * tap(...names): clicks the keypad's keys by name ('1', '00', '.', 'Delete', 'Clear').
 * press(key, init?, target = document.body): a keydown, e.g. press('5', { code: 'Numpad5' }).
 * stubSpeech(): stubs speechSynthesis and SpeechSynthesisUtterance (vi.stubGlobal; undone by
 *   vi.unstubAllGlobals()) and returns the texts spoken, in order.
 * noShifts(), noTodayStrip(): msw handlers of a gateway from before shifts (no current shift) and
 *   without the 'today at this counter' endpoint: both answer 404, and the counter still sells.
 * payinCreation(): an msw handler of POST /payin/create that creates TXN1, TXN2… (180 s each),
 *   and the amounts it was asked for, in order: `server.use(sales.handler)`, then
 *   `expect(sales.amounts).toEqual([120])`.
 */
import { vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { CounterPage } from '../../../src/features/counter/components/counter-page'
import { api, notFound } from './msw-server'
import { createTestQueryClient, renderWithQuery } from './render'

export function renderCounter(
  scope = `test:${crypto.randomUUID()}`,
  client = createTestQueryClient(),
): string {
  renderWithQuery(<CounterPage scope={scope} />, { client })
  return scope
}

export const amount = () => screen.getByTestId('counter-amount').textContent

export const chargeButton = () =>
  screen.getByRole('button', { name: /^Charge ₹/ }) as HTMLButtonElement

export function tap(...names: string[]): void {
  for (const name of names) fireEvent.click(screen.getByRole('button', { name }))
}

export function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  fireEvent.keyDown(target, { key, ...init })
}

export function stubSpeech(): string[] {
  const spoken: string[] = []
  vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text) })
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = ''
      constructor(public text: string) {}
    },
  )
  return spoken
}

export const noShifts = () => http.get(api('/counter/shift/current'), notFound)

export const noTodayStrip = () => http.get(api('/payin/counter/today'), notFound)

export function payinCreation() {
  const amounts: number[] = []
  const handler = http.post(api('/payin/create'), async ({ request }) => {
    const body = (await request.json()) as { amount: number }
    amounts.push(body.amount)
    const id = `TXN${amounts.length}`
    return HttpResponse.json({
      success: true,
      data: {
        transaction_id: id,
        amount: body.amount,
        payment_url: `http://localhost/sandbox/pay/${id}`,
        expires_at: new Date(Date.now() + 180_000).toISOString(),
      },
    })
  })
  return { handler, amounts }
}
