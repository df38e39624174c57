/**
 * The foundation in a real Chromium against the production build (dist/) served by a real sandbox
 * gateway (own port, temp DATA_DIR): sign-in and sign-out, the route guards and redirects, the
 * layout shell on a phone-sized screen, a rejected sign-in, and a clean console on /login.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO, signIn } from './support/browser'
import { pageSettled } from './support/settle'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()
let context: BrowserContext | undefined

afterEach(async () => {
  await context?.close()
  context = undefined
})

async function newPage(width = 1280, height = 900): Promise<Page> {
  context = await suite.newContext({ viewport: { width, height } })
  return context.newPage()
}

const pathname = (page: Page) => new URL(page.url()).pathname

function storedSession(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    merchantData: localStorage.getItem('merchantData'),
  }))
}

describe('sign in and out', () => {
  it('signs in as demo, shows the merchant in the user menu, and signs out', async () => {
    const page = await newPage()
    await signIn(page, suite.url)
    expect(pathname(page)).toBe('/dashboard')
    // The header's title is the current section.
    await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).waitFor()
    const stored = await storedSession(page)
    expect(stored.authToken).toBeTruthy()
    expect(JSON.parse(stored.merchantData ?? '{}')).toMatchObject({
      business_name: DEMO.businessName,
      email: 'demo@example.com',
    })

    await page.getByRole('button', { name: DEMO.businessName }).click()
    const menu = page.locator('#user-menu')
    await menu.getByText(DEMO.businessName).waitFor()
    await menu.getByText('demo@example.com').waitFor()
    await menu.getByRole('link', { name: 'Settings' }).waitFor()

    await menu.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect(await storedSession(page)).toEqual({ authToken: null, merchantData: null })

    // The session is really gone: a protected screen sends us back to sign-in.
    await page.goto(`${suite.url}/dashboard`)
    await page.waitForURL((url) => url.pathname === '/login')
  })

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/login`)
    await page.getByLabel('Username or Email').fill(DEMO.username)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username/email or password' })
    await alert.waitFor()
    expect(pathname(page)).toBe('/login')
    expect((await storedSession(page)).authToken).toBeNull()
  })

  it('loads the sign-in page without console errors', async () => {
    const page = await newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${suite.url}/login`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    await page.getByText('Need help? Contact your administrator.').waitFor()
    expect(errors).toEqual([])
  })

  it('works on quietly when the browser refuses the service worker', async () => {
    const page = await newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // As a browser with storage blocked does: register() rejects.
    await page.addInitScript(() => {
      const w = window as Window & { __swRefused?: number }
      w.__swRefused = 0
      navigator.serviceWorker.register = () => {
        w.__swRefused = (w.__swRefused ?? 0) + 1
        return Promise.reject(new DOMException('Storage is blocked', 'SecurityError'))
      }
    })
    await page.goto(`${suite.url}/login`)
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __swRefused?: number }).__swRefused))
      .toBe(1)
    // The rejection, once settled, surfaced as nothing (it was an uncaught page error).
    await pageSettled(page)
    expect(errors).toEqual([])
    await signIn(page, suite.url)
    await page.getByRole('heading', { name: 'Dashboard', level: 2 }).waitFor()
  })
})

describe('routes', () => {
  it('sends a signed-out visitor of a protected URL to /login', async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/wallet`)
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('Username or Email').waitFor()
  })

  it('sends an unknown URL to /dashboard when signed in, and /analytics shows its placeholder', async () => {
    const page = await newPage()
    await signIn(page, suite.url)

    await page.goto(`${suite.url}/no-such-page`)
    await page.waitForURL((url) => url.pathname === '/dashboard')

    await page.goto(`${suite.url}/`)
    await page.waitForURL((url) => url.pathname === '/dashboard')

    await page.goto(`${suite.url}/analytics`)
    await page.getByText('Analytics page - Coming soon', { exact: true }).waitFor()
    expect(pathname(page)).toBe('/analytics')
  })

  it('sends a signed-in visitor of /login to /dashboard', async () => {
    const page = await newPage()
    await signIn(page, suite.url)
    await page.goto(`${suite.url}/login`)
    await page.waitForURL((url) => url.pathname === '/dashboard')
  })
})

describe('layout shell at 375 px', () => {
  it('hides the sidebar behind the menu button and closes it after a link is chosen', async () => {
    const page = await newPage(375, 812)
    await signIn(page, suite.url)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    const paymentsLink = sidebar.getByRole('link', { name: 'Payments', exact: true })

    expect(await sidebar.isVisible()).toBe(false)
    expect(await paymentsLink.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await paymentsLink.waitFor({ state: 'visible' })
    await sidebar.getByText('Merchant Portal').waitFor()

    await paymentsLink.click()
    await page.waitForURL((url) => url.pathname === '/payments')
    await sidebar.waitFor({ state: 'hidden' })
    expect(await paymentsLink.isVisible()).toBe(false)
  })
})
