import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { WebhookDeliveries } from '../../src/features/settings/components/webhook-deliveries'
import { deliveriesQueryOptions, settingsKeys } from '../../src/features/settings/queries'
import { shouldPersistQuery } from '../../src/lib/query/query-persistence'
import { api, setupMswServer } from './support/msw-server'
import { flushEffects } from './support/flush-effects'
import { renderWithQuery } from './support/render'

/* Settings → Webhook deliveries (decision 028): the log, Redeliver, Send test event, hidden on 404. */

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => vi.restoreAllMocks())

function renderLog() {
  return renderWithQuery(<WebhookDeliveries />)
}

const delivered = {
  id: 7,
  event: 'payin.success',
  url: 'https://acme.example/hooks/payin',
  status: 'delivered',
  attempts: 1,
  last_status_code: 200,
  last_error: null,
  next_attempt_at: null,
  created_at: '2026-11-23T08:15:00.000Z',
  updated_at: '2026-11-23T08:15:01.000Z',
}
const retrying = {
  ...delivered,
  id: 8,
  event: 'payout.queued',
  status: 'failed',
  attempts: 5,
  last_status_code: null,
  last_error: 'Refused: not a public address',
}
const list = (rows: unknown[]) =>
  http.get(api('/merchant/webhook/deliveries'), () =>
    HttpResponse.json({ success: true, data: rows }),
  )

