/**
 * Outlets (decision 080, product.md §2.23), in Chromium against the production build and a real
 * sandbox, by role, label and text, on the page's clock (Playwright's, installed before the
 * portal loads):
 *   - demo, a business with one outlet, sees no outlet anywhere (no choice, column or filter);
 *   - chai, with three, sees 'Today by outlet', each of whose rows equals the payments list
 *     filtered by that outlet and today, to the paisa;
 *   - chai's Operations manager limited to Koramangala sees only Koramangala's payments, none of
 *     the business's screens, and a direct address of another outlet's payment says 'not found';
 *   - archiving an outlet with an open shift shows the gateway's message;
 *   - axe at 375 and 1280 px, in English and Hindi, on the dashboard, Payments and Settings →
 *     Outlets.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiData, localISODate, type ApiTarget } from './support/api'
import { audit, describeFindings, type Finding } from './support/axe'
import { adminRequest, apiLogin, signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

const CHAI = { username: 'chai', password: 'Demo@1234' }
const MANAGER = { username: 'koramangala@example.com', password: 'Filter-Kaapi-Tiffin-34' }

type Outlet = { outlet_id: string; name: string; archived_at: string | null }
type Created = { transaction_id: string }

async function chaiTarget(): Promise<ApiTarget> {
  return { url: suite.url, token: await apiLogin(suite.sandbox, CHAI.username, CHAI.password) }
}

async function outletsOf(target: ApiTarget): Promise<Outlet[]> {
  return (await apiData<{ outlets: Outlet[] }>(target, '/merchant/outlets')).outlets
}

/** A paid payment link of an outlet, made today, so each outlet's day has something to add. */
async function paidLink(target: ApiTarget, outletId: string, amount: number): Promise<string> {
  const created = await apiData<Created>(target, '/payin/create', {
    method: 'POST',
    body: JSON.stringify({
      order_id: `E2E-${outletId}-${Date.now()}`,
      amount,
      currency: 'INR',
      customer_name: 'Asha',
      customer_email: 'asha@example.com',
      outlet_id: outletId,
    }),
  })
  const paid = await adminRequest(suite.sandbox, 'POST', `payins/${created.transaction_id}/pay`)
  expect(paid.ok).toBe(true)
  return created.transaction_id
}

/** A page on its own clock (installed before the portal's first script), signed in as `who`. */
async function pageAs(
  who: { username: string; password: string },
  options: { width?: number } = {},
): Promise<Page> {
  const page = await suite.newPage({ viewport: { width: options.width ?? 1280, height: 900 } })
  await page.clock.install()
  await signIn(page, suite.url, who.username, who.password)
  return page
}

it('shows a one-outlet business no outlet anywhere', async () => {
  const page = await pageAs({ username: 'demo', password: 'Demo@1234' })
  await page.getByRole('heading', { name: 'Recent Transactions' }).waitFor()
  // The dashboard's second pass has asked for the outlets by now: nothing of them is drawn.
  await page.clock.runFor(3000)
  expect(await page.getByLabel('Outlet').count()).toBe(0)
  expect(await page.getByRole('heading', { name: 'Today by outlet' }).count()).toBe(0)

  await page.goto(`${suite.url}/payments`)
  await page.getByTestId('payment-row').first().waitFor()
  expect(await page.getByLabel('Outlet').count()).toBe(0)
  expect(await page.getByRole('columnheader', { name: 'Outlet' }).count()).toBe(0)

  await page.goto(`${suite.url}/payments/create`)
  await page.getByLabel('Amount').waitFor()
  expect(await page.getByLabel('Outlet').count()).toBe(0)

  await page.goto(`${suite.url}/z-reports`)
  await page.getByRole('heading', { name: 'Z-reports', level: 2 }).waitFor()
  expect(await page.getByLabel('Outlet').count()).toBe(0)
  await page.context().close()
})

