import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import {
  downloadReport,
  lastDays,
  QUICK_RANGES,
  rangeEndingToday,
  ReportDownloadError,
  reportFileName,
} from '../../src/features/reports/api'
import { validateReportForm } from '../../src/features/reports/report-schema'
import { reportErrorMessage } from '../../src/features/reports/queries'
import { ReportsPage } from '../../src/features/reports/components/reports-page'
import { reportInfoLines } from '../../src/features/reports/components/report-panels'
import { ApiError } from '../../src/lib/http/api-client'
import { localISODate } from '../../src/lib/i18n/format'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const saved: Array<{ blob: Blob; name: string }> = []
vi.mock('../../src/lib/lists/download', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  saveText: vi.fn(),
}))

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  saved.length = 0
  vi.restoreAllMocks()
})

describe('report file naming', () => {
  it('is built from the type and the date range, with the format as extension', () => {
    const base = { from_date: '2026-10-24', to_date: '2026-11-23' }
    expect(reportFileName({ ...base, type: 'both', format: 'csv' })).toBe(
      'report-both-2026-10-24-to-2026-11-23.csv',
    )
    expect(reportFileName({ ...base, type: 'payin', format: 'json' })).toBe(
      'report-payin-2026-10-24-to-2026-11-23.json',
    )
    expect(reportFileName({ ...base, type: 'payout', format: 'csv' })).toBe(
      'report-payout-2026-10-24-to-2026-11-23.csv',
    )
  })
})

describe('date ranges', () => {
  it('counts back in local calendar days, across month ends', () => {
    const today = new Date(2026, 2, 3, 0, 30)
    expect(rangeEndingToday(0, today)).toEqual({ fromDate: '2026-03-03', toDate: '2026-03-03' })
    expect(rangeEndingToday(7, today)).toEqual({ fromDate: '2026-02-24', toDate: '2026-03-03' })
    expect(rangeEndingToday(30, today)).toEqual({ fromDate: '2026-02-01', toDate: '2026-03-03' })
  })

  it("quick ranges count calendar days including today: 'Last 7 Days' is 7 days, not 8", () => {
    const today = new Date(2026, 2, 3, 23, 50)
    expect(lastDays(1, today)).toEqual({ fromDate: '2026-03-03', toDate: '2026-03-03' })
    expect(lastDays(7, today)).toEqual({ fromDate: '2026-02-25', toDate: '2026-03-03' })
    expect(lastDays(30, today)).toEqual({ fromDate: '2026-02-02', toDate: '2026-03-03' })
    expect(QUICK_RANGES.map((q) => q.days)).toEqual([1, 7, 30])
  })
})

describe('report form', () => {
  it('sends no status for All, and the chosen one otherwise', () => {
    const values = {
      type: 'payout' as const,
      fromDate: '2026-11-01',
      toDate: '2026-11-23',
      status: '' as const,
      format: 'json' as const,
    }
    expect(validateReportForm(values)).toEqual({
      ok: true,
      query: { from_date: '2026-11-01', to_date: '2026-11-23', format: 'json', type: 'payout' },
    })
    expect(validateReportForm({ ...values, status: 'failed' })).toMatchObject({
      query: { status: 'failed' },
    })
    expect(validateReportForm({ ...values, fromDate: '' }).ok).toBe(false)
  })
})

describe('report download', () => {
  it('streams the body into a Blob and reports progress', async () => {
    const csv = 'id,amount\n' + 'TXN1,100\n'.repeat(5000)
    server.use(
      http.get(api('/merchant/transactions/report'), ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('type')).toBe('payin')
        return new HttpResponse(csv, {
          headers: { 'Content-Type': 'text/csv', 'Content-Length': String(csv.length) },
        })
      }),
    )
    const progress = vi.fn()
    const blob = await downloadReport(
      { from_date: '2026-11-01', to_date: '2026-11-23', format: 'csv', type: 'payin' },
      progress,
    )
    expect(await blob.text()).toBe(csv)
    expect(blob.type).toContain('text/csv')
    expect(progress).toHaveBeenLastCalledWith({ received: csv.length, total: csv.length })
  })

  it("fails with the server's message, and names the failing step otherwise", async () => {
    server.use(
      http.get(api('/merchant/transactions/report'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Maximum date range is 90 days' } },
          { status: 400 },
        ),
      ),
    )
    const error = await downloadReport(
      { from_date: '2026-01-01', to_date: '2026-11-23', format: 'csv', type: 'both' },
      vi.fn(),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(reportErrorMessage(error)).toBe('Maximum date range is 90 days')
    expect(reportErrorMessage(new ApiError('x', 0, 'network'))).toBe('Failed to generate report')
    expect(reportErrorMessage(new ReportDownloadError(new Error('reset')))).toBe(
      'Failed to download report',
    )
  })
})

const INVOICE = {
  id: 'INV-26-27-000007',
  kind: 'invoice',
  number: 'INV/26-27/000007',
  date: '2026-12-01',
  period: '2026-11',
  period_label: 'November 2026',
  supplier: { legal_name: 'Sandbox Payments Private Limited', gstin: '29AAACS1234F1ZO' },
  recipient: {
    legal_name: 'Acme Stores',
    gstin: '29AAKCA4321M1ZF',
    state: 'Karnataka',
    state_code: '29',
  },
  place_of_supply: { state: 'Karnataka', state_code: '29' },
  lines: [],
  taxable_value: 1695,
  cgst: 153,
  sgst: 152,
  igst: 0,
  total: 2000,
  amount_in_words: 'Two Thousand Rupees Only',
  original_invoices: [],
}