describe('Webhook deliveries', () => {
  it('is hidden when the gateway has no delivery log (404)', async () => {
    let asked = false
    server.use(
      http.get(api('/merchant/webhook/deliveries'), () => {
        asked = true
        return HttpResponse.json(
          { success: false, error: { message: 'Not found' } },
          { status: 404 },
        )
      }),
    )
    const { container, client } = renderLog()
    await waitFor(() => expect(asked).toBe(true))
    // The 404 has reached the screen's query, and React has drawn what it made of it.
    await waitFor(() => expect(client.isFetching()).toBe(0))
    await flushEffects()
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull()
  })

  it('lists event, target, result, attempts, next retry and time', async () => {
    server.use(list([delivered, retrying]))
    renderLog()
    const rows = await screen.findAllByTestId('delivery-row')
    expect(rows).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Webhook deliveries' })).toBeTruthy()
    for (const column of ['Event', 'Target', 'Result', 'Attempts', 'Next retry', 'Time']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy()
    }
    const first = within(rows[0]!)
    expect(first.getByText('payin.success')).toBeTruthy()
    expect(first.getByText('https://acme.example/hooks/payin')).toBeTruthy()
    expect(first.getByTestId('delivery-result').textContent).toBe('HTTP 200')
    expect(within(rows[1]!).getByTestId('delivery-result').textContent).toBe(
      'Refused: not a public address',
    )
  })

  it('redelivers a row and loads the log again', async () => {
    let lists = 0
    let redelivered: string | null = null
    server.use(
      http.get(api('/merchant/webhook/deliveries'), () => {
        lists += 1
        return HttpResponse.json({ success: true, data: [delivered] })
      }),
      http.post(api('/merchant/webhook/deliveries/:id/redeliver'), ({ params }) => {
        redelivered = String(params.id)
        return HttpResponse.json(
          { success: true, data: { ...delivered, id: 9, status: 'pending', attempts: 0 } },
          { status: 201 },
        )
      }),
    )
    const user = userEvent.setup()
    renderLog()
    const row = (await screen.findAllByTestId('delivery-row'))[0]!
    await user.click(within(row).getByRole('button', { name: 'Redeliver' }))
    await waitFor(() => expect(redelivered).toBe('7'))
    await waitFor(() => expect(lists).toBe(2))
  })

  it('sends a test event and shows its result, or the gateway’s reason', async () => {
    const answers = [
      HttpResponse.json({
        success: true,
        data: { ...delivered, id: 10, event: 'webhook.test' },
      }),
      HttpResponse.json({
        success: true,
        data: {
          ...delivered,
          id: 11,
          status: 'failed',
          last_status_code: 503,
          last_error: 'HTTP 503',
        },
      }),
      HttpResponse.json(
        { success: false, error: { message: 'No payin webhook URL is saved' } },
        { status: 400 },
      ),
    ]
    let sent: unknown = null
    server.use(
      list([]),
      http.post(api('/merchant/webhook/test'), async ({ request }) => {
        sent = await request.json()
        return answers.shift()
      }),
    )
    const user = userEvent.setup()
    renderLog()
    const button = await screen.findByRole('button', { name: 'Send test event' })
    expect(screen.getByText('No deliveries yet.')).toBeTruthy()
    const result = () => screen.getByTestId('test-event-result').textContent
    await user.click(button)
    await waitFor(() => expect(result()).toBe('Test event delivered: HTTP 200'))
    expect(sent).toEqual({ kind: 'payin' })
    await user.click(button)
    await waitFor(() => expect(result()).toBe('Test event failed: HTTP 503'))
    await user.click(button)
    await waitFor(() => expect(result()).toBe('No payin webhook URL is saved'))
  })

  it('names each delivery’s payment or payout under its event, linked to its details', async () => {
    server.use(
      list([
        { ...delivered, transaction_id: 'TXNABC123', payout_id: null },
        { ...retrying, transaction_id: null, payout_id: 'POUTXYZ9' },
        { ...delivered, id: 12, event: 'webhook.test', transaction_id: null, payout_id: null },
      ]),
    )
    const router = createRouter({
      routeTree: createRootRoute({ component: WebhookDeliveries }),
      history: createMemoryHistory({ initialEntries: ['/settings'] }),
    })
    renderWithQuery(<RouterProvider router={router} />)
    const rows = await screen.findAllByTestId('delivery-row')
    const payment = within(rows[0]!).getByRole('link', { name: 'Payment TXNABC123' })
    expect(payment.textContent).toBe('TXNABC123')
    expect(payment.getAttribute('href')).toBe('/payments?page=1&search=TXNABC123&view=TXNABC123')
    const payout = within(rows[1]!).getByRole('link', { name: 'Payout POUTXYZ9' })
    expect(payout.getAttribute('href')).toBe('/payouts?page=1&search=POUTXYZ9&view=POUTXYZ9')
    expect(within(rows[2]!).queryByRole('link')).toBeNull()
  })

  it("sends the test event to the URL chosen in 'Send to'", async () => {
    let sent: unknown = null
    server.use(
      list([]),
      http.post(api('/merchant/webhook/test'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({
          success: true,
          data: { ...delivered, id: 13, event: 'webhook.test', url: 'https://acme.example/out' },
        })
      }),
    )
    const user = userEvent.setup()
    renderLog()
    const target = await screen.findByLabelText('Send to')
    expect((target as HTMLSelectElement).value).toBe('payin')
    await user.selectOptions(target, 'Payout webhook URL')
    await user.click(screen.getByRole('button', { name: 'Send test event' }))
    await waitFor(() => expect(sent).toEqual({ kind: 'payout' }))
  })

  it('shows the gateway’s 429 for a metered test event or redelivery (decision 045)', async () => {
    const tooMany = 'Too many test events and redeliveries. Please wait a minute and try again.'
    const refusal = () =>
      HttpResponse.json(
        { success: false, error: { message: tooMany } },
        { status: 429, headers: { 'Retry-After': '42' } },
      )
    server.use(
      list([delivered]),
      http.post(api('/merchant/webhook/test'), refusal),
      http.post(api('/merchant/webhook/deliveries/:id/redeliver'), refusal),
    )
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderLog()
    await user.click(await screen.findByRole('button', { name: 'Send test event' }))
    await waitFor(() => expect(screen.getByTestId('test-event-result').textContent).toBe(tooMany))
    await user.click(screen.getByRole('button', { name: 'Redeliver' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith(tooMany))
  })

  it('keeps the log out of the offline cache', async () => {
    server.use(list([delivered]))
    const client = new QueryClient()
    await client.fetchQuery(deliveriesQueryOptions())
    const query = client.getQueryCache().find({ queryKey: settingsKeys.deliveries() })
    expect(query && shouldPersistQuery(query)).toBe(false)
  })
})
