import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { SettlementsPage } from '../../src/features/settlements/components/settlements-page'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/*
 * product.md §6: where rates are hidden from the merchant, no screen shows fees or their GST, the
 * settlements included (the payments and payouts lists already hid them).
 */
const server = setupMswServer()
afterEach(() => clearSession())

function renderSettlements() {
  server.use(
    http.get(api('/settlements'), () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            settlement_id: 'STL0000001',
            created_at: '2026-11-23T04:30:00Z',
            payins: 3,
            gross_amount: 1000,
            fees: 20,
            gst: 3.6,
            refunds_and_adjustments: 0,
            net_amount: 976.4,
          },
        ],
        meta: { pagination: { page: 1, limit: 20, totalCount: 1, totalPages: 1 } },
      }),
    ),
  )
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <SettlementsPage page={1} onPageChange={() => undefined} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithQuery(<RouterProvider router={router} />)
}

describe('settlements and rates', () => {
  it('show fees and GST where rates are shown', async () => {
    setSession('token', { business_name: 'Acme Stores', show_rates_to_merchant: 1 })
    renderSettlements()
    expect(await screen.findAllByText('STL0000001')).not.toHaveLength(0)
    expect(screen.queryAllByText('Fees')).not.toHaveLength(0)
    expect(screen.queryAllByText('₹20.00')).not.toHaveLength(0)
  })

  it('hide them where rates are hidden', async () => {
    setSession('token', { business_name: 'Kirana Mart', show_rates_to_merchant: 0 })
    renderSettlements()
    expect(await screen.findAllByText('STL0000001')).not.toHaveLength(0)
    expect(screen.queryAllByText('Fees')).toHaveLength(0)
    expect(screen.queryAllByText('GST')).toHaveLength(0)
    expect(screen.queryAllByText('₹20.00')).toHaveLength(0)
  })
})
