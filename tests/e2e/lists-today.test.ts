/**
 * The owner's questions, in a real Chromium against the production build and the sandbox:
 * the dashboard's 'Today' (IST day, counter/link split) follows a payment the sandbox admin
 * makes, with no reload; the payments list's Channel filter lives in the URL and its total line
 * is the gateway's sum over every page; the Customer column (and a phone's card line) and a
 * counter sale's 'Counter sale'. Figures are checked against the sandbox's own API.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { adminRequest } from './support/browser'
import { inr } from './support/api'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Created = { data: { transaction_id: string } }
type Totals = {
  count: number
  success_count: number
  success_amount: number
  success_fee: number
  success_net_amount: number
}

async function createPayin(body: Record<string, unknown>): Promise<string> {
  const created = await suite.api<Created>('/payin/create', {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return created.data.transaction_id
}

async function pay(id: string): Promise<void> {
  const paid = await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)
  expect(paid.status).toBe(200)
}

const grouped = (n: number) => new Intl.NumberFormat('en-IN').format(n)

let counterSale = ''
beforeAll(async () => {
  // A paid counter sale (no customer) and a named payment link.
  counterSale = await createPayin({ amount: 321, channel: 'counter' })
  await pay(counterSale)
  await pay(
    await createPayin({
      amount: 654.5,
      customer_name: 'Zenobia Quill',
      customer_email: 'zenobia@example.com',
    }),
  )
})

describe("dashboard's Today", () => {
  it('shows the IST day with its counter/link split and follows a payment live', async () => {
    const page = await suite.newPage({ signIn: true })
    const today = page.getByRole('region', { name: 'Today', exact: true })
    const figure = (label: string) =>
      today.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd')
    const split = (label: string) =>
      today
        .getByLabel('Today by channel')
        .getByRole('term')
        .filter({ hasText: label })
        .locator('xpath=following-sibling::dd')
    const summary = async () =>
      (
        await suite.apiData<{
          today: {
            total_amount: number
            successful_transactions: number
            channels: { counter: { total_amount: number; successful_transactions: number } }
          }
        }>('/merchant/dashboard/summary?from_date=2020-01-01')
      ).today
    const before = await summary()
    await expect.poll(() => figure('Collected').textContent()).toBe(inr.format(before.total_amount))
    expect(await figure('Payments').textContent()).toBe(String(before.successful_transactions))
    expect(await split('Counter').textContent()).toContain(
      inr.format(before.channels.counter.total_amount),
    )
    expect(await today.textContent()).toContain('(IST)')

    // The sandbox admin pays a new counter sale; the card follows without a reload.
    const id = await createPayin({ amount: 1000, channel: 'counter' })
    await pay(id)
    const after = await summary()
    expect(after.total_amount).toBeCloseTo(before.total_amount + 1000, 2)
    await expect
      .poll(() => figure('Collected').textContent(), { timeout: 5_000 })
      .toBe(inr.format(after.total_amount))
    expect(await figure('Payments').textContent()).toBe(String(after.successful_transactions))
    expect(await split('Counter').textContent()).toBe(
      `${inr.format(after.channels.counter.total_amount)} · ${after.channels.counter.successful_transactions} payments`,
    )

    // Its link is the payments list of that day.
    await today.getByRole('link', { name: "View today's payments" }).click()
    await page.waitForURL((url) => url.pathname === '/payments' && url.searchParams.has('dateFrom'))
    await page.getByTestId('payment-row').first().waitFor()
    await page.context().close()
  })
})

describe('payments list', () => {
  it('filters by channel in the URL and totals every page of the filter', async () => {
    const page = await suite.newPage({ signIn: true, path: '/payments' })
    await page.getByTestId('payment-row').first().waitFor()
    const total = page.getByTestId('payments-total')
    const all = await suite.apiData<Totals>('/payin/list/totals')
    await expect
      .poll(() => total.textContent())
      .toBe(
        `Collected ${inr.format(all.success_amount)} from ${grouped(all.success_count)} successful of ${grouped(all.count)} payments · Fees ${inr.format(all.success_fee)} · Net ${inr.format(all.success_net_amount)}`,
      )
    expect(all.count).toBeGreaterThan(20)

    await page.getByLabel('Channel').selectOption({ label: 'Counter' })
    await page.waitForURL((url) => url.searchParams.get('channel') === 'counter')
    const counter = await suite.apiData<Totals>('/payin/list/totals?channel=counter')
    await expect
      .poll(() => total.textContent())
      .toContain(
        `Collected ${inr.format(counter.success_amount)} from ${grouped(counter.success_count)} successful of ${grouped(counter.count)} payment`,
      )
    await expect
      .poll(() => page.getByTestId('payment-row').count())
      .toBe(Math.min(counter.count, 20))
    await page.getByText(new RegExp(`(?<!\\d)${counter.count} results? found`)).waitFor()
    const orderCells = page.getByTestId('payment-row').getByText('Counter sale', { exact: true })
    expect(await orderCells.count()).toBe(Math.min(counter.count, 20))

    // Status and channel together; Clear filters drops both.
    await page.getByLabel('Status').selectOption('success')
    await page.waitForURL((url) => url.searchParams.get('status') === 'success')
    const paid = await suite.apiData<Totals>('/payin/list/totals?channel=counter&status=success')
    await expect.poll(() => total.textContent()).toContain(inr.format(paid.success_amount))
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => !url.searchParams.has('channel'))
    expect(await page.getByLabel('Channel').inputValue()).toBe('')
    await page.context().close()
  })

  it('shows the customer where the table has room, and on every phone card', async () => {
    const wide = await suite.newPage({
      viewport: { width: 1600, height: 900 },
      signIn: true,
      path: '/payments?search=zenobia',
    })
    const table = wide.getByRole('region', { name: 'Payments' })
    await table.getByRole('columnheader', { name: 'Customer' }).waitFor()
    await wide.getByTestId('payment-row').first().getByText('Zenobia Quill').waitFor()
    await wide.context().close()

    const phone = await suite.newPage({
      viewport: { width: 375, height: 800 },
      signIn: true,
      path: `/payments?search=${counterSale}`,
    })
    const card = phone.getByTestId('payment-row').first()
    await card.waitFor()
    // A counter sale has no customer: its card still has the line, with a dash.
    const line = card.getByRole('cell').filter({ hasText: 'Customer' })
    expect((await line.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Customer—')
    expect(await card.getByText('Counter sale', { exact: true }).isVisible()).toBe(true)
    // The ORD number is in its details.
    await card.getByRole('button', { name: /^View payment/ }).click()
    const details = phone.getByRole('dialog', { name: 'Payment Details' })
    expect(await details.textContent()).toMatch(/Order IDORD\d+/)
    await phone.context().close()
  })
})
