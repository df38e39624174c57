import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { login } from '../../src/features/auth/api'
import { DEVICE_PROOFS_KEY } from '../../src/features/auth/device-proofs'
import { wipeMerchantData } from '../../src/features/auth/sign-out'
import { MERCHANT_KEY, setSession, TOKEN_KEY } from '../../src/lib/session/session-store'
import { api, mswServer, setupMswServer } from './support/msw-server'

/* The portal's side of known devices (docs/decisions/044): keep the proof, send it back. */

setupMswServer()

type Sent = { identifier: string; password: string; device_proofs?: string[] }

/** A gateway that answers each sign-in with the next proof and records what it was sent. */
function gateway(
  proofs: unknown[],
  merchantOf = (_identifier: string): { id: number | string } => ({ id: 1 }),
) {
  const sent: Sent[] = []
  mswServer.use(
    http.post(api('/merchant/auth/login'), async ({ request }) => {
      const body = (await request.json()) as Sent
      sent.push(body)
      return HttpResponse.json({
        success: true,
        data: {
          token: `tok-${sent.length}`,
          merchant: merchantOf(body.identifier),
          device_proof: proofs.shift(),
        },
      })
    }),
  )
  return sent
}

const stored = () => JSON.parse(localStorage.getItem(DEVICE_PROOFS_KEY) ?? 'null') as unknown

describe('device proofs at sign-in', () => {
  it('sends none the first time, then the proof the last sign-in answered with', async () => {
    const sent = gateway(['d1.1.100.a.sig', 'd1.1.200.b.sig'])
    await login('demo', 'Demo@1234')
    expect(sent[0]).toEqual({ identifier: 'demo', password: 'Demo@1234' })
    expect(stored()).toEqual([{ merchant: '1', proof: 'd1.1.100.a.sig' }])
    await login('demo@example.com', 'Demo@1234')
    expect(sent[1]?.device_proofs).toEqual(['d1.1.100.a.sig'])
    // The newer proof replaces the merchant's older one.
    expect(stored()).toEqual([{ merchant: '1', proof: 'd1.1.200.b.sig' }])
  })

  it('keeps one per merchant on a shared device, newest first, at most 5', async () => {
    const ids = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm2']
    const sent = gateway(
      ids.map((id, n) => `d1.${id}.${n}.x.sig`),
      (identifier) => ({ id: identifier }),
    )
    for (const id of ids) await login(id, 'pw')
    expect(sent[6]?.device_proofs).toEqual([
      'd1.m6.5.x.sig',
      'd1.m5.4.x.sig',
      'd1.m4.3.x.sig',
      'd1.m3.2.x.sig',
      'd1.m2.1.x.sig',
    ])
    expect((stored() as { merchant: string }[]).map((e) => e.merchant)).toEqual([
      'm2',
      'm6',
      'm5',
      'm4',
      'm3',
    ])
  })

  it('survives sign-out: it names the device, not the session', async () => {
    gateway(['d1.1.100.a.sig'])
    const result = await login('demo', 'Demo@1234')
    setSession(result.token, result.merchant)
    await wipeMerchantData(new QueryClient(), { broadcast: false })
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(MERCHANT_KEY)).toBeNull()
    expect(stored()).toEqual([{ merchant: '1', proof: 'd1.1.100.a.sig' }])
  })

  it('stores nothing for a missing or odd proof, and a gateway without proofs still signs in', async () => {
    gateway([undefined, 42, 'x'.repeat(300)])
    for (let i = 0; i < 3; i++)
      expect((await login('demo', 'Demo@1234')).token).toBe(`tok-${i + 1}`)
    expect(stored()).toBeNull()
  })

  it('signs in when the stored value is corrupt or storage refuses to write', async () => {
    localStorage.setItem(DEVICE_PROOFS_KEY, '{not json')
    const sent = gateway(['d1.1.100.a.sig', 'd1.1.200.b.sig'])
    await login('demo', 'Demo@1234')
    expect(sent[0]?.device_proofs).toBeUndefined()
    localStorage.setItem(DEVICE_PROOFS_KEY, JSON.stringify([{ merchant: '1', proof: 7 }, 'x']))
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect((await login('demo', 'Demo@1234')).token).toBe('tok-2')
    expect(sent[1]?.device_proofs).toBeUndefined()
    setItem.mockRestore()
  })
})
