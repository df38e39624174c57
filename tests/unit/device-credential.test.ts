import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { ApiError, apiRequest, setUnauthorizedHandler } from '../../src/lib/http/api-client'
import {
  DEVICE_KEY,
  forgetDevice,
  getDeviceState,
  restoreDevice,
  setDevice,
} from '../../src/lib/session/device-store'
import { getSession, setSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'

/**
 * A paired counter's credential (decision 049): kept apart from the owner's session, sent on
 * every call of the device, and ended with the gateway's words on a 401, never by sending the
 * cashier to /login.
 */
const server = setupMswServer()
const device = {
  token: 'ctd_device_token',
  counterId: 'CTR1',
  counterName: 'Front desk',
  businessName: 'Acme Stores',
}

afterEach(() => {
  forgetDevice()
  setUnauthorizedHandler(() => undefined)
})

describe('a paired counter device', () => {
  it('calls as the device, kept in its own store across a reload', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get(api('/counter/session'), ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ success: true, data: {} })
      }),
    )
    setDevice(device)
    await apiRequest('/counter/session')
    expect(seen).toEqual(['Bearer ctd_device_token'])
    expect(getSession()).toBeNull()
    // "Reload": read back from localStorage.
    expect(restoreDevice().device).toEqual(device)
  })

  it("ends on a 401 with the gateway's words and never leaves for /login", async () => {
    const toLogin = vi.fn()
    setUnauthorizedHandler(toLogin)
    server.use(
      http.post(api('/payin/create'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'This counter was removed by the owner' } },
          { status: 401 },
        ),
      ),
    )
    setDevice(device)
    const error = await apiRequest('/payin/create', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(getDeviceState()).toEqual({
      device: null,
      ended: 'This counter was removed by the owner',
    })
    expect(toLogin).not.toHaveBeenCalled()
    // Still said after a reload; the token itself is gone from the device.
    expect(restoreDevice().ended).toBe('This counter was removed by the owner')
    expect(localStorage.getItem(DEVICE_KEY)).not.toContain('ctd_device_token')
  })

  it("leaves the owner's 401 as it was: session wiped, /login", async () => {
    const toLogin = vi.fn()
    setUnauthorizedHandler(toLogin)
    server.use(
      http.get(api('/merchant/profile'), () =>
        HttpResponse.json({ success: false, error: { message: 'Invalid' } }, { status: 401 }),
      ),
    )
    setSession('owner-token', { id: 1 })
    await apiRequest('/merchant/profile').catch(() => undefined)
    expect(getSession()).toBeNull()
    expect(toLogin).toHaveBeenCalledTimes(1)
    expect(getDeviceState()).toEqual({ device: null, ended: null })
  })

  it('ignores what is not a device record', () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ device: { token: 5 } }))
    expect(restoreDevice()).toEqual({ device: null, ended: null })
    localStorage.setItem(DEVICE_KEY, '{not json')
    expect(restoreDevice()).toEqual({ device: null, ended: null })
  })
})
