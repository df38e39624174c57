import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { ToastLayer } from '../../src/components/toast-layer'
import { refundTags } from '../../src/components/payin-tags'
import { PaymentDetailsModal } from '../../src/features/payments/components/payment-details-modal'
import { PaymentsPage } from '../../src/features/payments/components/payments-page'
import { RefundTimeline } from '../../src/features/payments/components/refund-timeline'
import {
  refundableAmount,
  REFUND_FORM_MESSAGES,
  validateRefundForm,
} from '../../src/features/payments/refund-form'
import { refundSchema, type Refund } from '../../src/features/payments/refunds-api'
import { referenceLabel } from '../../src/features/wallet/transaction-style'
import { paise } from '../../src/lib/money/paise'
import { amountInputText } from '../../src/lib/money/parse-amount'
import { payinSchema } from '../../src/lib/lists/payin-list'
import { api, mswServer, notFound, setupMswServer } from './support/msw-server'
import { flushEffects } from './support/flush-effects'
import { renderWithQuery } from './support/render'

/* Refunds in the portal (product.md §11, decision 050), below the end-to-end tests. */

setupMswServer()

const payin = payinSchema.parse({
  transaction_id: 'TXNREFUNDME0000001',
  amount: 1000,
  fee: 20,
  net_amount: 980,
  currency: 'INR',
  status: 'success',
  refunded_amount: 400,
  refund_status: 'partial',
  refund_pending_amount: 0,
  refundable_amount: 600,
  auto_refund: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
})

const refund = (fields: Partial<Record<keyof Refund, unknown>>): Refund =>
  refundSchema.parse({
    refund_id: 'RFD1',
    transaction_id: payin.transaction_id,
    reference_id: 'R1',
    amount: 400,
    currency: 'INR',
    status: 'processed',
    utr: '512345678901',
    created_at: '2026-11-20T11:00:00Z',
    updated_at: '2026-11-20T11:05:00Z',
    ...fields,
  })

describe('the refund form', () => {
  it('checks the amount and reason with plain messages before asking the gateway', () => {
    const check = (amount: string, reason = '') => {
      const result = validateRefundForm({ amount, reason }, paise(600_00))
      return result.ok ? result : result.errors
    }
    expect(check('')).toEqual({ amount: REFUND_FORM_MESSAGES.required })
    expect(check('abc')).toEqual({ amount: REFUND_FORM_MESSAGES.invalid })
    expect(check('-5')).toEqual({ amount: 'Refund amount must be more than 0' })
    expect(check('1,5,0')).toEqual({ amount: REFUND_FORM_MESSAGES.invalid })
    expect(check('0')).toEqual({ amount: 'Refund amount must be more than 0' })
    expect(check('1.005')).toEqual({ amount: 'Refund amount can have at most 2 decimal places' })
    expect(check('600.01')).toEqual({ amount: 'Refund amount exceeds the refundable amount' })
    expect(check('10', 'x'.repeat(201))).toEqual({ reason: REFUND_FORM_MESSAGES.reason })
    expect(check('600', '  Damaged  ')).toEqual({ ok: true, amount: 600_00, reason: 'Damaged' })
    expect(check('0.30')).toMatchObject({ ok: true, amount: 30, reason: undefined })
    // Indian grouping, as the merchant reads it on a statement.
    expect(validateRefundForm({ amount: '1,50,000', reason: '' }, paise(2_00_000_00))).toEqual({
      ok: true,
      amount: 1_50_000_00,
      reason: undefined,
    })
  })

  it("reads what is left to refund from the gateway's answer, in paise", () => {
    expect(refundableAmount({ ...payin, refundable_amount: 0.7 })).toBe(70)
    expect(refundableAmount(payin)).toBe(600_00)
    expect(refundableAmount({ ...payin, status: 'pending' })).toBe(0)
    // A payment refunded automatically was received: what a failed refund left is refundable.
    expect(
      refundableAmount({
        ...payin,
        status: 'cancelled',
        auto_refund: true,
        refundable_amount: 1000,
      }),
    ).toBe(1000_00)
    expect(amountInputText(paise(600_00))).toBe('600')
    expect(amountInputText(paise(450))).toBe('4.50')
  })
})

