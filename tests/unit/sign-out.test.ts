import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { signOutByUser, wipeMerchantData } from '../../src/features/auth/sign-out'
import { getSession, setSession, TOKEN_KEY } from '../../src/lib/session/session-store'
import { api, mswServer, setupMswServer } from './support/msw-server'

setupMswServer()

const merchant = { id: 1, username: 'demo', business_name: 'Acme Stores' }

/** A logout endpoint that records each call and never answers until released. */
function hangingLogout() {
  const seen: (string | null)[] = []
  let release = (): void => undefined
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(Response.json({ success: true, data: { logged_out: true } }))
  })
  mswServer.use(
    http.post(api('/merchant/auth/logout'), ({ request }) => {
      seen.push(request.headers.get('authorization'))
      return answer
    }),
  )
  return { seen, release: () => release() }
}

describe('Sign Out revokes the token on the gateway (best effort)', () => {
  it('posts the old token to logout, and the wipe does not wait for an answer', async () => {
    const logout = hangingLogout()
    setSession('old-token', merchant)
    await signOutByUser(new QueryClient())
    // The local wipe is done although the gateway has not answered.
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    await expect.poll(() => logout.seen).toEqual(['Bearer old-token'])
    logout.release()
  })

  it('still signs out when the gateway cannot be reached', async () => {
    mswServer.use(http.post(api('/merchant/auth/logout'), () => Response.error()))
    setSession('old-token', merchant)
    await signOutByUser(new QueryClient())
    expect(getSession()).toBeNull()
  })

  it('does not call the gateway for a wipe after a 401 or another tab (no user sign-out)', async () => {
    const logout = hangingLogout()
    // The revocation is a fetch made at once (revokeOnGateway), not awaited: watched at the call.
    const fetches = vi.spyOn(globalThis, 'fetch')
    setSession('dead-token', merchant)
    await wipeMerchantData(new QueryClient())
    await wipeMerchantData(new QueryClient(), { broadcast: false })
    const urls = fetches.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    )
    expect(urls.filter((url) => url.includes('/merchant/auth/logout'))).toEqual([])
    expect(logout.seen).toEqual([])
    fetches.mockRestore()
    logout.release()
  })
})
