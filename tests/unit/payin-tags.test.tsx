import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { PaymentsTable } from '../../src/features/payments/components/payments-table'
import { parsePayinList } from '../../src/lib/lists/payin-list'

/** The counter and late-payment fields of a payin in lists (decision 024): read when sent, shown as tags, ignored when absent. */
describe('payments list tags', () => {
  it('reads channel and paid_late when sent, and nothing new from an older gateway', () => {
    const page = parsePayinList(
      {
        success: true,
        data: [
          {
            transaction_id: 'A',
            amount: 1,
            status: 'success',
            channel: 'counter',
            paid_late: true,
          },
          { transaction_id: 'B', amount: 1, status: 'success' },
          { transaction_id: 'C', amount: 1, status: 'success', paid_late: 'yes', channel: 7 },
        ],
      },
      20,
    )
    expect(page.rows.map((r) => [r.channel, r.paid_late])).toEqual([
      ['counter', true],
      [undefined, undefined],
      [null, null],
    ])
  })

  it("shows 'Paid late' beside the status and a 'Counter' tag", () => {
    const { rows } = parsePayinList(
      {
        success: true,
        data: [
          {
            transaction_id: 'LATE1',
            amount: 140,
            status: 'success',
            channel: 'counter',
            paid_late: true,
          },
          { transaction_id: 'LINK1', amount: 90, status: 'success', channel: 'link' },
        ],
      },
      20,
    )
    render(<PaymentsTable rows={rows} showRates={false} onView={() => undefined} />)
    const [late, link] = screen.getAllByTestId('payment-row')
    expect(within(late!).getByText('Paid late')).toBeTruthy()
    expect(within(late!).getByText('Counter')).toBeTruthy()
    expect(within(link!).queryByText('Paid late')).toBeNull()
    expect(within(link!).queryByText('Counter')).toBeNull()
  })
})
