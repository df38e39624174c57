import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { canChangeCounterSettings } from '../../src/features/counters/components/counters-settings'
import { OutletsPage } from '../../src/features/settings/components/outlets-page'
import { listQueryParams } from '../../src/lib/lists/list-query'
import { parseListSearch } from '../../src/lib/lists/list-search'
import { fetchOutlets, type Outlet } from '../../src/lib/outlets/outlet-api'
import { limitedOutlets, outletsView } from '../../src/lib/outlets/use-outlets'
import { canReadSettlements } from '../../src/lib/session/settlements-access'
import {
  clearSession,
  parseUser,
  setSession,
  type SessionUser,
} from '../../src/lib/session/session-store'
import { toast } from '../../src/lib/toast/toast'
import { api, notFound, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  vi.restoreAllMocks()
  clearSession()
})

const outlet = (outlet_id: string, name: string, extra: Partial<Outlet> = {}): Outlet => ({
  outlet_id,
  name,
  address: null,
  city: 'Bengaluru',
  state_code: '29',
  state: 'Karnataka',
  gstin: null,
  archived_at: null,
  created_at: '2026-12-01T00:00:00.000Z',
  counters: 2,
  ...extra,
})
const KORAMANGALA = outlet('OUT_k', 'Koramangala')
const BANER = outlet('OUT_b', 'Baner', { city: 'Pune', state_code: '27', state: 'Maharashtra' })
const OLD = outlet('OUT_o', 'Old Town', { archived_at: '2026-12-05T00:00:00.000Z' })

const user = (actions: string[], outlets?: unknown): SessionUser => ({
  id: 'usr_1',
  name: 'Lakshmi',
  email: 'l@example.com',
  role: 'operations',
  two_step: false,
  actions,
  outlets,
})

describe('the outlets list', () => {
  it('reads { outlets } and is null, not an error, on a gateway without outlets', async () => {
    server.use(
      http.get(api('/merchant/outlets'), () =>
        HttpResponse.json({ success: true, data: { outlets: [KORAMANGALA, BANER] } }),
      ),
    )
    expect((await fetchOutlets())?.map((o) => o.name)).toEqual(['Koramangala', 'Baner'])
    server.use(http.get(api('/merchant/outlets'), notFound))
    expect(await fetchOutlets()).toBeNull()
  })

  it('shows outlets only with a second open one', () => {
    expect(outletsView([KORAMANGALA]).many).toBe(false)
    expect(outletsView([KORAMANGALA, OLD]).many).toBe(false)
    expect(outletsView([KORAMANGALA, BANER, OLD]).many).toBe(true)
    expect(outletsView([KORAMANGALA, BANER, OLD]).open.map((o) => o.name)).toEqual([
      'Koramangala',
      'Baner',
    ])
  })

  it("reads a person's outlets as the gateway sent them, through sign-in and storage", () => {
    const stored = parseUser({ ...user([]), outlets: [{ outlet_id: 'OUT_k', name: 'K' }, 3] })
    expect(limitedOutlets(stored)).toEqual([{ outlet_id: 'OUT_k', name: 'K' }])
    expect(limitedOutlets(parseUser(user([])))).toEqual([])
    expect(limitedOutlets(null)).toEqual([])
  })
})

describe('settlements.read', () => {
  it('opens the settlements by the new action, or by payments.read on a gateway before it', () => {
    expect(canReadSettlements(user(['settlements.read', 'outlets.read']))).toBe(true)
    // A person limited to outlets: the gateway leaves the business action out.
    expect(canReadSettlements(user(['payments.read', 'outlets.read']))).toBe(false)
    // An older gateway knows neither new name.
    expect(canReadSettlements(user(['payments.read']))).toBe(true)
    expect(canReadSettlements(user(['dashboard.read']))).toBe(false)
  })
})