describe('Reports screen', () => {
  function renderPage() {
    // The accountant's panels (decisions 054, 055) ask for the invoices as the page opens.
    server.use(
      http.get(api('/merchant/invoices'), () =>
        HttpResponse.json({
          success: true,
          data: { documents: [INVOICE], next_invoice_period: '2026-12' },
        }),
      ),
    )
    renderWithQuery(<ReportsPage />)
  }

  it('defaults to the last 30 days, sets quick ranges, lists the six info lines', async () => {
    const user = userEvent.setup()
    renderPage()
    const from = () => (screen.getByLabelText(/^From Date/) as HTMLInputElement).value
    const to = () => (screen.getByLabelText(/^To Date/) as HTMLInputElement).value
    expect([from(), to()]).toEqual([rangeEndingToday(30).fromDate, localISODate()])
    await user.click(screen.getByRole('button', { name: /Last 7 Days/ }))
    expect(from()).toBe(rangeEndingToday(6).fromDate)
    await user.click(screen.getByRole('button', { name: /Today's Transactions/ }))
    expect([from(), to()]).toEqual([localISODate(), localISODate()])
    // The six lines of product.md §2, unchanged and first, then decision 030's three, then 055's.
    const info = reportInfoLines()
    expect(info).toHaveLength(12)
    expect(info[5]).toBe('All amounts are in INR')
    for (const line of info) expect(screen.getByText(line)).toBeTruthy()
    expect(screen.getByText('No recent downloads')).toBeTruthy()
  })

  it("selects only 'Custom Range' after it is clicked, and a quick card again after that", async () => {
    // jsdom has no layout, so no scrollIntoView: the card's scroll is not what is tested here.
    Element.prototype.scrollIntoView = vi.fn()
    const user = userEvent.setup()
    renderPage()
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent)
        .sort()
    await user.click(screen.getByRole('button', { name: /Last 30 Days/ }))
    expect(pressed()).toEqual(['Last 30 Days'])
    await user.click(screen.getByRole('button', { name: /Custom Range/ }))
    expect(pressed()).toEqual(['Custom Range'])
    await user.click(screen.getByRole('button', { name: /Last 7 Days/ }))
    expect(pressed()).toEqual(['Last 7 Days'])
  })

  it('offers Excel (.xlsx) beside CSV and JSON and saves it as .xlsx', async () => {
    server.use(
      http.get(api('/merchant/transactions/report'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('format')).toBe('xlsx')
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        })
      }),
    )
    const user = userEvent.setup()
    renderPage()
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'csv',
      'json',
      'xlsx',
    ])
    // The workbook is what a person gets by default; the CSV says it is for software.
    expect(screen.getByRole('radio', { name: 'Excel (.xlsx)' })).toHaveProperty('checked', true)
    expect(
      screen.getByRole('radio', {
        name: 'CSV',
        description: 'For software: exact values and codes',
      }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Download Report' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toMatch(/^report-both-.*\.xlsx$/)
    expect(saved[0]?.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
  })

  it('downloads the chosen report and toasts', async () => {
    const success = vi.spyOn(toast, 'success')
    server.use(
      http.get(api('/merchant/transactions/report'), () =>
        HttpResponse.json({ success: true, data: [{ id: 1 }] }),
      ),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('radio', { name: 'JSON' }))
    await user.click(screen.getByRole('button', { name: 'Download Report' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Report downloaded successfully'))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.name).toBe(
      `report-both-${rangeEndingToday(30).fromDate}-to-${localISODate()}.json`,
    )
    expect(JSON.parse(await (saved[0]?.blob.text() ?? ''))).toEqual({
      success: true,
      data: [{ id: 1 }],
    })
  })
})

describe("Reports: the accountant's month", () => {
  it('lists the tax invoices, views one and downloads its PDF', async () => {
    server.use(
      http.get(api('/merchant/invoices'), () =>
        HttpResponse.json({
          success: true,
          data: { documents: [INVOICE], next_invoice_period: '2026-12' },
        }),
      ),
      http.get(
        api('/merchant/invoices/INV-26-27-000007/pdf'),
        () =>
          new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    )
    const user = userEvent.setup()
    renderWithQuery(<ReportsPage />)
    expect(
      await screen.findByText(/The invoice for December 2026 is issued when the month ends/),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'View INV/26-27/000007' }))
    const dialog = screen.getByRole('dialog', { name: 'Tax invoice INV/26-27/000007' })
    expect(within(dialog).getByText('Two Thousand Rupees Only')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['invoice-INV-26-27-000007.pdf']))
  })

  it('downloads the journal for the chosen dates as Tally XML', async () => {
    let asked = ''
    server.use(
      http.get(api('/merchant/invoices'), () => new HttpResponse(null, { status: 404 })),
      http.get(api('/merchant/books/journal'), ({ request }) => {
        asked = new URL(request.url).search
        return new HttpResponse('<ENVELOPE/>', { headers: { 'content-type': 'application/xml' } })
      }),
    )
    const user = userEvent.setup()
    renderWithQuery(<ReportsPage />)
    await user.clear(screen.getByLabelText(/^Journal From/))
    await user.type(screen.getByLabelText(/^Journal From/), '2026-11-01')
    await user.clear(screen.getByLabelText(/^Journal To/))
    await user.type(screen.getByLabelText(/^Journal To/), '2026-11-30')
    await user.selectOptions(screen.getByLabelText('Journal Format'), 'tally')
    await user.click(screen.getByRole('button', { name: 'Download Journal' }))
    await waitFor(() =>
      expect(saved.map((f) => f.name)).toEqual(['journal-2026-11-01-to-2026-11-30-tally.xml']),
    )
    expect(asked).toBe('?from_date=2026-11-01&to_date=2026-11-30&format=tally')
    // A gateway without invoices: the section is left out.
    expect(screen.queryByRole('heading', { name: 'Tax Invoices' })).toBeNull()
  })
})
