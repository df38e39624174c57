import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { CreatePaymentForm } from '../../src/features/payments/components/create-payment-form'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

let body: unknown = null
let reply: () => Response
const server = setupMswServer()

beforeAll(() => {
  // The router settles asynchronously outside act(); the assertions below wait for the DOM.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
beforeEach(() =>
  server.use(
    http.post(api('/payin/create'), async ({ request }) => {
      body = await request.json()
      return reply()
    }),
  ),
)
afterEach(() => {
  body = null
  vi.restoreAllMocks()
})

const created = {
  transaction_id: 'TXN9',
  order_id: 'ORD1',
  amount: 250,
  currency: 'INR',
  status: 'pending',
  payment_url: 'http://localhost/sandbox/pay/TXN9',
  expires_at: '2026-11-23T08:15:00.000Z',
}

function renderForm(onCreated = vi.fn()) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <CreatePaymentForm onCreated={onCreated} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithQuery(<RouterProvider router={router} />)
  return onCreated
}

describe('Create Payment form', () => {
  it('shows the product.md §5 messages and focuses the first invalid field', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Create Payment Link' }))
    expect(screen.getByText('Amount is required')).toBeTruthy()
    expect(screen.getByText('Customer name is required')).toBeTruthy()
    expect(screen.getByText('Customer email is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Amount/))

    await user.type(screen.getByLabelText(/^Amount/), '0.5')
    await user.type(screen.getByLabelText(/^Customer Name/), 'Asha')
    await user.type(screen.getByLabelText(/^Customer Email/), 'asha')
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }))
    expect(screen.getByText('Minimum amount is ₹1')).toBeTruthy()
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Amount/))
    expect(body).toBeNull()
  })

  it('sends the product.md §3 request and hands the link over', async () => {
    reply = () => HttpResponse.json({ success: true, data: created })
    const success = vi.spyOn(toast, 'success')
    const user = userEvent.setup()
    const onCreated = renderForm()
    await user.type(await screen.findByLabelText(/^Amount/), '250')
    await user.type(screen.getByLabelText(/^Description/), 'Table 4')
    await user.type(screen.getByLabelText(/^Customer Name/), 'Asha Verma')
    await user.type(screen.getByLabelText(/^Customer Email/), 'asha@example.com')
    await user.type(screen.getByLabelText(/^Redirect URL/), 'https://shop.example/thanks')
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }))

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(body).toMatchObject({
      order_id: expect.stringMatching(/^ORD\d{13}$/),
      amount: 250,
      currency: 'INR',
      customer_name: 'Asha Verma',
      customer_email: 'asha@example.com',
      callback_url: 'https://shop.example/thanks',
      metadata: { description: 'Table 4', webhook_url: '' },
    })
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ transaction_id: 'TXN9' })
    expect(success).toHaveBeenCalledWith('Payment link created successfully!')
  })

  it("shows the server's message when creation fails", async () => {
    reply = () =>
      HttpResponse.json({ success: false, error: { message: 'Amount too large' } }, { status: 400 })
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderForm()
    await user.type(await screen.findByLabelText(/^Amount/), '250')
    await user.type(screen.getByLabelText(/^Customer Name/), 'Asha')
    await user.type(screen.getByLabelText(/^Customer Email/), 'a@b.c')
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }))
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Amount too large'))
    expect(screen.getByRole('button', { name: 'Create Payment Link' })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