describe('counters.settings', () => {
  it('shows the counter settings by the new action, or by counters.manage on a gateway before it', () => {
    expect(
      canChangeCounterSettings(user(['counters.manage', 'counters.settings', 'outlets.read'])),
    ).toBe(true)
    // A person limited to outlets manages their counters, not the business's settings.
    expect(canChangeCounterSettings(user(['counters.manage', 'outlets.read']))).toBe(false)
    expect(canChangeCounterSettings(user(['counters.manage']))).toBe(true)
  })
})

describe('the Outlet filter in the address', () => {
  it('is read only by the lists of what an outlet takes, and sent as outlet_id', () => {
    expect(parseListSearch({ outlet: 'OUT_b' }, [], true).outlet).toBe('OUT_b')
    expect(parseListSearch({ outlet: 'none' }, [], true).outlet).toBe('none')
    expect(parseListSearch({ outlet: 'x;drop' }, [], true).outlet).toBeUndefined()
    // Payouts are the business's: no outlet filter there.
    expect(parseListSearch({ outlet: 'OUT_b' }).outlet).toBeUndefined()
    expect(listQueryParams({ page: 1, outlet: 'OUT_b' }, 20)).toEqual({
      page: 1,
      limit: 20,
      outlet_id: 'OUT_b',
    })
  })
})

describe('Settings → Outlets', () => {
  function withOutlets(outlets: Outlet[]) {
    server.use(
      http.get(api('/merchant/outlets'), () =>
        HttpResponse.json({ success: true, data: { outlets } }),
      ),
    )
  }

  it('lists open and archived outlets; an Owner adds one, its GSTIN checked here first', async () => {
    setSession('tok', { id: 1 }, user(['outlets.read', 'outlets.manage']))
    withOutlets([KORAMANGALA, OLD])
    const posted: unknown[] = []
    server.use(
      http.post(api('/merchant/outlets'), async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json(
          { success: true, data: { outlet: outlet('OUT_w', 'Whitefield') } },
          { status: 201 },
        )
      }),
    )
    renderWithQuery(<OutletsPage />)
    const rows = await screen.findAllByTestId('outlet-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[1]!).getByRole('button', { name: 'Restore Old Town' })).toBeTruthy()
    expect(within(rows[0]!).getByRole('button', { name: 'Archive Koramangala' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Add outlet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add outlet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Outlet name is required')).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText(/Outlet name/), 'Whitefield')
    await userEvent.type(within(dialog).getByLabelText('GSTIN (optional)'), '29AAFCC7312K1ZX')
    // The GSTIN names its state: the State follows it.
    expect((within(dialog).getByLabelText('State') as HTMLSelectElement).value).toBe('29')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(posted).toEqual([])
    expect(within(dialog).getByText(/GSTIN/, { selector: '[id$="-error"]' })).toBeTruthy()

    await userEvent.clear(within(dialog).getByLabelText('GSTIN (optional)'))
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), '29')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted).toEqual([{ name: 'Whitefield', state_code: '29' }]))
  })

  it('shows the gateway’s refusal to archive, and reads only for a person without outlets.manage', async () => {
    setSession('tok', { id: 1 }, user(['outlets.read', 'outlets.manage']))
    withOutlets([KORAMANGALA, BANER])
    server.use(
      http.post(api('/merchant/outlets/OUT_k/archive'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { message: 'Close the open shifts at Koramangala first: Koramangala front' },
          },
          { status: 409 },
        ),
      ),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const error = vi.spyOn(toast, 'error')
    const view = renderWithQuery(<OutletsPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Koramangala' }))
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Close the open shifts at Koramangala first: Koramangala front',
      ),
    )
    view.unmount()

    setSession('tok', { id: 1 }, user(['outlets.read']))
    renderWithQuery(<OutletsPage />)
    await screen.findAllByTestId('outlet-row')
    expect(screen.getByText('Only an Owner or Admin can add or change outlets.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add outlet' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull()
  })
})