describe('refund tags and the timeline', () => {
  it("says 'Refunded' only once the bank has the money", () => {
    const texts = (state: Parameters<typeof refundTags>[0]) => refundTags(state).map((t) => t.text)
    expect(texts({ refund_status: 'full' })).toEqual(['Refunded'])
    expect(texts({ refund_status: 'partial', refund_pending_amount: 5 })).toEqual([
      'Partially refunded',
      'Refund pending',
    ])
    expect(texts({ refund_status: 'none', refund_pending_amount: 5 })).toEqual(['Refund pending'])
    expect(texts({ refund_status: 'none' })).toEqual([])
    expect(texts({})).toEqual([])
    expect(texts({ auto_refund: true, refund_status: 'full' })).toEqual(['Refunded automatically'])
    expect(texts({ auto_refund: true, refund_status: 'none', refund_pending_amount: 77 })).toEqual([
      'Automatic refund pending',
    ])
    expect(refundTags({ auto_refund: true, refund_status: 'none' })).toEqual([
      { text: 'Automatic refund failed', alert: true },
    ])
  })

  it('shows requested → processed with the UTR, or failed with the reason, or waiting', () => {
    renderWithQuery(
      <RefundTimeline
        refunds={[
          refund({ reason: 'Size swap' }),
          refund({ refund_id: 'RFD2', status: 'failed', utr: null, failure_reason: 'Closed' }),
          refund({ refund_id: 'RFD3', status: 'pending', utr: null }),
          // Processed without a UTR is not shown as processed.
          refund({ refund_id: 'RFD4', status: 'processed', utr: null }),
        ]}
      />,
    )
    const [done, failed, pending, noUtr] = screen.getAllByTestId('refund-entry')
    expect(within(done!).getByText('Processed')).toBeTruthy()
    expect(within(done!).getByText('512345678901')).toBeTruthy()
    expect(within(done!).getByText('Size swap')).toBeTruthy()
    expect(within(failed!).getByText('Failed')).toBeTruthy()
    expect(within(failed!).getByText(/Closed\. The amount is back in your balance\./)).toBeTruthy()
    expect(within(pending!).getByText('Waiting for the bank')).toBeTruthy()
    expect(within(noUtr!).getByText('Waiting for the bank')).toBeTruthy()
    expect(within(noUtr!).queryByText('Processed')).toBeNull()
  })

  it('names wallet lines: a refund goes to the customer, a failed one comes back', () => {
    expect(referenceLabel({ reference_type: 'refund', transaction_type: 'debit' })).toBe(
      'refund to customer',
    )
    expect(referenceLabel({ reference_type: 'refund_reversal', transaction_type: 'credit' })).toBe(
      'refund returned',
    )
    expect(referenceLabel({ reference_type: 'settlement_credit' })).toBe('settlement credit')
  })
})