it("equals each outlet's row of 'Today by outlet' to the payments list filtered by it, to the paisa", async () => {
  const target = await chaiTarget()
  const outlets = (await outletsOf(target)).filter((o) => !o.archived_at)
  expect(outlets.map((o) => o.name)).toEqual(['Koramangala', 'Indiranagar', 'Baner'])
  // Two outlets take a payment now: their day is not empty whatever the seed's clock made.
  await paidLink(target, outlets[0]!.outlet_id, 123.45)
  await paidLink(target, outlets[2]!.outlet_id, 67.89)

  const page = await pageAs(CHAI)
  const table = page.getByRole('region', { name: 'Today by outlet' })
  await table.waitFor()
  await expect.poll(() => page.getByLabel('Outlet', { exact: true }).count()).toBe(1)
  const today = localISODate()
  for (const outlet of outlets) {
    const row = page.locator(`[data-testid="outlet-today-row"][data-outlet="${outlet.outlet_id}"]`)
    const collected = (await row.getByTestId('outlet-collected').innerText()).trim()
    const count = Number((await row.getByTestId('outlet-count').innerText()).trim())

    await page.goto(
      `${suite.url}/payments?outlet=${outlet.outlet_id}&dateFrom=${today}&dateTo=${today}`,
    )
    const total = page.getByTestId('payments-total')
    await total.waitFor()
    const line = await total.innerText()
    expect(line, outlet.name).toContain(`Collected ${collected} from`)
    expect(line, outlet.name).toMatch(
      new RegExp(`of ${count.toLocaleString('en-IN')} payments?\\b`),
    )
    // The list says which outlet each row is of, and its filter shows the outlet chosen.
    await expect
      .poll(() => page.getByLabel('Outlet', { exact: true }).inputValue())
      .toBe(outlet.outlet_id)
    for (const cell of await page.getByTestId('payment-outlet').allInnerTexts()) {
      expect(cell.trim()).toBe(outlet.name)
    }
    await page.goto(`${suite.url}/dashboard`)
    await table.waitFor()
  }

  // One outlet chosen: the dashboard's figures are its own, and the choice is kept.
  const choice = page.getByLabel('Outlet', { exact: true })
  await choice.selectOption({ label: 'Baner' })
  await expect.poll(() => table.count()).toBe(0)
  await page.reload()
  await page.getByRole('heading', { name: 'Recent Transactions' }).waitFor()
  await expect.poll(() => choice.inputValue()).toBe(outlets[2]!.outlet_id)
  await choice.selectOption({ label: 'All outlets' })
  await table.waitFor()
  await page.context().close()
})

it("shows a manager limited to Koramangala only Koramangala, and another outlet's payment as not found", async () => {
  const target = await chaiTarget()
  const outlets = await outletsOf(target)
  const baner = outlets.find((o) => o.name === 'Baner')!
  const koramangala = outlets.find((o) => o.name === 'Koramangala')!
  const banerPayment = await paidLink(target, baner.outlet_id, 41)
  const totals = await apiData<{ count: number }>(
    target,
    `/payin/list/totals?outlet_id=${koramangala.outlet_id}`,
  )

  const page = await pageAs(MANAGER)
  const nav = page.getByRole('navigation', { name: /main/i })
  await page.getByRole('link', { name: 'Payments' }).first().waitFor()
  // The business's screens are not theirs.
  expect(await nav.getByRole('link', { name: 'Payouts' }).count()).toBe(0)
  expect(await nav.getByRole('link', { name: 'Wallet' }).count()).toBe(0)
  // One outlet is no choice: no outlet UI, and their every list is Koramangala's.
  expect(await page.getByLabel('Outlet').count()).toBe(0)

  await page.goto(`${suite.url}/payments`)
  const total = page.getByTestId('payments-total')
  await total.waitFor()
  expect(await total.innerText()).toMatch(
    new RegExp(`of ${totals.count.toLocaleString('en-IN')} payments?\\b`),
  )

  await page.goto(`${suite.url}/payments?view=${banerPayment}`)
  await page
    .getByRole('alert')
    .filter({ hasText: `Payment ${banerPayment} not found` })
    .waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // A link of theirs names their one outlet without asking (the gateway requires one of theirs).
  await page.goto(`${suite.url}/payments/create`)
  await page.getByLabel('Amount', { exact: false }).first().fill('55')
  await page.getByLabel('Customer Name').fill('Meera Iyer')
  await page.getByLabel('Customer Email').fill('meera@example.com')
  expect(await page.getByLabel('Outlet').count()).toBe(0)
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const answer = (await (await created).json()) as { data: { outlet_id?: string } }
  expect(answer.data.outlet_id).toBe(koramangala.outlet_id)

  // The settlements are the business's: the calm page, not the list.
  await page.goto(`${suite.url}/wallet/settlements`)
  await page.getByRole('link', { name: 'Go to the dashboard' }).waitFor()
  await page.context().close()
})

