import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page'
import {
  SAMPLE_TRENDS,
  STATUS_COLORS,
  statusOption,
  trendsOption,
} from '../../src/features/dashboard/chart-options'
import { trendsCardWidth, trendsDrawingFor } from '../../src/features/dashboard/trends-drawing'
import { trendsDays } from '../../src/features/dashboard/messages'
import { t } from '../../src/lib/i18n/i18n'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { dashboardKeys } from '../../src/features/dashboard/queries'
import { DASHBOARD_KEY } from '../../src/lib/query/shared-query-keys'

/** jsdom lays nothing out: this ResizeObserver reports every observed box as 500 px wide. */
class FixedWidthResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 500 } } as unknown as ResizeObserverEntry
    queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver))
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', FixedWidthResizeObserver))
afterAll(() => vi.unstubAllGlobals())

// echarts needs a real canvas; the charts are checked in Chromium by the end-to-end test.
vi.mock('../../src/features/dashboard/components/status-chart', () => ({
  StatusChart: ({ counts }: { counts: { success: number } }) => (
    <div data-testid="charts">success {counts.success}</div>
  ),
}))

const summary = {
  payins: {
    total_amount: 123456.78,
    total_net_amount: 120000,
    total_transactions: 30,
    successful_transactions: 20,
    pending_transactions: 4,
    failed_transactions: 6,
    success_rate: 66.67,
  },
  wallet: { available_balance: 5000.5 },
}

const seen: URL[] = []
let recent: unknown[] = []
const server = setupMswServer()

beforeAll(() => {
  // The router settles asynchronously outside act(); the assertions below wait for the DOM.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
beforeEach(() =>
  server.use(
    http.get(api('/merchant/dashboard/summary'), ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json({ success: true, data: summary })
    }),
    http.get(api('/payin/list'), ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json({ success: true, data: recent })
    }),
    // A gateway without counters: the 'Today by counter' card stays away.
    http.get(api('/merchant/counters/today'), () =>
      HttpResponse.json({ success: false, error: { message: 'Not found' } }, { status: 404 }),
    ),
  ),
)
afterEach(() => {
  seen.length = 0
  recent = []
  vi.restoreAllMocks()
})

function renderDashboard() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <DashboardPage today="2026-11-23" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithQuery(<RouterProvider router={router} />)
}

