/**
 * Toasts raised while a modal is open are drawn above it and can be clicked, at 1280 px
 * and 375 px. A <dialog> opened with showModal() is in the top layer and makes the page inert; the
 * toaster moves into the open dialog (src/components/toast-layer.tsx).
 */
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

async function newPage(width: number): Promise<Page> {
  const context = await suite.newContext({ viewport: { width, height: 800 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  return page
}

/** The toast is on screen, and what the pointer hits at its centre is the toast itself. */
async function expectOnTop(page: Page, toast: Locator): Promise<void> {
  await toast.waitFor()
  const viewport = page.viewportSize()!
  // Polled: a toast slides in (from above the screen on a phone) before it settles.
  await expect
    .poll(() =>
      toast.evaluate((el, w) => {
        const r = el.getBoundingClientRect()
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        const onToast = top !== null && el.contains(top)
        return {
          onToast,
          inert: el.closest('[inert]') !== null,
          visible: r.top >= 0 && r.left >= 0 && r.right <= w,
        }
      }, viewport.width),
    )
    .toEqual({ onToast: true, inert: false, visible: true })
}

describe.each([1280, 375])('toasts over the payment-link modal at %i px', (width) => {
  it("'Payment link created successfully!' and 'Payment link copied!' are above it and clickable", async () => {
    const page = await newPage(width)
    await signIn(page, suite.url)
    await page.goto(`${suite.url}/payments/create`)
    await page.getByLabel('Amount', { exact: false }).first().fill('250')
    await page.getByLabel('Customer Name').fill('Asha Verma')
    await page.getByLabel('Customer Email').fill('asha@example.com')
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()

    const created = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Payment link created successfully!' })
    await expectOnTop(page, created)
    // Clickable: its close button dismisses it (the page behind the modal is inert).
    await created.hover()
    await created.getByRole('button', { name: 'Dismiss notification' }).click()
    await created.waitFor({ state: 'detached' })

    await dialog.getByRole('button', { name: 'Copy payment link' }).click()
    const copied = page.locator('[data-sonner-toast]').filter({ hasText: 'Payment link copied!' })
    await expectOnTop(page, copied)
    await copied.hover()
    await copied.getByRole('button', { name: 'Dismiss notification' }).click()
    await copied.waitFor({ state: 'detached' })

    // Still in the modal, and after closing it the toasts are back under the page.
    await dialog.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    expect(
      await page.evaluate(
        () => document.querySelector('[data-toast-layer]')?.parentElement?.tagName,
      ),
    ).toBe('BODY')
    await page.context().close()
  })
})
