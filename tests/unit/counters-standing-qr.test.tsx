import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Counter } from '../../src/features/counters/api'
import { CounterDevices } from '../../src/features/counters/components/counter-devices'
import { PairingDialog } from '../../src/features/counters/components/pairing-dialog'
import { StandingQrDialog } from '../../src/features/counters/components/standing-qr-dialog'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/**
 * Settings → Counters' standing QR and devices (decision 078, product.md §2.21): the devices of
 * a counter with 'Remove' for one, pairing that asks the mode first, the standing QR's address
 * and the sandbox's link. Against an older gateway (no `devices`) nothing new shows and pairing
 * makes a Till's code at once.
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
  max_sale: null,
  locked_until: null,
  locked_cashiers: [],
  device: { label: 'Chrome on Android', paired_at: '2026-12-07T10:00:00.000Z', last_seen_at: null },
  standing_qr: {
    vpa: 'acmestores.3f9a1c2e@sandbox',
    intent: 'upi://pay?pa=acmestores.3f9a1c2e%40sandbox&pn=Acme%20Stores&cu=INR',
  },
  devices: [
    {
      device_id: 'DEV1',
      mode: 'till',
      label: 'Chrome on Android',
      paired_at: '2026-12-07T10:00:00.000Z',
      last_seen_at: '2026-12-07T11:00:00.000Z',
      connected: true,
    },
    {
      device_id: 'DEV2',
      mode: 'speaker',
      label: null,
      paired_at: '2026-12-07T10:05:00.000Z',
      last_seen_at: null,
      connected: false,
    },
  ],
}

let revoked: string[] = []
let pairings: unknown[] = []
beforeEach(() => {
  revoked = []
  pairings = []
  server.use(
    http.post(api('/merchant/counters/:id/devices/:device/revoke'), ({ params }) => {
      revoked.push(`${String(params.id)}/${String(params.device)}`)
      return HttpResponse.json({ success: true, data: {} })
    }),
    http.post(api('/merchant/counters/:id/pairing-code'), async ({ request }) => {
      const body = (await request.json()) as { mode?: string }
      pairings.push(body)
      return HttpResponse.json({
        success: true,
        data: {
          code: 'K7QD-4MZP',
          expires_at: '2026-12-07T12:10:00.000Z',
          pair_url: 'http://localhost/counter/pair?code=K7QD-4MZP',
          mode: body.mode ?? 'till',
        },
      })
    }),
    http.get(api('/merchant/counters'), () => HttpResponse.json({ success: true, data: [] })),
  )
})
afterEach(() => vi.restoreAllMocks())

describe("a counter's devices", () => {
  it('lists each with its mode and connection, and removes one alone after asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderWithQuery(<CounterDevices counter={counter} />)
    const list = screen.getByRole('list', { name: 'Devices of Front desk' })
    expect(list.textContent).toContain('Connected')
    expect(list.textContent).toContain('Not connected')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Speaker a device' }))
    expect(confirm.mock.calls[0]?.[0]).toBe(
      "Remove the Speaker a device from Front desk? It stops at once; the counter's other devices stay.",
    )
    await waitFor(() => expect(revoked).toEqual(['CTR1/DEV2']))
  })

  it('shows nothing against a gateway that does not list them', () => {
    const { container } = renderWithQuery(
      <CounterDevices counter={{ ...counter, devices: undefined }} />,
    )
    expect(container.textContent).toBe('')
  })
})

describe('pairing', () => {
  it('asks the mode first and makes a Speaker code without asking about the Till', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderWithQuery(<PairingDialog counter={counter} onClose={() => undefined} />)
    expect(pairings).toEqual([])
    fireEvent.click(screen.getByRole('radio', { name: 'Speaker' }))
    fireEvent.click(screen.getByRole('button', { name: 'Show pairing code' }))
    await screen.findByText('This code pairs a Speaker.')
    expect(pairings).toEqual([{ mode: 'speaker' }])
    expect(confirm).not.toHaveBeenCalled()
  })

  it('makes a Till code at once against a gateway without modes', async () => {
    renderWithQuery(
      <PairingDialog counter={{ ...counter, devices: undefined }} onClose={() => undefined} />,
    )
    await screen.findByTestId('pairing-code')
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByText('This code pairs a Till.')).toBeNull()
    expect(pairings).toEqual([{ mode: 'till' }])
  })
})

describe('the standing QR', () => {
  it("shows the payee address and, in the sandbox, its UPI app's page", () => {
    renderWithQuery(
      <StandingQrDialog
        counter={{ ...counter, standing_qr: counter.standing_qr ?? { vpa: '', intent: '' } }}
        onClose={() => undefined}
      />,
    )
    expect(screen.getByTestId('standing-vpa').textContent).toBe('acmestores.3f9a1c2e@sandbox')
    const link = screen.getByRole('link', { name: 'Pay it in the sandbox UPI app' })
    expect(link.getAttribute('href')).toMatch(
      /\/sandbox\/standing\/acmestores\.3f9a1c2e%40sandbox$/,
    )
    expect(screen.getByRole('button', { name: 'Download A6 standee' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download A5 standee' })).toBeTruthy()
  })
})
