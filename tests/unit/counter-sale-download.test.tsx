import { beforeEach, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  amount,
  chargeButton,
  noShifts,
  noTodayStrip,
  payinCreation,
  renderCounter,
} from './support/counter-helpers'
import { api, setupMswServer } from './support/msw-server'

/**
 * The sale's screen is a download of its own, asked for at the cashier's first key (decision
 * 062). Charge waits for it: when it cannot be downloaded, no payment is created, the counter
 * says so, and the next try downloads it again and charges.
 */
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))

const download = vi.hoisted(() => ({ fails: true, tries: 0 }))
vi.mock('../../src/features/counter/components/counter-sale-screen', async (original) => {
  download.tries += 1
  if (download.fails) throw new Error('Failed to fetch dynamically imported module')
  return original()
})

const server = setupMswServer(noShifts(), noTodayStrip())
let sales = payinCreation()

beforeEach(() => {
  sales = payinCreation()
  server.use(
    sales.handler,
    http.get(api('/payin/status/:id'), () =>
      HttpResponse.json({ success: true, data: { status: 'pending' } }),
    ),
  )
})

it('creates no payment when the sale screen cannot be downloaded, and charges on the next try', async () => {
  renderCounter()
  fireEvent.click(screen.getByRole('button', { name: '4' }))
  fireEvent.click(screen.getByRole('button', { name: '0' }))
  expect(amount()).toBe('₹40')
  fireEvent.click(chargeButton())
  expect(await screen.findByText('Failed to create payment')).toBeTruthy()
  expect(sales.amounts).toEqual([])
  expect(screen.queryByRole('dialog')).toBeNull()
  // The amount is kept; the connection is back.
  expect(amount()).toBe('₹40')
  const tries = download.tries
  download.fails = false
  fireEvent.click(chargeButton())
  await screen.findByRole('dialog', { name: 'Amount to pay ₹40.00' })
  expect(sales.amounts).toEqual([40])
  expect(download.tries).toBeGreaterThan(tries)
  expect(screen.queryByText('Failed to create payment')).toBeNull()
})
