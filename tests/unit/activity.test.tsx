import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type * as TanStackRouter from '@tanstack/react-router'
import type { ActivitySearch } from '../../src/features/activity/activity-filters'
import { activityQuery, targetParam } from '../../src/features/activity/activity-filters'
import { fetchActivity } from '../../src/features/activity/api'
import { ActivityPage } from '../../src/features/activity/components/activity-page'
import { api, notFound, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

// The entries link to Payments and Payouts: a plain anchor is enough outside a router.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof TanStackRouter>()),
  Link: ({ to, search, children, ...rest }: Record<string, unknown>) => (
    <a
      href={`${String(to)}?${new URLSearchParams(search as Record<string, string>).toString()}`}
      {...rest}
    >
      {children as string}
    </a>
  ),
}))

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

const entry = (id: string, action: string, extra: Record<string, unknown> = {}) => ({
  id,
  at: '2026-12-07T06:30:00.000Z',
  actor: { kind: 'user', id: '1', name: 'Asha' },
  action,
  target: null,
  before: null,
  after: null,
  address: '10.0.0.1',
  device: 'Chrome on Android',
  ...extra,
})

let queries: Record<string, string>[] = []
beforeEach(() => {
  queries = []
  server.use(
    http.get(api('/merchant/activity'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      queries.push(query)
      return HttpResponse.json({
        success: true,
        data: query.cursor
          ? { entries: [entry('1', 'sign_in')], next_cursor: null }
          : {
              entries: [
                entry('3', 'webhooks.updated', {
                  target: { kind: 'merchant', id: '1', label: 'Acme Stores' },
                  before: { webhook_payin_url: 'https://a.example/old' },
                  after: { webhook_payin_url: 'https://a.example/new' },
                }),
                entry('2', 'refund.created', {
                  target: { kind: 'refund', id: 'RFD123', label: 'TXN456' },
                }),
              ],
              next_cursor: '2',
            },
      })
    }),
    http.get(api('/merchant/team'), () =>
      HttpResponse.json({
        success: true,
        data: {
          people: [
            { id: 1, name: 'Asha' },
            { id: 7, name: 'Ravi' },
          ],
        },
      }),
    ),
  )
})
afterEach(() => vi.restoreAllMocks())

describe('Activity filters', () => {
  it('send the target as a kind and an id, read from the id', () => {
    expect(targetParam('TXN456')).toBe('payin:TXN456')
    expect(targetParam(' POUT9 ')).toBe('payout:POUT9')
    expect(targetParam('RFD1')).toBe('refund:RFD1')
    expect(targetParam('counter:CTR1')).toBe('counter:CTR1')
    expect(targetParam('odd')).toBe('odd')
    expect(
      activityQuery({
        person: '7',
        action: 'refund.created',
        target: 'TXN1',
        from: '2026-12-01',
        to: '',
      }),
    ).toEqual({ person: '7', action: 'refund.created', target: 'payin:TXN1', from: '2026-12-01' })
  })

  it('a gateway without the log answers null', async () => {
    server.use(http.get(api('/merchant/activity'), notFound))
    await expect(fetchActivity({}, undefined)).resolves.toBeNull()
  })
})

describe('Settings → Activity', () => {
  function renderPage() {
    let current: ActivitySearch = {}
    const onSearchChange = vi.fn()
    // The route's part: the URL's search, written by the page's callbacks.
    function Harness() {
      const [search, setSearch] = useState<ActivitySearch>({})
      current = search
      return (
        <ActivityPage
          search={search}
          onSearchChange={(next) => {
            onSearchChange(next)
            setSearch(next)
          }}
        />
      )
    }
    renderWithQuery(<Harness />)
    return { onSearchChange, current: () => current }
  }

  it('shows each entry in words, its target linked, a setting before → after', async () => {
    renderPage()
    expect(await screen.findByRole('cell', { name: 'Changed the webhook URLs' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Refunded a payment' })).toBeTruthy()
    expect(screen.getAllByRole('cell', { name: /^7 .+ 2026, 12:00 IST$/ })).toHaveLength(2)
    expect(screen.getByText(/https:\/\/a\.example\/old → https:\/\/a\.example\/new/)).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open TXN456' })
    expect(link.getAttribute('href')).toBe('/payments?page=1&search=TXN456&view=TXN456')
  })

  it('writes the filters to the search and pages by cursor', async () => {
    const user = userEvent.setup()
    const { onSearchChange, current } = renderPage()
    await screen.findByRole('cell', { name: 'Changed the webhook URLs' })
    await user.selectOptions(await screen.findByLabelText('Person'), 'Ravi')
    expect(current()).toEqual({ person: '7' })
    await user.selectOptions(screen.getByLabelText('Action'), 'Refunded a payment')
    await user.type(screen.getByLabelText('Target ID'), 'TXN456')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(current()).toEqual({ person: '7', action: 'refund.created', target: 'TXN456' })
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        person: '7',
        action: 'refund.created',
        target: 'payin:TXN456',
        limit: '50',
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Older' }))
    expect(current()).toMatchObject({ cursor: '2' })
    expect(await screen.findByRole('cell', { name: 'Signed in' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Newer' }))
    expect(current().cursor).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({})
  })
})