describe('Payment Details', () => {
  it("'Refund' opens 'Refund payment' with the remainder; the confirmation states the amount and the fee", async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> | null = null
    let refunds = [refund({})]
    mswServer.use(
      http.get(api('/payin/refunds'), () => HttpResponse.json({ success: true, data: refunds })),
      http.post(api('/payin/refund'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        const made = {
          ...refund({}),
          refund_id: 'RFDNEW',
          amount: 250,
          status: 'pending',
          utr: null,
        }
        refunds = [made, ...refunds]
        return HttpResponse.json({ success: true, data: made }, { status: 201 })
      }),
    )
    renderWithQuery(
      <>
        <ToastLayer />
        <PaymentDetailsModal payin={payin} showRates onClose={() => undefined} />
      </>,
    )
    const details = screen.getByRole('dialog', { name: 'Payment Details' })
    expect(await within(details).findByText('Refunded ₹400.00 of ₹1,000.00')).toBeTruthy()
    await user.click(within(details).getByRole('button', { name: 'Refund' }))
    const modal = screen.getByRole('dialog', { name: 'Refund payment' })
    const amount = within(modal).getByLabelText('Refund amount (INR)')
    expect((amount as HTMLInputElement).value).toBe('600')
    await user.clear(amount)
    await user.type(amount, '700')
    await user.click(within(modal).getByRole('button', { name: 'Review refund' }))
    expect(within(modal).getByText('Refund amount exceeds the refundable amount')).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '250')
    await user.type(within(modal).getByLabelText('Reason (optional)'), 'Returned')
    await user.click(within(modal).getByRole('button', { name: 'Review refund' }))
    expect(within(modal).getByText('Refund ₹250.00 to the customer?')).toBeTruthy()
    expect(within(modal).getByText(/The gateway fee of ₹20\.00 is not returned\./)).toBeTruthy()
    await user.click(within(modal).getByRole('button', { name: 'Confirm refund' }))
    await screen.findByText('Refund requested')
    expect(sent).toMatchObject({
      transaction_id: payin.transaction_id,
      amount: 250,
      reason: 'Returned',
      reference_id: expect.stringMatching(/^PORTAL-[0-9a-f]{20}$/),
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull())
    // The new refund joins the timeline, waiting for the bank, and the sum says it is on its way.
    expect(
      await within(details).findByText('Refunded ₹400.00 of ₹1,000.00 · ₹250.00 on its way'),
    ).toBeTruthy()
    expect(within(details).getAllByTestId('refund-entry')).toHaveLength(2)
  })

  it('a reference already used is the refund that exists, not an error', async () => {
    const user = userEvent.setup()
    mswServer.use(
      http.get(api('/payin/refunds'), () => HttpResponse.json({ success: true, data: [] })),
      http.post(api('/payin/refund'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { message: 'Duplicate reference ID', refund_id: 'RFDOLD', status: 'pending' },
          },
          { status: 409 },
        ),
      ),
    )
    renderWithQuery(
      <>
        <ToastLayer />
        <PaymentDetailsModal
          payin={{ ...payin, refund_status: 'none', refunded_amount: 0, refundable_amount: 1000 }}
          showRates={false}
          onClose={() => undefined}
        />
      </>,
    )
    await user.click(await screen.findByRole('button', { name: 'Refund' }))
    const modal = screen.getByRole('dialog', { name: 'Refund payment' })
    await user.click(within(modal).getByRole('button', { name: 'Review refund' }))
    // Rates hidden: the fee is named without its figure.
    expect(within(modal).getByText(/The gateway fee is not returned\./)).toBeTruthy()
    await user.click(within(modal).getByRole('button', { name: 'Confirm refund' }))
    await screen.findByText('This refund was already requested (RFDOLD, pending)')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull())
  })

  it('against a gateway without refunds: no Refunds section and no Refund button', () => {
    const old = payinSchema.parse({ transaction_id: 'TXNOLD', amount: 10, status: 'success' })
    renderWithQuery(<PaymentDetailsModal payin={old} showRates onClose={() => undefined} />)
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull()
  })

  it('a pending payment has no Refund button', async () => {
    mswServer.use(
      http.get(api('/payin/refunds'), () => HttpResponse.json({ success: true, data: [] })),
    )
    renderWithQuery(
      <PaymentDetailsModal
        payin={{ ...payin, status: 'pending', refund_status: 'none', refundable_amount: 0 }}
        showRates
        onClose={() => undefined}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })
})

describe('the Refunds tab', () => {
  const renderPayments = () => {
    mswServer.use(
      http.get(api('/payin/list'), () => HttpResponse.json({ success: true, data: [payin] })),
      // A gateway without the list's total line: not what these tests look at.
      http.get(api('/payin/list/totals'), notFound),
    )
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => (
          <PaymentsPage
            search={{ page: 1 }}
            onFiltersChange={() => undefined}
            onPageChange={() => undefined}
            onViewChange={() => undefined}
          />
        ),
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    return renderWithQuery(<RouterProvider router={router} />)
  }

  it('is offered by a gateway with refunds, beside Payments', async () => {
    mswServer.use(
      http.get(api('/payin/refunds'), () => HttpResponse.json({ success: true, data: [] })),
    )
    renderPayments()
    const nav = await screen.findByRole('navigation', { name: 'Payments and refunds' })
    expect(within(nav).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      '/payments/refunds',
    )
    expect(
      within(await screen.findByTestId('payment-row')).getByText('Partially refunded'),
    ).toBeTruthy()
  })

  it('is not offered by a gateway without refunds (404)', async () => {
    let answered = 0
    mswServer.use(
      http.get(api('/payin/refunds'), () => {
        answered++
        return HttpResponse.json(
          { success: false, error: { message: 'Not found' } },
          { status: 404 },
        )
      }),
    )
    const { client } = renderPayments()
    await screen.findByTestId('payment-row')
    await waitFor(() => expect(answered).toBe(1))
    // The 404 has reached the screen's query and React has drawn what it made of it: no tabs.
    await waitFor(() => expect(client.isFetching()).toBe(0))
    await flushEffects()
    expect(screen.queryByRole('navigation', { name: 'Payments and refunds' })).toBeNull()
  })
})
