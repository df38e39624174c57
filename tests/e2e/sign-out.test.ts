/**
 * Sign Out in a real Chromium against the production build and the sandbox (decision 027): the
 * portal revokes its token on the gateway, so a copy of the token taken before Sign Out stops
 * working at once rather than at its 12 h expiry.
 */
import { describe, expect, it } from 'vitest'
import { DEMO } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

function profileWith(token: string): Promise<Response> {
  return fetch(`${suite.url}/api/v1/merchant/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  })
}

describe('sign out', () => {
  it('revokes the token on the gateway: the old token gets 401', async () => {
    const page = await suite.newPage({ signIn: true })
    const token = await page.evaluate(() => localStorage.getItem('authToken'))
    if (!token) throw new Error('no token in localStorage after sign-in')
    expect((await profileWith(token)).status).toBe(200)

    await page.getByRole('button', { name: DEMO.businessName }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()

    // The revoke is fire-and-forget: give it the moment it needs to land.
    await expect.poll(async () => (await profileWith(token)).status).toBe(401)
    await page.context().close()
  })
})
