import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { formatTime } from '../../src/lib/i18n/format'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import { setSession } from '../../src/lib/session/session-store'
import { openEventStreams } from './support/event-stream'
import { noShifts, renderCounter, stubSpeech } from './support/counter-helpers'
import { api, notFound, setupMswServer } from './support/msw-server'
import { settleQueries } from './support/flush-effects'
import { createTestQueryClient } from './support/render'
import { subscribePayinEvents } from '../../src/lib/payment-watch/live-events'

/**
 * 'Today at this counter', late payments (announced once, never the ones already there) and
 * the counter in Hindi.
 */
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))

// A gateway from before shifts: today's counter sales are the strip.
const server = setupMswServer(noShifts())

type Row = {
  transaction_id: string
  amount: number
  status: string
  utr: string | null
  channel: string
  paid_late: boolean
  created_at: string
}

const row = (id: string, amount: number, status: string, extra: Partial<Row> = {}): Row => ({
  transaction_id: id,
  amount,
  status,
  utr: status === 'success' ? `41234567${id.slice(-4).padStart(4, '0')}` : null,
  channel: 'counter',
  paid_late: false,
  created_at: '2026-11-23T08:15:00.000Z',
  ...extra,
})

let today: { total_amount: number; count: number; payments: Row[] }
let todayRequests = 0
let spoken: string[] = []

