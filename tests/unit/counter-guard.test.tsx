import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Counter } from '../../src/features/counters/api'
import {
  CounterLockNotice,
  CounterSaleLimit,
} from '../../src/features/counters/components/counter-guard'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/**
 * Settings → Counters tells the owner about a till locked by wrong PINs and unlocks it, and sets
 * the largest sale a till may take (decision 065). An older gateway sends neither: nothing shows.
 */
const server = setupMswServer()

const counter: Counter = {
  counter_id: 'CTR1',
  name: 'Front desk',
  paired: true,
  last_seen_at: null,
  created_at: null,
  open_shift: null,
  is_owner_counter: false,
  max_sale: 100000,
  locked_until: '2026-03-10T10:15:00.000Z',
  locked_cashiers: [{ staff_id: 'STF1', name: 'Asha', locked_until: '2026-03-10T10:15:00.000Z' }],
  device: null,
}

let unlocked: string[] = []
let limits: unknown[] = []
beforeEach(() => {
  unlocked = []
  limits = []
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  server.use(
    http.post(api('/merchant/counters/:id/unlock'), ({ params }) => {
      unlocked.push(String(params.id))
      return HttpResponse.json({
        success: true,
        data: { ...counter, locked_until: null, locked_cashiers: [] },
      })
    }),
    http.put(api('/merchant/counters/:id/limit'), async ({ request }) => {
      limits.push(await request.json())
      return HttpResponse.json({ success: true, data: { ...counter, max_sale: 5000 } })
    }),
  )
})
afterEach(() => vi.restoreAllMocks())

describe('a locked till', () => {
  it('is shown to the owner with the cashiers locked there, and Unlock asks the gateway', async () => {
    renderWithQuery(<CounterLockNotice counter={counter} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Locked after too many wrong PINs, until')
    expect(alert.textContent).toContain('Locked on this device after wrong PINs: Asha')
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(window.confirm).toHaveBeenCalledWith('Unlock Front desk? Its device can try PINs again.')
    await waitFor(() => expect(unlocked).toEqual(['CTR1']))
  })

  it('shows nothing when not locked, or on a gateway without locks', () => {
    const { container } = renderWithQuery(
      <CounterLockNotice counter={{ ...counter, locked_until: null, locked_cashiers: [] }} />,
    )
    expect(container.textContent).toBe('')
  })
})

describe("a till's largest sale", () => {
  it('is shown and changed within ₹1 to ₹10,00,000', async () => {
    renderWithQuery(<CounterSaleLimit counter={counter} />)
    expect(screen.getByText(/Largest sale: ₹1,00,000/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change limit' }))
    const input = screen.getByLabelText('Largest sale on Front desk (₹)')
    fireEvent.change(input, { target: { value: '2000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }))
    expect(await screen.findByText('Enter an amount from ₹1 to ₹10,00,000')).toBeTruthy()
    expect(limits).toEqual([])
    fireEvent.change(input, { target: { value: '5000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }))
    await waitFor(() => expect(limits).toEqual([{ max_sale: 5000 }]))
  })

  it("is not shown for the owner's counter or by an older gateway", () => {
    const { container } = renderWithQuery(
      <>
        <CounterSaleLimit counter={{ ...counter, is_owner_counter: true }} />
        <CounterSaleLimit counter={{ ...counter, max_sale: null }} />
      </>,
    )
    expect(container.textContent).toBe('')
  })
})