it("groups an owner's counters by outlet and shows who is limited to which outlets", async () => {
  const page = await pageAs(CHAI)
  await page.goto(`${suite.url}/settings`)
  for (const name of ['Koramangala', 'Indiranagar', 'Baner']) {
    const group = page.getByRole('list', { name: `Counters at ${name}` })
    await group.waitFor()
    expect(await group.getByTestId('counter-row').count()).toBeGreaterThanOrEqual(2)
  }
  await page.getByLabel('Move Baner front to').waitFor()
  // A cashier's outlet is a choice on each of them.
  await page.getByLabel('Outlet of Sneha').waitFor()
  expect(await page.getByLabel('Outlet of Sneha').inputValue()).not.toBe('')

  await page.goto(`${suite.url}/settings/team`)
  const lakshmi = page.getByTestId('team-row').filter({ hasText: 'Lakshmi' })
  await lakshmi.locator('[data-outlets]').filter({ hasText: 'Koramangala' }).waitFor()
  expect(await lakshmi.locator('[data-outlets]').innerText()).not.toMatch(/Baner|Indiranagar/)
  await lakshmi.getByRole('button', { name: /^Outlets of Lakshmi/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Outlets of Lakshmi/ })
  expect(await dialog.getByRole('checkbox', { name: 'Koramangala' }).isChecked()).toBe(true)
  expect(await dialog.getByRole('checkbox', { name: 'Baner' }).isChecked()).toBe(false)
  await page.context().close()
})

describe('Settings → Outlets', () => {
  it('refuses to archive an outlet with an open shift, in the gateway’s words', async () => {
    const target = await chaiTarget()
    // The owner's counter sale opens a shift on the owner's counter, at the first outlet.
    await apiData<Created>(target, '/payin/create', {
      method: 'POST',
      body: JSON.stringify({
        order_id: `E2E-SHIFT-${Date.now()}`,
        amount: 10,
        currency: 'INR',
        customer_name: 'Counter',
        customer_email: 'counter@example.com',
        channel: 'counter',
      }),
    })
    const page = await pageAs(CHAI)
    await page.goto(`${suite.url}/settings/outlets`)
    await page.getByRole('heading', { name: 'Outlets', level: 2 }).waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Archive Koramangala' }).click()
    await page
      .getByText(/^Close the open shifts at Koramangala first: /)
      .first()
      .waitFor()
    await page.context().close()
  })

  it('adds an outlet, checking its GSTIN here first', async () => {
    const page = await pageAs(CHAI)
    await page.goto(`${suite.url}/settings/outlets`)
    await page.getByRole('button', { name: 'Add outlet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add outlet' })
    await dialog.getByLabel('Outlet name').fill('Whitefield')
    await dialog.getByLabel('GSTIN (optional)').fill('29AAFCC7312K1ZX')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText(/GSTIN/).filter({ hasNotText: 'optional' }).first().waitFor()
    await dialog.getByLabel('GSTIN (optional)').fill('')
    await dialog.getByLabel('City').fill('Bengaluru')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('outlet-row').filter({ hasText: 'Whitefield' }).waitFor()
    await page.context().close()
  })
})

it('passes axe at 375 and 1280 px in English and Hindi', async () => {
  const findings: Finding[] = []
  const overflow: string[] = []
  // Nothing wider than the screen (Hindi words are often longer): wide tables scroll inside.
  const checkWidth = async (page: Page, where: string) => {
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    if (wide) overflow.push(where)
  }
  for (const width of [375, 1280]) {
    const page = await pageAs(CHAI, { width })
    for (const language of ['en', 'hi'] as const) {
      const where = `${language} ${width}`
      if (language === 'hi') {
        await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
      }
      await page.goto(`${suite.url}/dashboard`)
      await page.locator('#outlets-today-title').waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      findings.push(...(await audit(page, `${where} dashboard`)))
      await checkWidth(page, `${where} dashboard`)
      await page.goto(`${suite.url}/payments`)
      await page.locator('#filter-outlet').waitFor()
      findings.push(...(await audit(page, `${where} payments`)))
      await checkWidth(page, `${where} payments`)
      await page.goto(`${suite.url}/settings/outlets`)
      await page.getByTestId('outlet-row').first().waitFor()
      findings.push(...(await audit(page, `${where} outlets`)))
      await checkWidth(page, `${where} outlets`)
    }
    await page.context().close()
  }
  expect(findings, describeFindings(findings)).toEqual([])
  expect(overflow).toEqual([])
})
