import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import type * as TanStackRouter from '@tanstack/react-router'
import { CounterScreen } from '../../src/features/counter/components/counter-screen'
import { CountersSettings } from '../../src/features/counters/components/counters-settings'
import { endDevice, forgetDevice } from '../../src/lib/session/device-store'
import { setSession } from '../../src/lib/session/session-store'
import { api, notFound, setupMswServer } from './support/msw-server'
import { settleQueries } from './support/flush-effects'
import { renderWithQuery } from './support/render'

/**
 * The counter's new parts against a gateway without them (decision 049): every one answers 404,
 * and the portal hides what it cannot show, with no error and no toast.
 */
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof TanStackRouter>()),
  Link: ({ children }: { children: unknown }) => children,
  useNavigate: () => vi.fn(),
}))

const server = setupMswServer()

function olderGateway() {
  const asked: string[] = []
  server.use(
    http.get(api('/*'), ({ request }) => {
      asked.push(new URL(request.url).pathname)
      return notFound()
    }),
  )
  return asked
}

afterEach(() => {
  // Unmounted first: a mounted screen would redraw for the forgotten device outside act().
  cleanup()
  forgetDevice()
  vi.restoreAllMocks()
})

describe('a gateway without counters', () => {
  it("keeps the owner's counter as it was: the keypad, no shift bar, no strip, no error", async () => {
    const errors = vi.spyOn(toast, 'error')
    const asked = olderGateway()
    setSession('owner-token', { id: 7 })
    const { client } = renderWithQuery(<CounterScreen />)
    expect(screen.getByRole('button', { name: /^Charge ₹/ })).toBeTruthy()
    await settleQueries(client)
    expect(asked).toEqual(
      expect.arrayContaining(['/api/v1/counter/session', '/api/v1/counter/shift/current']),
    )
    expect(screen.queryByRole('button', { name: 'Close shift' })).toBeNull()
    expect(screen.queryByRole('region', { name: /at this counter/ })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
  })

  it("leaves Settings' counters, cashiers and lock out", async () => {
    const errors = vi.spyOn(toast, 'error')
    const asked = olderGateway()
    setSession('owner-token', { id: 7 })
    const { container, client } = renderWithQuery(<CountersSettings />)
    await waitFor(() => expect(asked).not.toEqual([]))
    await settleQueries(client)
    expect(container.textContent).toBe('')
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('a counter whose pairing ended', () => {
  it("says so in the gateway's words, and asks nothing of the gateway", async () => {
    const asked = olderGateway()
    endDevice('This counter was removed by the owner')
    const { client } = renderWithQuery(<CounterScreen />)
    expect(
      await screen.findByRole('heading', { name: 'This counter was removed by the owner' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Set up this device again' })).toBeTruthy()
    await settleQueries(client)
    expect(asked).toEqual([])
  })
})
