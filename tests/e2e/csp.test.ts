/**
 * Strict Content-Security-Policy (decision 020): the sandbox serves the one policy from
 * server/security-headers.ts on every response, and the production build runs under it: every
 * screen and every modal (plus the sandbox checkout page) in a real Chromium with zero
 * `securitypolicyviolation` events and zero console errors.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers'
import { adminRequest, signIn } from './support/browser'
import { chargeOnCounter } from './support/counter'
import { pageSettled } from './support/settle'
import { SIGNED_IN_SCREENS } from './support/screens'
import { setupE2ESuite } from './support/suite'

/** The policy of decision 020, directive by directive; `form-action 'self'` may be added. */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
]
const OPTIONAL_DIRECTIVES = ["form-action 'self'"]

type Violation = { directive: string; blocked: string; source: string; sample: string }
type Problem = { step: string; kind: 'csp' | 'console' | 'pageerror'; text: string }

const suite = setupE2ESuite()

/**
 * A context whose pages record CSP violations (from before any page script runs) and console
 * errors, labelled with the step of the tour that was running.
 */
async function watchedContext(width = 1280, height = 900) {
  const context = await suite.newContext({ viewport: { width, height } })
  await context.addInitScript(() => {
    const w = window as Window & { __cspViolations?: Violation[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      })
    })
  })
  const problems: Problem[] = []
  let step = 'start'
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      problems.push({ step, kind: 'console', text: message.text() })
    })
    page.on('pageerror', (error) => problems.push({ step, kind: 'pageerror', text: error.message }))
  }
  context.on('page', watch)
  /** Collects the violations a page recorded so far (and clears them), under the current step. */
  const drain = async (page: Page) => {
    // Violation events are queued as tasks: the page runs what it has queued first.
    await pageSettled(page)
    const found = await page.evaluate(() => {
      const w = window as Window & { __cspViolations?: Violation[] }
      const list = w.__cspViolations ?? []
      w.__cspViolations = []
      return list
    })
    for (const v of found) {
      problems.push({
        step,
        kind: 'csp',
        text: `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`,
      })
    }
  }
  const at = (name: string) => {
    step = name
  }
  return { context, problems, drain, at }
}

function report(problems: Problem[]): string {
  return problems.map((p) => `[${p.step}] ${p.kind}: ${p.text}`).join('\n')
}

describe('the policy', () => {
  it('is the strict policy of decision 020 (no unsafe-inline, no unsafe-eval)', () => {
    const directives = CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().replace(/\s+/g, ' '))
    for (const required of REQUIRED_DIRECTIVES) expect(directives).toContain(required)
    for (const directive of directives) {
      expect([...REQUIRED_DIRECTIVES, ...OPTIONAL_DIRECTIVES]).toContain(directive)
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|\*/)
  })

  it('is served, exactly, on the portal, its assets, the API and the sandbox pages', async () => {
    const index = await fetch(`${suite.url}/login`, { headers: { Accept: 'text/html' } })
    const html = await index.text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const paths = [
      '/login',
      '/dashboard',
      '/',
      asset ?? '',
      '/sw.js',
      '/manifest.webmanifest',
      '/api/v1/merchant/profile', // 401
      '/api/v1/no-such-call', // 404
      '/sandbox/pay/no-such-payin',
    ]
    for (const path of paths) {
      const response = await fetch(`${suite.url}${path}`, { headers: { Accept: 'text/html' } })
      await response.arrayBuffer()
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY)
    }
    // The shell itself carries no inline script or style for the policy to block.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i)
    expect(html).not.toMatch(/<style\b|\sstyle=/i)
  })
})