beforeEach(() => {
  todayRequests = 0
  spoken = stubSpeech()
  today = {
    total_amount: 1260.5,
    count: 3,
    payments: [
      row('TXN0006', 120, 'pending'),
      row('TXN0005', 500.5, 'success'),
      row('TXN0004', 80, 'failed'),
      row('TXN0003', 140, 'success', { paid_late: true }),
      row('TXN0002', 620, 'success'),
    ],
  }
  server.use(
    http.get(api('/payin/counter/today'), () => {
      todayRequests += 1
      return HttpResponse.json({
        success: true,
        data: { date: '2026-11-23', timezone: 'Asia/Kolkata', ...today },
      })
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Resolves once the page's live stream has handed its next payin event to its listeners: the
 * counter's own, subscribed when it mounted, have run by then.
 */
function nextPayin(): Promise<void> {
  return new Promise((resolve) => {
    const stop = subscribePayinEvents({
      onPayin: () => {
        stop()
        resolve()
      },
    })
  })
}

describe('today at this counter', () => {
  it('shows the total, the count and the last five with time, status, late tag and UTR tail', async () => {
    renderCounter()
    const strip = await screen.findByRole('region', { name: 'Today at this counter' })
    await within(strip).findByText('₹1,260.50')
    expect(within(strip).getByText('3 payments')).toBeTruthy()
    const rows = within(strip).getAllByRole('listitem')
    expect(rows).toHaveLength(5)
    expect(rows[0]!.textContent).toContain('₹120.00')
    expect(rows[0]!.textContent).toContain(formatTime('2026-11-23T08:15:00.000Z'))
    expect(within(rows[0]!).getByText('pending')).toBeTruthy()
    expect(within(rows[1]!).getByText('UTR …0005')).toBeTruthy()
    expect(within(rows[3]!).getByText('Paid late')).toBeTruthy()
    expect(within(strip).getAllByText('Paid late')).toHaveLength(1)
    // Late credits already there when the counter opened are history, not news.
    expect(screen.queryByText(/Late payment received/)).toBeNull()
    expect(spoken).toEqual([])
  })

  it('is hidden against a gateway without it, and the keypad still works', async () => {
    server.use(
      http.get(api('/payin/counter/today'), () => {
        todayRequests += 1
        return notFound()
      }),
    )
    const client = createTestQueryClient()
    renderCounter(undefined, client)
    await settleQueries(client)
    expect(todayRequests).toBe(1)
    expect(screen.queryByRole('region', { name: 'Today at this counter' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '5' }))
    expect(screen.getByRole('button', { name: 'Charge ₹5.00' })).toBeTruthy()
  })

  it('refreshes on a pushed counter payin and announces a new late payment once', async () => {
    setSession('tok_counter_today_0123456789', { id: 1 })
    const streams = openEventStreams(server)
    const push = (text: string) => streams.at(-1)?.push(text)
    const client = createTestQueryClient()
    renderCounter(undefined, client)
    const strip = await screen.findByRole('region', { name: 'Today at this counter' })
    await within(strip).findByText('3 payments')
    await settleQueries(client)

    // The customer's bank credits the cancelled TXN0006 late.
    today = {
      total_amount: 1380.5,
      count: 4,
      payments: [row('TXN0006', 120, 'success', { paid_late: true }), ...today.payments.slice(1)],
    }
    const before = todayRequests
    const event = {
      transaction_id: 'TXN0006',
      status: 'success',
      channel: 'counter',
      paid_late: true,
    }
    push(`event: payin\ndata: ${JSON.stringify(event)}\n\n`)
    const alert = await screen.findByRole('alert')
    expect(todayRequests).toBeGreaterThan(before)
    expect(alert.textContent).toContain('Late payment received: ₹120.00')
    expect(alert.textContent).toContain('TXN0006')
    expect(spoken).toEqual(['Late payment received, 120 rupees'])
    expect(within(strip).getByText('4 payments')).toBeTruthy()
    // Both late payments of the day are listed (the one there at opening too); the latest five
    // carry the tag as well.
    const lateList = within(strip).getByRole('list', { name: 'Late payments' })
    expect(within(lateList).getAllByRole('listitem')).toHaveLength(2)
    expect(within(strip).getAllByText('Paid late')).toHaveLength(4)

    // The same data again announces nothing new; a link payin does not refresh the counter.
    await settleQueries(client)
    const requests = todayRequests
    let handled = nextPayin()
    push(`event: payin\ndata: ${JSON.stringify({ ...event, channel: 'link' })}\n\n`)
    await handled
    await settleQueries(client)
    expect(todayRequests).toBe(requests)
    handled = nextPayin()
    push(`event: payin\ndata: ${JSON.stringify(event)}\n\n`)
    await handled
    await settleQueries(client)
    // It was read again (the positive sign the event was acted on), and announced nothing new.
    expect(todayRequests).toBeGreaterThan(requests)
    expect(spoken).toHaveLength(1)

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the counter in Hindi', () => {
  it("follows the portal's language, the product texts in Hindi too", async () => {
    await setLanguage('hi')
    await signedInTexts()
    server.use(
      http.post(api('/payin/create'), () =>
        HttpResponse.json({
          success: true,
          data: {
            transaction_id: 'TXN8',
            amount: 2,
            payment_url: 'http://localhost/sandbox/pay/TXN8',
          },
        }),
      ),
      http.get(api('/payin/status/:id'), () =>
        HttpResponse.json({ success: true, data: { status: 'pending' } }),
      ),
    )
    renderCounter()
    expect(screen.getByLabelText('नोट (वैकल्पिक)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'मिटाएँ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'साफ़ करें' })).toBeTruthy()
    expect(screen.getByText('न्यूनतम राशि ₹1 है')).toBeTruthy()
    expect(screen.queryByText('Minimum amount is ₹1')).toBeNull()
    expect(await screen.findByRole('region', { name: 'आज इस काउंटर पर' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '2' }))
    fireEvent.click(screen.getByRole('button', { name: '₹2.00 का भुगतान लें' }))
    const dialog = await screen.findByRole('dialog', { name: 'भुगतान की राशि ₹2.00' })
    expect(within(dialog).getByText('किसी भी UPI ऐप से QR कोड स्कैन करके भुगतान करें')).toBeTruthy()
    expect(within(dialog).queryByText('Scan QR code with any UPI app to pay')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'भुगतान रद्द करें' })).toBeTruthy()
  })

  it('switches back to English and remembers it', async () => {
    await setLanguage('hi')
    await signedInTexts()
    renderCounter()
    fireEvent.change(screen.getByLabelText('घोषणा की भाषा'), { target: { value: 'en' } })
    expect(screen.getByLabelText('Note (optional)')).toBeTruthy()
    expect(screen.getByLabelText('Announce in')).toBeTruthy()
    expect(localStorage.getItem('portalLanguage')).toBe('en')
  })
})
