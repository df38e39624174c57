/**
 * Keyboard only (decision 021): sign in → create a payment → close its modal with Tab, Shift+Tab,
 * Enter, Space, Escape and typing; no clicks, no programmatic focus. Modals trap focus (Tab and
 * Shift+Tab cycle inside the open <dialog>) and give it back when they close.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

function newPage(width = 1280, height = 900): Promise<Page> {
  return suite.newPage({ viewport: { width, height } })
}

/** A short description of the focused element, for messages. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`
  })
}

function focusMatches(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, { back = false, max = 80 } = {}) {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    if (await focusMatches(page, selector)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    seen.push(await focused(page))
  }
  throw new Error(`Tab never reached ${selector}; went through:\n  ${seen.join('\n  ')}`)
}

/**
 * With a modal open: Tab and then Shift+Tab twice round it. Every step must stay inside the open
 * dialog, and each direction must come back to where it started (it cycles, it does not stop).
 */
async function expectFocusTrapped(page: Page) {
  // A toast raised just before (sign-in, a copy) is moved into the open dialog so it stays above
  // it (components/toast-layer.tsx), and its dismiss button is a tab stop until the toast leaves: count without it.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 })
  const count = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')
    if (!dialog) throw new Error('no open dialog')
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
    return [...dialog.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.getClientRects().length > 0,
    ).length
  })
  expect(count).toBeGreaterThan(0)
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = []
    for (let i = 0; i < count * 2 + 1; i++) {
      await page.keyboard.press(key)
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))
      const now = await focused(page)
      expect(inside, `${key} #${i + 1} left the dialog for ${now}`).toBe(true)
      seen.push(now)
    }
    // It cycles rather than stops: the same control comes round again.
    expect(new Set(seen).size, `${key} went ${seen.join(' → ')}`).toBeLessThan(seen.length)
    if (count > 1) expect(new Set(seen).size).toBeGreaterThan(1)
  }
}

describe('keyboard only', () => {
  it('signs in, creates a payment, follows the modal and closes it', async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/login`)
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()

    // Sign in: Tab to the fields, type, Space toggles the password's visibility, Enter submits.
    await tabTo(page, '#identifier')
    await page.keyboard.type(DEMO.username)
    await page.keyboard.press('Tab')
    expect(await focusMatches(page, '#password')).toBe(true)
    await page.keyboard.type(DEMO.password)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('Show password')
    await page.keyboard.press('Space')
    expect(await page.locator('#password').getAttribute('type')).toBe('text')
    await page.keyboard.press('Space')
    expect(await page.locator('#password').getAttribute('type')).toBe('password')
    await tabTo(page, 'button[type=submit]')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/dashboard')

    await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).waitFor()

    // Dashboard → Payments (sidebar) → Create Payment, by links and Enter.
    await tabTo(page, 'nav a[href="/payments"]')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/payments')
    await page.getByTestId('payment-row').first().waitFor()
    await tabTo(page, 'main a[href="/payments/create"]')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/payments/create')
    await page.getByRole('button', { name: 'Create Payment Link' }).waitFor()

    // An empty submit moves focus to the first invalid field.
    await tabTo(page, 'form button[type=submit]')
    await page.keyboard.press('Enter')
    await page.getByText('Amount is required').waitFor()
    expect(await focusMatches(page, '#payment-amount')).toBe(true)

    await page.keyboard.type('275.50')
    await tabTo(page, '#payment-customerName')
    await page.keyboard.type('Asha Verma')
    await page.keyboard.press('Tab')
    expect(await focusMatches(page, '#payment-customerEmail')).toBe(true)
    await page.keyboard.type('asha@example.com')
    await page.keyboard.press('Enter')

    // The modal opens with focus inside it, and focus cannot leave it.
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()
    await dialog.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')),
      `focus after opening: ${await focused(page)}`,
    ).toBe(true)
    await expectFocusTrapped(page)

    // Counter mode is a switch: Space toggles it.
    await tabTo(page, 'dialog[open] [role=switch]')
    await page.keyboard.press('Space')
    expect(await page.locator('dialog[open] [role=switch]').getAttribute('aria-checked')).toBe(
      'true',
    )
    await page.keyboard.press('Space')
    expect(await page.locator('dialog[open] [role=switch]').getAttribute('aria-checked')).toBe(
      'false',
    )

    // Close with the keyboard: the header's Close button and Enter.
    await tabTo(page, 'dialog[open] button[aria-label="Close"]', { back: true })
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.locator('#payment-amount').inputValue()).toBe('')

    // Focus came back to the page (not lost on <body>), ready for the next payment. Polled: the
    // route moves it to the new form in the frame after the dialog goes, and Playwright can see
    // the dialog detached before that frame (it failed on a quick machine, previous build too).
    await expect.poll(() => focused(page)).not.toBe('body')
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
    await page.context().close()
  })

  it('traps focus in the details and top-up modals, closes on Escape and returns focus', async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/login`)
    await tabTo(page, '#identifier')
    await page.keyboard.type(DEMO.username)
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO.password)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/dashboard')

    for (const { path, opener, title } of [
      {
        path: '/payments',
        opener: 'button[aria-label^="View payment "]',
        title: 'Payment Details',
      },
      { path: '/payouts', opener: 'button[aria-label^="View payout "]', title: 'Payout Details' },
    ]) {
      await tabTo(page, `nav a[href="${path}"]`)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === path)
      await page.locator(opener).first().waitFor()
      await tabTo(page, opener)
      const openerLabel = await focused(page)
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: title }).waitFor()
      await expectFocusTrapped(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' })
      expect(await focused(page)).toBe(openerLabel)
    }

    await tabTo(page, 'nav a[href="/wallet"]', { back: true })
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/wallet')
    await page.getByRole('button', { name: 'Wallet Top-up' }).waitFor()
    await tabTo(page, 'main button.btn-primary')
    expect(await focused(page)).toContain('Wallet Top-up')
    await page.keyboard.press('Enter')
    const topup = page.getByRole('dialog', { name: 'Request Wallet Top-up' })
    await topup.waitFor()
    await expectFocusTrapped(page)
    // Cancel by keyboard returns focus to the opener too.
    await tabTo(page, 'dialog[open] button[type=button]:not([aria-label])')
    expect(await focused(page)).toContain('Cancel')
    await page.keyboard.press('Enter')
    await topup.waitFor({ state: 'hidden' })
    expect(await focused(page)).toContain('Wallet Top-up')
    await page.context().close()
  })

  it('closes the user menu on Escape (focus stays on its button) and on a press outside it', async () => {
    const page = await suite.newPage({
      viewport: { width: 1280, height: 900 },
      signIn: true,
      path: '/dashboard',
    })
    const button = page.locator('button[aria-controls="user-menu"]')
    const settings = page.locator('#user-menu').getByRole('link', { name: 'Settings' })
    await button.click()
    await expect.poll(() => settings.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => settings.count()).toBe(0)
    expect(await focusMatches(page, 'button[aria-controls="user-menu"]')).toBe(true)
    await button.click()
    await expect.poll(() => settings.isVisible()).toBe(true)
    await page.getByRole('heading', { level: 1 }).first().click()
    await expect.poll(() => settings.count()).toBe(0)
    await page.context().close()
  })
})