describe('every screen and modal under the policy', () => {
  it('records no violation and no console error, signed in as demo', async () => {
    const { context, problems, drain, at } = await watchedContext()
    const page = await context.newPage()

    at('/login')
    await page.goto(`${suite.url}/login`)
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    await drain(page)
    // A wrong password first: the inline error and the error toast render under the policy too.
    await page.getByLabel('Username or Email').fill('demo')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid username/email or password' })
      .waitFor()
    // The 401 of a rejected sign-in is an expected network error, not a page problem.
    problems.splice(0, problems.length, ...problems.filter((p) => !/\b401\b/.test(p.text)))
    await drain(page)
    await signIn(page, suite.url)
    await page.getByText('Login successful!').waitFor()

    for (const screen of SIGNED_IN_SCREENS) {
      at(screen.path)
      await page.goto(`${suite.url}${screen.path}`)
      await screen.ready(page)
      await drain(page)
    }

    at('user menu')
    await page.getByRole('button', { name: 'Acme Stores' }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).waitFor()
    await page.keyboard.press('Escape')
    await drain(page)

    at('payment details modal')
    await page.goto(`${suite.url}/payments`)
    await page
      .getByRole('button', { name: /^View payment / })
      .first()
      .click()
    const paymentDetails = page.getByRole('dialog', { name: 'Payment Details' })
    await paymentDetails.getByText('Customer Name', { exact: true }).waitFor()
    await drain(page)
    await paymentDetails.getByRole('button', { name: 'Close' }).click()

    at('payments export')
    await page.getByRole('button', { name: 'Export' }).click()
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ])
    await page.getByText('Export completed').waitFor()
    await drain(page)

    at('payout details modal')
    await page.goto(`${suite.url}/payouts`)
    await page
      .getByRole('button', { name: /^View payout / })
      .first()
      .click()
    const payoutDetails = page.getByRole('dialog', { name: 'Payout Details' })
    await payoutDetails.getByText('Beneficiary Name', { exact: true }).waitFor()
    await drain(page)
    await payoutDetails.getByRole('button', { name: 'Close' }).click()

    at('top-up modal')
    await page.goto(`${suite.url}/wallet`)
    await page.getByRole('button', { name: 'Wallet Top-up' }).click()
    const topup = page.getByRole('dialog', { name: 'Request Wallet Top-up' })
    await topup.getByRole('button', { name: 'Submit Request' }).click()
    await topup.getByText('Please fill all required fields').waitFor()
    await drain(page)
    await topup.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('tab', { name: /Top-up Requests/ }).click()
    await page.getByTestId('topup-row').first().waitFor()
    await drain(page)

    at('reports download')
    await page.goto(`${suite.url}/reports`)
    await page.getByRole('button', { name: 'Last 7 Days' }).click()
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ])
    await page.getByText('Report downloaded successfully').waitFor()
    await drain(page)

    at('payment link modal')
    await page.goto(`${suite.url}/payments/create`)
    await page.getByLabel('Amount', { exact: false }).first().fill('321')
    await page.getByLabel('Customer Name').fill('Asha Verma')
    await page.getByLabel('Customer Email').fill('asha@example.com')
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    const linkModal = page.getByRole('dialog')
    await linkModal.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()
    await linkModal.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    await linkModal.getByRole('switch', { name: /Counter mode/ }).click()
    await drain(page)

    at('sandbox checkout page')
    const paymentUrl = new URL(
      await linkModal.getByRole('textbox', { name: 'Payment link' }).inputValue(),
      suite.url,
    ).toString()
    const checkout = await context.newPage()
    await checkout.goto(paymentUrl)
    await checkout.getByRole('button', { name: 'Pay', exact: true }).waitFor()
    await drain(checkout)
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
    await checkout.waitForLoadState('networkidle')
    await drain(checkout)
    await checkout.close()

    at('payment link modal, paid')
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await drain(page)
    await linkModal.getByRole('button', { name: 'Close' }).last().click()

    at('counter: QR, stream, success')
    await page.goto(`${suite.url}/counter`)
    const sale = await chargeOnCounter(page, '120')
    await page.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    await drain(page)
    const counterPaid = await adminRequest(suite.sandbox, 'POST', `payins/${sale.id}/pay`)
    expect(counterPaid.ok).toBe(true)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await drain(page)
    await page.getByRole('button', { name: 'Next customer' }).click()

    at('sign out')
    await page.getByRole('button', { name: 'Acme Stores' }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await drain(page)

    await context.close()
    expect(problems, report(problems)).toEqual([])
  })

  it('records none on a phone-sized screen with the menu drawer open', async () => {
    const { context, problems, drain, at } = await watchedContext(375, 812)
    const page = await context.newPage()
    await signIn(page, suite.url)
    for (const path of ['/dashboard', '/payments', '/wallet']) {
      at(path)
      await page.goto(`${suite.url}${path}`)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Close menu' }).click()
      await drain(page)
    }
    await context.close()
    expect(problems, report(problems)).toEqual([])
  })
})
