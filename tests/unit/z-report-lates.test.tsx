import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { ZReportView } from '../../src/components/shift-report/z-report-view'
import { reportAsText, zReportText } from '../../src/components/shift-report/z-report-text'
import { formatINR } from '../../src/lib/i18n/format'
import { zReportSchema } from '../../src/lib/counter-support/z-report'

/*
 * A Z-report's late payments and their refunds (decision 064): kept or sent back, each refund with
 * its UTR, 'after close' where made after the close, and the refunds after close apart from the
 * closed figures.
 */
const report = zReportSchema.parse({
  shift_id: 'SHF0000000000000001',
  number: 4,
  counter: { counter_id: 'CTR0000000000000001', name: 'Front desk' },
  opened_at: '2026-12-01T04:30:00.000Z',
  closed_at: '2026-12-01T12:30:00.000Z',
  closed_by: 'Asha',
  cashiers: [{ name: 'Asha', count: 3, total_amount: 100 }],
  success_count: 3,
  success_amount: 100,
  late_count: 1,
  declined_count: 0,
  expired_count: 1,
  cancelled_count: 1,
  pending_count: 0,
  refund_count: 0,
  refund_amount: 0,
  refunds_after_close: { count: 1, amount: 44 },
  late_entries: [
    {
      transaction_id: 'TXNLATE44',
      amount: 44,
      status: 'success',
      auto_refund: false,
      cancelled_by: null,
      utr: '111122223333',
      paid_at: '2026-12-01T06:00:00.000Z',
      cashier_name: 'Asha',
      note: 'Two samosas',
      refunds: [
        {
          refund_id: 'RFD1',
          amount: 44,
          status: 'processed',
          utr: '998877665544',
          automatic: false,
          created_at: '2026-12-01T13:00:00.000Z',
          after_close: true,
        },
      ],
    },
    {
      transaction_id: 'TXNCANCEL77',
      amount: 77,
      status: 'cancelled',
      auto_refund: true,
      cancelled_by: 'merchant',
      utr: '444455556666',
      paid_at: '2026-12-01T07:00:00.000Z',
      cashier_name: 'Asha',
      note: null,
      refunds: [
        {
          refund_id: 'RFD2',
          amount: 77,
          status: 'pending',
          utr: null,
          automatic: true,
          created_at: '2026-12-01T07:00:00.000Z',
          after_close: false,
        },
      ],
    },
  ],
})

describe("a Z-report's late payments", () => {
  it('lists each with what became of it, its refunds, and the refunds after close apart', () => {
    render(<ZReportView report={report} text={zReportText()} titleId="z" />)
    const section = screen.getByRole('region', { name: 'Late payments and refunds' })
    const [late, cancelled] = within(section).getAllByTestId('report-late-entry')
    expect(late?.textContent).toContain('Paid late')
    expect(late?.textContent).toContain('Note: Two samosas')
    expect(late?.textContent).toContain(`Refunded ${formatINR(44)} · UTR 998877665544`)
    expect(within(late as HTMLElement).getByText('after close')).toBeTruthy()
    expect(cancelled?.textContent).toContain('Paid on a cancelled QR · refunded automatically')
    expect(cancelled?.textContent).toContain(`Refund of ${formatINR(77)} pending`)
    expect(within(cancelled as HTMLElement).queryByText('after close')).toBeNull()
    expect(screen.getByText('Refunds after close').nextElementSibling?.textContent).toBe(
      `1 · ${formatINR(44)}`,
    )
    // The closed figures stay as they were.
    expect(screen.getByTestId('report-success-amount').textContent).toBe(formatINR(100))
  })

  it('says the same when shared as text', () => {
    const text = reportAsText(report, zReportText())
    expect(text).toContain(`Refunds after close: 1 · ${formatINR(44)}`)
    expect(text).toContain(`${formatINR(44)} · Paid late · TXNLATE44`)
    expect(text).toContain(`Refunded ${formatINR(44)} · UTR 998877665544 (after close)`)
    expect(text).toContain(`${formatINR(77)} · Paid on a cancelled QR · refunded automatically`)
  })

  it('reads an older gateway without them as none', () => {
    const { late_entries, refunds_after_close, ...older } = report
    expect(late_entries).toHaveLength(2)
    expect(refunds_after_close).not.toBeNull()
    const parsed = zReportSchema.parse(older)
    expect(parsed.late_entries).toEqual([])
    expect(parsed.refunds_after_close).toBeNull()
  })
})