describe('dashboard', () => {
  it("hides 'Net Payin' where rates are hidden: net of fees tells the fees", async () => {
    setSession('token', { business_name: 'Kirana Mart', show_rates_to_merchant: 0 })
    try {
      renderDashboard()
      expect(await screen.findByText('₹1,23,456.78')).toBeTruthy()
      expect(screen.queryByText(/Net Payin/)).toBeNull()
    } finally {
      clearSession()
    }
  })

  it('shows the four cards from the summary of 2020-01-01 .. today', async () => {
    recent = [
      {
        transaction_id: 'TXN_A',
        amount: 1500,
        status: 'success',
        created_at: '2026-11-22T08:00:00Z',
      },
    ]
    renderDashboard()
    expect(await screen.findByText('₹1,23,456.78')).toBeTruthy()
    expect(screen.getByText('Net Payin: ₹1,20,000.00')).toBeTruthy()
    expect(screen.getByText('30')).toBeTruthy()
    expect(screen.getByText('Success: 20')).toBeTruthy()
    expect(screen.getByText('Failed: 6')).toBeTruthy()
    expect(screen.getByText('66.7%')).toBeTruthy()
    expect(screen.getByText('Pending: 4')).toBeTruthy()
    expect(screen.getByText('₹5,000.50')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/wallet')
    // The trends drawing that fits a 500 px card; the pie's code waits until it has loaded.
    const drawing = (await screen.findByTestId('chart-trends')).querySelector('img')
    expect(drawing?.getAttribute('width')).toBe('500')
    expect(screen.queryByTestId('charts')).toBeNull()
    fireEvent.load(drawing!)
    expect((await screen.findByTestId('charts')).textContent).toBe('success 20')

    const summaryUrl = seen.find((u) => u.pathname.endsWith('/dashboard/summary'))!
    expect(Object.fromEntries(summaryUrl.searchParams)).toEqual({
      from_date: '2020-01-01',
      to_date: '2026-11-23',
    })
  })

  it("shows today's takings per counter where the gateway has counters", async () => {
    server.use(
      http.get(api('/merchant/counters/today'), () =>
        HttpResponse.json({
          success: true,
          data: {
            date: '2026-11-23',
            counters: [
              { counter_id: 'CTR1', name: 'Front desk', total_amount: 1250.5, count: 3 },
              { counter_id: 'CTR2', name: 'Owner', total_amount: 0, count: 0 },
            ],
            unassigned: { total_amount: 40, count: 1 },
          },
        }),
      ),
    )
    renderDashboard()
    const card = await screen.findByRole('region', { name: 'Today by counter' })
    expect(card.textContent).toContain('Front desk3 payments₹1,250.50')
    expect(card.textContent).toContain('Owner0 payments₹0.00')
    expect(card.textContent).toContain('Without a counter1 payment₹40.00')
  })

  it("shows 'Today' (IST day, counter/link split) when the gateway sends it, and none without", async () => {
    const day = (amount: number, ok: number, all: number, rate: number) => ({
      total_amount: amount,
      total_net_amount: amount * 0.98,
      total_transactions: all,
      successful_transactions: ok,
      success_rate: rate,
    })
    server.use(
      http.get(api('/merchant/dashboard/summary'), () =>
        HttpResponse.json({
          success: true,
          data: {
            ...summary,
            today: {
              date: '2026-11-23',
              timezone: 'Asia/Kolkata',
              ...day(4250.5, 5, 6, 83.33),
              refunded_amount: 150044,
              net_of_refunds: -145793.5,
              channels: { counter: day(250.5, 1, 1, 100), link: day(4000, 4, 5, 80) },
            },
          },
        }),
      ),
    )
    renderDashboard()
    const today = await screen.findByRole('region', { name: 'Today' })
    const text = today.textContent ?? ''
    expect(text).toContain('23 Nov 2026 (IST)')
    expect(text).toContain('Collected₹4,250.50')
    // Today's refunds are set against what was collected (a gateway without them: collected only).
    expect(text).toContain('Refunded₹1,50,044.00')
    expect(text).toContain('Net-₹1,45,793.50')
    expect(text).toContain('Payments5')
    expect(text).toContain('Success Rate83.3%')
    expect(text).toContain('Counter₹250.50 · 1 payment')
    expect(text).toContain('Payment links₹4,000.00 · 4 payments')
    const link = screen.getByRole('link', { name: "View today's payments" })
    expect(link.getAttribute('href')).toBe('/payments?page=1&dateFrom=2026-11-23&dateTo=2026-11-23')
    // The lifetime cards are as they were.
    expect(screen.getByText('₹1,23,456.78')).toBeTruthy()
  })

  it('leaves Today out against a gateway without it, or with an unreadable one', async () => {
    server.use(
      http.get(api('/merchant/dashboard/summary'), () =>
        HttpResponse.json({ success: true, data: { ...summary, today: { date: 5 } } }),
      ),
    )
    renderDashboard()
    expect(await screen.findByText('₹1,23,456.78')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull()
  })

  it('shows refunds under the payin total when the gateway has them (decision 050)', async () => {
    server.use(
      http.get(api('/merchant/dashboard/summary'), () =>
        HttpResponse.json({
          success: true,
          data: { ...summary, refunds: { refunded_amount: 500, pending_amount: 250.5 } },
        }),
      ),
    )
    renderDashboard()
    const line = await screen.findByTestId('dashboard-refunds')
    expect(line.textContent).toBe('Refunded: ₹500.00 (₹250.50 pending)')
  })

  it('shows no refunds line for a gateway without refunds', async () => {
    renderDashboard()
    await screen.findByText('₹1,23,456.78')
    expect(screen.queryByTestId('dashboard-refunds')).toBeNull()
  })

  it('labels the Transaction Trends card as sample data (product.md §2: fixed, not live)', async () => {
    renderDashboard()
    const title = await screen.findByRole('heading', { name: 'Transaction Trends' })
    expect(title.closest('section')?.textContent).toContain('Sample data, not live figures')
  })

  it('shows an empty state, not a pie of equal thirds, with no transactions', async () => {
    const none = { ...summary.payins, successful_transactions: 0, pending_transactions: 0 }
    server.use(
      http.get(api('/merchant/dashboard/summary'), () =>
        HttpResponse.json({
          success: true,
          data: { ...summary, payins: { ...none, failed_transactions: 0, total_transactions: 0 } },
        }),
      ),
    )
    renderDashboard()
    const empty = await screen.findByTestId('chart-status-empty')
    expect(empty.textContent).toBe('No transactions yet')
    expect(screen.getByRole('heading', { name: 'Transaction Status' })).toBeTruthy()
    fireEvent.load((await screen.findByTestId('chart-trends')).querySelector('img')!)
    expect(screen.queryByTestId('charts')).toBeNull()
  })

  it('lists the 5 newest payins with a View all link', async () => {
    recent = [
      {
        transaction_id: 'TXN_A',
        amount: 1500,
        status: 'success',
        created_at: '2026-11-22T08:00:00Z',
      },
      {
        transaction_id: 'TXN_B',
        amount: 99.5,
        status: 'pending',
        created_at: '2026-11-22T09:00:00Z',
      },
    ]
    renderDashboard()
    expect(await screen.findByText('TXN_A')).toBeTruthy()
    expect(screen.getByText('₹99.50')).toBeTruthy()
    expect(screen.getByText('pending').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'pending',
    )
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/payments')
    const listUrl = seen.find((u) => u.pathname.endsWith('/payin/list'))!
    expect(listUrl.searchParams.get('limit')).toBe('5')
  })

  it('says so when there are no transactions, and offers the quick actions', async () => {
    renderDashboard()
    expect(await screen.findByText('No recent transactions')).toBeTruthy()
    const hrefs = ['Create Payment', 'Send Payout', 'View Reports'].map((title) =>
      screen.getByText(title).closest('a')?.getAttribute('href'),
    )
    expect(hrefs).toEqual(['/payments/create', '/payouts/create', '/reports'])
    expect(screen.getByText('Generate a new payment link')).toBeTruthy()
    expect(screen.getByText('Transfer money to accounts')).toBeTruthy()
    expect(screen.getByText('Download transaction reports')).toBeTruthy()
  })

  it("toasts 'Failed to load dashboard data' when the summary fails", async () => {
    const error = vi.spyOn(toast, 'error')
    server.use(
      http.get('*/api/v1/merchant/dashboard/summary', () =>
        HttpResponse.json({ success: false, error: { message: 'boom' } }, { status: 500 }),
      ),
    )
    renderDashboard()
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to load dashboard data', expect.anything()),
    )
  })
})

describe('dashboard chart options', () => {
  it("guesses the trends card's width from the window's, as the layout's classes give it", () => {
    // Phone (p-4), tablet (sm:p-6), desktop (sidebar, two columns), wide (max-w-7xl).
    expect([375, 412, 768, 1280, 1920].map(trendsCardWidth)).toEqual([301, 338, 678, 438, 566])
    expect([301, 338, 678, 438, 566].map((width) => trendsDrawingFor(width)?.width)).toEqual([
      280, 330, 640, 380, 560,
    ])
    // Narrower than the narrowest drawing: the narrowest, scaled to fit.
    expect(trendsDrawingFor(100)?.width).toBe(240)
  })

  it('trends use the fixed weekday sample for payments and payouts', () => {
    const option = trendsOption(t(trendsDays).split(' '))
    expect(option.xAxis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(option.series.map((s) => s.name)).toEqual(['payments', 'payouts'])
    expect(option.series[0]?.data).toEqual(SAMPLE_TRENDS.map((d) => d.payments))
    expect(option.series.every((s) => s.areaStyle)).toBe(true)
  })

  it('status pie shows Success, Pending and Failed in the product.md §9 colours', () => {
    const names = { success: 'Success', pending: 'Pending', failed: 'Failed' }
    const data = statusOption({ success: 5, pending: 2, failed: 1 }, names).series[0]?.data
    expect(data).toEqual([
      { name: 'Success', value: 5, itemStyle: { color: STATUS_COLORS.success } },
      { name: 'Pending', value: 2, itemStyle: { color: STATUS_COLORS.pending } },
      { name: 'Failed', value: 1, itemStyle: { color: STATUS_COLORS.failed } },
    ])
    expect(STATUS_COLORS).toEqual({ success: '#10B981', pending: '#F59E0B', failed: '#EF4444' })
  })
})

describe('the dashboard key root', () => {
  it('is the one other features refresh the dashboard by', () => {
    expect(dashboardKeys.all).toEqual(DASHBOARD_KEY)
  })
})
