import { beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { entryStyle, entryTypeLabel } from '../../src/features/wallet/transaction-style'
import { statementFileName, transactionsBadge } from '../../src/features/wallet/statement'
import { TransactionsTable } from '../../src/features/wallet/components/wallet-tables'
import { WalletPage } from '../../src/features/wallet/components/wallet-page'
import { saveBlob } from '../../src/lib/lists/download'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/* The wallet statement per balance (docs/decisions/031). */

vi.mock('../../src/lib/lists/download', () => ({ saveBlob: vi.fn() }))

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

const row = (over: Record<string, unknown>) => ({
  id: 1,
  transaction_type: 'credit',
  reference_type: 'payout',
  reference_id: 'POUT1',
  description: 'Payout to Ravi on hold',
  amount: 1509.5,
  balance_before: 0,
  balance_after: 1509.5,
  bucket: 'processing',
  created_at: '2026-11-23T10:00:00.000Z',
  ...over,
})

describe('a payout never reads as money in', () => {
  it('the processing-bucket credit of a payout is a hold: amber, no plus, "On hold"', () => {
    const hold = { transaction_type: 'credit', reference_type: 'payout', bucket: 'processing' }
    expect(entryStyle(hold)).toMatchObject({ direction: 'hold', sign: '' })
    expect(entryStyle(hold).className).not.toContain('emerald')
    expect(entryTypeLabel(hold)).toBe('On hold')
  })
  it('the available debit of a payout is red with a minus (product.md §4)', () => {
    const debit = { transaction_type: 'debit', reference_type: 'payout', bucket: 'available' }
    expect(entryStyle(debit)).toMatchObject({ direction: 'debit', sign: '−' })
    expect(entryStyle(debit).className).toBe('text-red-700')
    expect(entryTypeLabel(debit)).toBe('debit')
  })
  it('money in stays green with a plus (product.md §4)', () => {
    for (const [type, bucket] of [
      ['settlement_credit', 'available'],
      ['manual_topup', 'available'],
      ['payin', 'pending'],
    ]) {
      expect(entryStyle({ transaction_type: 'credit', reference_type: type, bucket }).sign).toBe(
        '+',
      )
    }
  })

  it('renders the hold row without "+" and without green', () => {
    render(<TransactionsTable rows={[row({})]} bucket="processing" />)
    const cell = screen.getByTestId('wallet-transaction-row').querySelector('[data-direction]')
    expect(cell?.getAttribute('data-direction')).toBe('hold')
    expect(cell?.textContent).toBe('₹1,509.50')
    expect(cell?.className).not.toContain('emerald')
    expect(screen.getByTestId('wallet-transaction-row').textContent).toContain('On hold')
  })

  it('labels a row of another balance than the one selected', () => {
    render(
      <TransactionsTable
        rows={[row({ id: 1 }), row({ id: 2, bucket: 'available', transaction_type: 'debit' })]}
        bucket="available"
      />,
    )
    expect(screen.getAllByTestId('row-bucket').map((e) => e.textContent)).toEqual([
      'On hold for payouts balance',
    ])
  })
})

describe('the tab badge says what the rows are', () => {
  it.each([
    [10, 452, 'Latest 10 of 452'],
    [10, 123456, 'Latest 10 of 1,23,456'],
    [3, 3, '3'],
    [0, 0, '0'],
  ])('%i rows of %i → %s', (shown, total, text) => {
    expect(transactionsBadge(shown, total)).toBe(text)
  })
  it('names the download after the balance and the IST day', () => {
    expect(statementFileName('available', Date.parse('2026-11-23T20:00:00Z'))).toBe(
      'wallet-statement-available-2026-11-24.csv',
    )
  })
})

describe('wallet page: balance selector, badge and download', () => {
  const seen: string[] = []
  const renderPage = (statement: () => Response) => {
    seen.length = 0
    server.use(
      http.get(api('/wallet/balance'), () =>
        HttpResponse.json({ success: true, data: { available_balance: 100 } }),
      ),
      http.get(api('/wallet/topup/list'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(api('/wallet/transactions'), ({ request }) => {
        const bucket = new URL(request.url).searchParams.get('bucket') ?? ''
        seen.push(bucket)
        const rows = Array.from({ length: 10 }, (_, i) =>
          row({ id: i, bucket, transaction_type: 'debit', description: `${bucket} ${i}` }),
        )
        return HttpResponse.json({
          success: true,
          data: rows,
          meta: { pagination: { totalCount: 452 } },
        })
      }),
      http.get(api('/wallet/statement'), statement),
    )
    renderWithQuery(<WalletPage />)
  }

  it('opens on the available balance, says "Latest 10 of 452", switches balance', async () => {
    renderPage(() => new HttpResponse('a,b\n', { headers: { 'content-type': 'text/csv' } }))
    const tab = screen.getByRole('tab', { name: /Wallet Transactions/ })
    await waitFor(() => expect(tab.textContent).toBe('Wallet TransactionsLatest 10 of 452'))
    expect(seen).toEqual(['available'])
    const select = screen.getByLabelText('Balance')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Available', 'Pending', 'On hold for payouts'])
    await userEvent.setup().selectOptions(select, 'processing')
    await screen.findByText('processing 0')
    expect(seen).toEqual(['available', 'processing'])
  })

  it('downloads the full statement of the selected balance', async () => {
    renderPage(() => new HttpResponse('\uFEFFa,b\r\n', { headers: { 'content-type': 'text/csv' } }))
    await screen.findByText('available 0')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download full statement' }))
    await waitFor(() => expect(saveBlob).toHaveBeenCalled())
    const [blob, name] = vi.mocked(saveBlob).mock.calls.at(-1) ?? []
    expect(name).toMatch(/^wallet-statement-available-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(blob?.size).toBe(8)
  })

  it('hides the link when the gateway has no statement call (404)', async () => {
    const error = vi.spyOn(toast, 'error')
    renderPage(() => HttpResponse.json({ success: false, error: 'Not found' }, { status: 404 }))
    await screen.findByText('available 0')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download full statement' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Download full statement' })).toBeNull(),
    )
    expect(error).toHaveBeenCalledWith('This gateway does not offer a full statement download')
  })
})
