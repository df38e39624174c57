import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { PaymentDetailsModal } from '../../src/features/payments/components/payment-details-modal'
import { PaymentsTable } from '../../src/features/payments/components/payments-table'
import { payoutSchema } from '../../src/features/payouts/api'
import { PayoutDetailsModal } from '../../src/features/payouts/components/payout-details-modal'
import { PayoutsTable } from '../../src/features/payouts/components/payouts-table'
import { payinSchema } from '../../src/lib/lists/payin-list'

/* What the gateway knows about a payment or payout is shown, the rows of product.md §2 first. */
const REASON = 'Beneficiary bank rejected the transfer'

const payout = payoutSchema.parse({
  payout_id: 'PO123',
  amount: 1500,
  reference_id: 'REF-9',
  beneficiary_name: 'Ravi',
  beneficiary_account: '123456789012',
  status: 'failed',
  utr_number: 'UTR777',
  failure_reason: REASON,
  created_at: '2026-09-03T10:00:00Z',
  updated_at: '2026-09-03T10:05:00Z',
})

const labels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((dt) => dt.textContent)

describe('payouts', () => {
  it("reads the gateway's failure_reason", () => {
    expect(payout.failure_reason).toBe(REASON)
    expect(payoutSchema.parse({ payout_id: 'x', failure_reason: 42 }).failure_reason).toBeNull()
  })

  it('shows the failure reason under the status in the list', () => {
    render(<PayoutsTable rows={[payout]} showRates={false} onView={() => undefined} />)
    expect(within(screen.getByTestId('payout-row')).getByText(REASON)).toBeTruthy()
  })

  it('shows the failure reason, Reference ID and UTR in Payout Details', () => {
    render(<PayoutDetailsModal payout={payout} showRates={false} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog')
    expect(labels(dialog)).toEqual([
      'Payout ID',
      'Amount',
      'Status',
      'Failure Reason',
      'Mode',
      'Beneficiary Name',
      'Beneficiary VPA/Account',
      'Reference ID',
      'UTR',
      'Created At',
      'Updated At',
    ])
    expect(within(dialog).getByText(REASON)).toBeTruthy()
    expect(within(dialog).getByText('REF-9')).toBeTruthy()
    expect(within(dialog).getByText('UTR777')).toBeTruthy()
  })

  it('has no failure row for a payout that did not fail', () => {
    const ok = { ...payout, status: 'success', failure_reason: null, utr_number: null }
    render(<PayoutDetailsModal payout={ok} showRates={false} onClose={() => undefined} />)
    expect(screen.queryByText('Failure Reason')).toBeNull()
    expect(screen.getByText('N/A')).toBeTruthy()
  })
})

describe('Payment Details', () => {
  it('adds Customer Phone, Order ID and UTR after the rows product.md lists', () => {
    const payin = payinSchema.parse({
      transaction_id: 'TXN1',
      order_id: 'ORD-5',
      amount: 250,
      utr: 'UTR123',
      status: 'success',
      customer_name: 'Asha',
      customer_email: 'asha@example.in',
      customer_phone: '+91 98765 43210',
      created_at: '2026-09-03T10:00:00Z',
      updated_at: '2026-09-03T10:05:00Z',
    })
    render(<PaymentDetailsModal payin={payin} showRates={false} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog')
    expect(labels(dialog)).toEqual([
      'Transaction ID',
      'Amount',
      'Status',
      'Gateway',
      'Customer Name',
      'Customer Email',
      'Customer Phone',
      'Order ID',
      'UTR',
      'Created At',
      'Updated At',
    ])
    for (const text of ['ORD-5', 'UTR123', '+91 98765 43210']) {
      expect(within(dialog).getByText(text)).toBeTruthy()
    }
    expect(within(dialog).getAllByText(/Sep 2026/)).toHaveLength(2)
  })
})

describe('payments table', () => {
  it('keeps cut IDs readable: full value in the title and text, no extra tab stop, a copy button', () => {
    const payin = payinSchema.parse({
      transaction_id: 'TXN094P669P3CFQ2W8ZK',
      order_id: 'ORD1795479644912345',
      amount: 250,
      utr: '820885527185',
      status: 'success',
      created_at: '2026-09-03T10:00:00Z',
    })
    render(<PaymentsTable rows={[payin]} showRates onView={() => undefined} />)
    const row = screen.getByTestId('payment-row')
    for (const value of ['TXN094P669P3CFQ2W8ZK', 'ORD1795479644912345', '820885527185']) {
      const cell = within(row).getByText(value)
      expect(cell.getAttribute('title')).toBe(value)
      expect(cell.textContent).toBe(value)
      // Not a tab stop of its own: the row's copy and view buttons are.
      expect(cell.hasAttribute('tabindex')).toBe(false)
    }
    expect(within(row).getByRole('button', { name: 'Copy transaction ID' })).toBeTruthy()
    // Date over time, 'Sep' not 'Sept'.
    expect(row.textContent).toMatch(/3 Sep 2026/)
    expect(
      within(row).getByRole('button', { name: 'View payment TXN094P669P3CFQ2W8ZK' }),
    ).toBeTruthy()
  })
})

describe('a USD payin (decision 030)', () => {
  const usd = payinSchema.parse({
    transaction_id: 'TXNUSD1',
    amount: 100,
    currency: 'USD',
    amount_inr: 8300,
    fx_rate: 83,
    fee: 166,
    net_amount: 8134,
    status: 'success',
    created_at: '2026-09-03T10:00:00Z',
  })

  it('shows its amount, the rupee figure beside it, and fee and net in rupees', () => {
    render(<PaymentsTable rows={[usd]} showRates onView={() => undefined} />)
    const row = screen.getByTestId('payment-row')
    expect(row.textContent).toContain('$100.00')
    expect(row.textContent).toContain('₹8,300.00')
    expect(within(row).getByText('₹166.00')).toBeTruthy()
    expect(within(row).getByText('₹8,134.00')).toBeTruthy()
  })

  it('reads the same in Payment Details', () => {
    render(<PaymentDetailsModal payin={usd} showRates onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('₹8,300.00')
    expect(within(dialog).getByText('₹166.00')).toBeTruthy()
    expect(within(dialog).getByText('₹8,134.00')).toBeTruthy()
  })
})
