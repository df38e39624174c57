/**
 * The payments table fits its card. At 1280 px the Actions column (the view button) is
 * wholly inside the card with nothing to scroll; at 1024 px the view button can still be reached
 * (scrolled into the table's own scroll box, never cut by the card); at 375 px rows are cards.
 * IDs are cut, with the full value in the title and text, copyable and whole in the details.
 * The Customer column joins the table where it has room: from 1440 px with rates shown, from
 * 1280 px without them (product.md §2.5, as built).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminRequest, NORATES } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

/** The widest rows a merchant gets: paid counter payins ('Counter' tag) and a USD link. */
async function addWideRows(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${suite.url}/api/v1/payin/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${suite.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 987654.32, channel: 'counter' }),
    })
    const body = (await res.json()) as { data: { transaction_id: string } }
    const paid = await adminRequest(suite.sandbox, 'POST', `payins/${body.data.transaction_id}/pay`)
    expect(paid.status).toBe(200)
  }
  // A USD link: its rupee figure sits under the amount (decision 030).
  const usd = await fetch(`${suite.url}/api/v1/payin/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${suite.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 9999.99,
      currency: 'USD',
      customer_name: 'Asha Verma',
      customer_email: 'asha@example.com',
    }),
  })
  expect(usd.status).toBe(200)
}

beforeAll(addWideRows)

async function paymentsAt(width: number, signIn: true | typeof NORATES = true): Promise<Page> {
  const page = await suite.newPage({
    viewport: { width, height: 900 },
    signIn,
    path: '/payments',
  })
  await page.getByTestId('payment-row').first().waitFor()
  return page
}

type Box = { left: number; right: number; top: number; bottom: number }

/** Every view button's box, the card's box and whether the table scrolls sideways. */
function measure(page: Page) {
  return page.evaluate(() => {
    const rect = (el: Element): Box => {
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    }
    const card = document.querySelector('section[aria-label="Payments"]')!
    const buttons = [...card.querySelectorAll('button[aria-label^="View payment"]')]
    const scroller = card.querySelector('table')!.parentElement!
    return {
      card: rect(card),
      buttons: buttons.map(rect),
      scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth + 1,
    }
  })
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5

describe('payments table fit', () => {
  it('1280 px: every view button is wholly inside the card; nothing scrolls sideways', async () => {
    const page = await paymentsAt(1280)
    const m = await measure(page)
    expect(m.buttons.length).toBeGreaterThan(0)
    expect(m.scrolls).toBe(false)
    expect(m.pageScrolls).toBe(false)
    for (const button of m.buttons) expect(inside(button, m.card)).toBe(true)
    await page.context().close()
  })

  it('shows the Customer column only where it fits: 1440 px with rates, 1280 px without', async () => {
    const customer = (page: Page) =>
      page.getByRole('region', { name: 'Payments' }).getByRole('columnheader', { name: 'Customer' })
    const withRates = await paymentsAt(1280)
    const name = withRates.getByTestId('payment-row').getByText('Asha Verma').first()
    expect(await customer(withRates).isVisible()).toBe(false)
    expect(await name.isVisible()).toBe(false)
    await withRates.setViewportSize({ width: 1440, height: 900 })
    await customer(withRates).waitFor()
    await name.waitFor()
    const wide = await measure(withRates)
    expect(wide.scrolls).toBe(false)
    expect(wide.pageScrolls).toBe(false)
    for (const button of wide.buttons) expect(inside(button, wide.card)).toBe(true)
    await withRates.context().close()

    const noRates = await paymentsAt(1280, NORATES)
    await customer(noRates).waitFor()
    const m = await measure(noRates)
    expect(m.scrolls).toBe(false)
    expect(m.pageScrolls).toBe(false)
    await noRates.context().close()
  })

  it('1024 px: the view buttons stay in the card (pinned) while the table scrolls', async () => {
    const page = await paymentsAt(1024)
    const m = await measure(page)
    expect(m.pageScrolls).toBe(false)
    for (const button of m.buttons) expect(inside(button, m.card)).toBe(true)
    // Scrolled to either end, the pinned column is still inside the card and pressable.
    await page.evaluate(() => {
      const table = document.querySelector('section[aria-label="Payments"] table')!
      table.parentElement!.scrollLeft = 10_000
    })
    const scrolled = await measure(page)
    for (const button of scrolled.buttons) expect(inside(button, scrolled.card)).toBe(true)
    await page
      .getByRole('button', { name: /^View payment/ })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Payment Details' }).waitFor()
    await page.context().close()
  })

  it('375 px: rows are cards and the view button spans its card', async () => {
    const page = await paymentsAt(375)
    const m = await measure(page)
    expect(m.pageScrolls).toBe(false)
    expect(await page.locator('section[aria-label="Payments"] thead').isVisible()).toBe(false)
    for (const button of m.buttons) expect(inside(button, m.card)).toBe(true)
    await page.context().close()
  })

  it('keeps a cut ID readable: full value in its title and text, the copy button and the details', async () => {
    const page = await paymentsAt(1280)
    const row = page.getByTestId('payment-row').first()
    const id = row.locator('[data-full-id]').first()
    const full = (await id.getAttribute('data-full-id'))!
    expect(await id.getAttribute('title')).toBe(full)
    expect(await id.textContent()).toBe(full)
    expect(await row.getByRole('button', { name: 'Copy transaction ID' }).count()).toBe(1)
    await row.getByRole('button', { name: /^View payment / }).click()
    await page.getByRole('dialog', { name: 'Payment Details' }).getByText(full).first().waitFor()
    await page.context().close()
  })
})
