import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { StaffSection } from '../../src/features/counters/components/staff-section'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/**
 * Settings → 'Cashiers' against msw: adding a cashier and resetting a PIN. Both PIN fields take
 * digits only, at most 6, hidden, never filled with a saved password; the gateway gets the PIN
 * as typed.
 */
const server = setupMswServer()

let added: unknown[] = []
let resets: { id: string; body: unknown }[] = []

beforeEach(() => {
  added = []
  resets = []
  server.use(
    http.get(api('/merchant/staff'), () =>
      HttpResponse.json({
        success: true,
        data: [{ staff_id: 'STF1', name: 'Asha', locked_until: null, created_at: null }],
      }),
    ),
    http.post(api('/merchant/staff'), async ({ request }) => {
      added.push(await request.json())
      return HttpResponse.json({ success: true, data: { staff_id: 'STF2', name: 'Ravi' } })
    }),
    http.post(api('/merchant/staff/:id/pin'), async ({ params, request }) => {
      resets.push({ id: String(params.id), body: await request.json() })
      return HttpResponse.json({ success: true, data: { staff_id: 'STF1', name: 'Asha' } })
    }),
  )
})

function expectPinField(input: HTMLElement) {
  expect(input.getAttribute('type')).toBe('password')
  expect(input.getAttribute('inputmode')).toBe('numeric')
  expect(input.getAttribute('autocomplete')).toBe('new-password')
  expect(input.getAttribute('maxlength')).toBe('6')
}

describe('cashiers', () => {
  it('adds a cashier: the PIN keeps digits only and must be 4 to 6 of them', async () => {
    renderWithQuery(<StaffSection />)
    await screen.findByText('Asha')
    const pin = screen.getByLabelText('PIN') as HTMLInputElement
    expectPinField(pin)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ravi ' } })
    fireEvent.change(pin, { target: { value: '5a6' } })
    expect(pin.value).toBe('56')
    fireEvent.click(screen.getByRole('button', { name: 'Add cashier' }))
    expect(await screen.findByText('The PIN is 4 to 6 digits')).toBeTruthy()
    expect(document.activeElement).toBe(pin)
    expect(added).toEqual([])

    fireEvent.change(pin, { target: { value: '56-78' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add cashier' }))
    await waitFor(() => expect(added).toEqual([{ name: 'Ravi', pin: '5678' }]))
    await waitFor(() => expect(pin.value).toBe(''))
    expect(screen.queryByText('The PIN is 4 to 6 digits')).toBeNull()
  })

  it("resets a cashier's PIN: Save PIN only with 4 to 6 digits, and Cancel closes the form", async () => {
    renderWithQuery(<StaffSection />)
    const list = await screen.findByRole('list', { name: 'Cashiers' })
    fireEvent.click(within(list).getByRole('button', { name: 'Reset PIN' }))
    const pin = within(list).getByLabelText('New PIN for Asha') as HTMLInputElement
    expectPinField(pin)
    const save = within(list).getByRole('button', { name: 'Save PIN' }) as HTMLButtonElement
    fireEvent.change(pin, { target: { value: '12x3' } })
    expect(pin.value).toBe('123')
    expect(save.disabled).toBe(true)
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel' }))
    expect(within(list).queryByLabelText('New PIN for Asha')).toBeNull()

    fireEvent.click(within(list).getByRole('button', { name: 'Reset PIN' }))
    fireEvent.change(within(list).getByLabelText('New PIN for Asha'), {
      target: { value: '246810' },
    })
    fireEvent.click(within(list).getByRole('button', { name: 'Save PIN' }))
    await waitFor(() => expect(resets).toEqual([{ id: 'STF1', body: { pin: '246810' } }]))
    await waitFor(() => expect(within(list).queryByLabelText('New PIN for Asha')).toBeNull())
  })
})

describe("the gateway's refusal of a common PIN", () => {
  it('is shown under PIN, not under Name', async () => {
    server.use(
      http.post(api('/merchant/staff'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { message: 'This PIN is too easy to guess. Choose another.' },
          },
          { status: 400 },
        ),
      ),
    )
    renderWithQuery(<StaffSection />)
    await screen.findByText('Asha')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meena' } })
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add cashier' }))
    await screen.findByText('This PIN is too easy to guess. Choose another.')
    expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true')
  })
})

describe('a person limited to outlets', () => {
  afterEach(() => clearSession())

  it('sees a cashier of every outlet but is offered no PIN, outlet or removal for them', async () => {
    setSession(
      'tok-1',
      { id: 1 },
      {
        id: 'usr_4',
        name: 'Lakshmi',
        email: 'l@example.com',
        role: 'operations',
        two_step: false,
        actions: ['counters.manage', 'outlets.read'],
        outlets: [{ outlet_id: 'OUT_k', name: 'Koramangala' }],
      },
    )
    server.use(
      http.get(api('/merchant/staff'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              staff_id: 'STF1',
              name: 'Deepa',
              outlet_id: 'OUT_k',
              outlet_name: 'Koramangala',
              locked_until: null,
            },
            {
              staff_id: 'STF9',
              name: 'Kiran',
              outlet_id: null,
              outlet_name: null,
              locked_until: null,
            },
          ],
        }),
      ),
    )
    renderWithQuery(<StaffSection />)
    const list = await screen.findByRole('list', { name: 'Cashiers' })
    const [deepa, kiran] = within(list).getAllByRole('listitem')
    if (!deepa || !kiran) throw new Error('two cashiers expected')
    expect(within(deepa).getByRole('button', { name: 'Reset PIN' })).toBeTruthy()
    expect(within(kiran).getByText('Kiran')).toBeTruthy()
    expect(
      within(kiran).getByText(
        'Works at every outlet: someone who sees every outlet changes their PIN or outlet',
      ),
    ).toBeTruthy()
    expect(within(kiran).queryByRole('button')).toBeNull()
  })
})
