/**
 * Sign Out in a real Chromium against the production build and the sandbox (issue 14): the
 * portal revokes its token on the gateway, so a copy of the token taken before Sign Out stops
 * working at once rather than at its 12 h expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSandbox, type Sandbox } from './support/sandbox'
import { DEMO, launchBrowser, signIn } from './support/browser'

let sandbox: Sandbox
let browser: Browser

beforeAll(async () => {
  sandbox = await startSandbox()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
})

function profileWith(token: string): Promise<Response> {
  return fetch(`${sandbox.url}/api/v1/merchant/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  })
}

describe('sign out', () => {
  it('revokes the token on the gateway: the old token gets 401', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await signIn(page, sandbox.url)
    const token = await page.evaluate(() => localStorage.getItem('authToken'))
    if (!token) throw new Error('no token in localStorage after sign-in')
    expect((await profileWith(token)).status).toBe(200)

    await page.getByRole('button', { name: DEMO.businessName }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()

    // The revoke is fire-and-forget: give it the moment it needs to land.
    await expect.poll(async () => (await profileWith(token)).status).toBe(401)
    await context.close()
  })
})
