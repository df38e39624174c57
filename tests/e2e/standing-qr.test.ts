/**
 * The standing QR and the devices of a counter in the portal (decision 078, product.md §2.21),
 * in Chromium against the production build and a real sandbox: Settings → Counters' 'Standing
 * QR' (its QR read by jsQR as a camera would, to a static intent without an amount; the A6
 * standee downloaded with the session and read back with pdftotext), a Speaker's pairing code
 * and the counter's devices with 'Remove'; the Till offered 'count it for this sale?' after a
 * payment to the standing QR (the sandbox admin API's bank credit), one tap closing the sale
 * once; the payment in Payments as channel QR; axe at 375 and 1280 px in English and Hindi on
 * the new dialog and the Till's offer. No real waiting: every step waits for what it shows.
 */
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminRequest } from './support/browser'
import { audit, describeFindings, type Finding } from './support/axe'
import { chargeOnCounter, recordSpeech, spoken } from './support/counter'
import { addCounter, showPairingCode } from './support/counter-device'
import { decodeQr, parseUpiIntent } from './support/qr'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Counter = {
  counter_id: string
  name: string
  is_owner_counter?: boolean
  standing_qr?: { vpa: string; intent: string }
  devices?: { device_id: string; mode: string }[]
}
type Payin = {
  transaction_id: string
  amount: number
  status: string
  channel: string | null
  customer_name: string | null
  payer_vpa?: string | null
  sale_transaction_id?: string | null
  cancelled_by?: string | null
}

const counters = () => suite.apiData<Counter[]>('/merchant/counters')

/** The owner's own counter: made when the owner first opens /counter (as `page` has). */
async function ownerCounter(): Promise<Counter> {
  const own = (await counters()).find((c) => c.is_owner_counter)
  if (!own) throw new Error('the demo merchant has no counter of its own')
  return own
}

/** The bank's credit of a payment to a counter's standing QR (the sandbox admin API). */
async function payStandingQr(body: {
  counter_id: string
  amount: number
  payer_name?: string
  payer_vpa?: string
}): Promise<Payin> {
  const response = await adminRequest(suite.sandbox, 'POST', 'qr-payments', body)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Payin }).data
}

const counterRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Counters' })
    .getByTestId('counter-row')
    .filter({ hasText: name })

describe('Settings → Counters', () => {
  it('shows the standing QR, which decodes to a static intent, and downloads the A6 standee', async () => {
    await addCounter(suite, 'QR desk')
    const counter = (await counters()).find((c) => c.name === 'QR desk')
    const vpa = counter?.standing_qr?.vpa ?? ''
    expect(vpa).toMatch(/^[a-z0-9]+\.[0-9a-f]{8}@sandbox$/)

    const page = await suite.newPage({ signIn: true, path: '/settings' })
    await counterRow(page, 'QR desk').getByRole('button', { name: 'Standing QR' }).click()
    const dialog = page.getByRole('dialog', { name: 'Standing QR: QR desk' })
    await expect.poll(() => dialog.getByTestId('standing-vpa').textContent()).toBe(vpa)

    const intent = parseUpiIntent(
      await decodeQr(dialog.getByRole('img', { name: 'Standing QR of QR desk' })),
    )
    expect(intent.pa).toBe(vpa)
    expect(intent.cu).toBe('INR')
    expect(intent.pn).toBeTruthy()
    // Static: the customer types the amount; no reference an app could drop.
    expect(intent.am).toBeUndefined()
    expect(intent.tr).toBeUndefined()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download A6 standee' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^standee-.*-a6\.pdf$/)
    const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' })
    expect(text).toContain('Scan and pay with any UPI app')
    expect(text).toContain(vpa)
    expect(text).toContain('QR desk')

    const sandboxLink = dialog.getByRole('link', { name: 'Pay it in the sandbox UPI app' })
    expect(await sandboxLink.getAttribute('href')).toBe(
      `${suite.url}/sandbox/standing/${encodeURIComponent(vpa)}`,
    )
    await page.context().close()
  })

  it('pairs a Speaker with a code that says so, lists it and removes that device alone', async () => {
    await addCounter(suite, 'Speaker desk')
    const page = await suite.newPage({ signIn: true, path: '/settings' })
    const row = counterRow(page, 'Speaker desk')
    await row.getByText('No device paired').waitFor()
    await row.getByRole('button', { name: 'Pair a device' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pair a device: Speaker desk' })
    await dialog.getByText('What will the device do?').waitFor()
    const code = await showPairingCode(dialog, 'speaker')
    await dialog.getByText('This code pairs a Speaker.').waitFor()

    // The phone uses the code (its own screen is the Speaker's, tests/e2e of its own).
    const paired = await fetch(`${suite.url}/api/v1/counter/pair`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    })
    expect(paired.ok).toBe(true)
    expect(((await paired.json()) as { data: { mode?: string } }).data.mode).toBe('speaker')
    await dialog.getByText('Paired: a Speaker of Speaker desk announces its payments.').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()

    const device = row.getByTestId('counter-device')
    await device.getByText('Speaker', { exact: true }).waitFor()
    await device.getByText('Not connected').waitFor()
    const asked: string[] = []
    page.once('dialog', (confirm) => {
      asked.push(confirm.message())
      void confirm.accept()
    })
    await device.getByRole('button', { name: /^Remove Speaker / }).click()
    await page.getByText('Device removed').waitFor()
    expect(asked[0]).toMatch(
      /^Remove the Speaker .+ from Speaker desk\? It stops at once; the counter's other devices stay\.$/,
    )
    await row.getByText('No device paired').waitFor()
    await page.context().close()
  })
})

describe('the Till and Payments', () => {
  it('offers to count a standing-QR payment for the open sale; one tap closes it once', async () => {
    const page = await suite.newPage({ signIn: true, path: '/counter' })
    await recordSpeech(page)
    await page.reload()
    await page.getByRole('button', { name: '5', exact: true }).waitFor()
    const own = await ownerCounter()
    const { id } = await chargeOnCounter(page, '57')

    const payment = await payStandingQr({
      counter_id: own.counter_id,
      amount: 57,
      payer_name: 'Ravi Kumar',
      payer_vpa: 'ravi.kumar@okbank',
    })
    expect(payment).toMatchObject({ channel: 'qr', status: 'success', amount: 57 })
    const offer = page.getByTestId('standing-qr-offer')
    await offer.getByText('Paid ₹57.00 on the standing QR — count it for this sale?').waitFor()
    // Announced when it arrived, once.
    await expect.poll(() => spoken(page)).toContain('Received 57 rupees')

    await offer.getByRole('button', { name: 'Count it' }).click()
    await page.getByText('Payment Received!').waitFor()
    await page.getByRole('button', { name: 'Next customer' }).click()
    await page.getByTestId('counter-qr-row').filter({ hasText: 'Ravi Kumar' }).waitFor()
    expect((await spoken(page)).filter((s) => s === 'Received 57 rupees')).toHaveLength(1)

    // The gateway: the sale cancelled by the standing QR, the one payment counted for it.
    const sale = await suite.apiData<Payin>(`/payin/status/${id}`)
    expect(sale.status).toBe('cancelled')
    const qr = await suite.apiData<Payin[]>('/payin/list?channel=qr&limit=100')
    const counted = qr.filter((p) => p.sale_transaction_id === id)
    expect(counted).toHaveLength(1)
    expect(counted[0]).toMatchObject({
      transaction_id: payment.transaction_id,
      status: 'success',
      payer_vpa: 'ravi.kumar@okbank',
    })
    await page.context().close()

    // Payments: channel QR, the filter and the details.
    const list = await suite.newPage({ signIn: true, path: '/payments' })
    await list.getByTestId('payment-row').first().waitFor()
    await list.getByLabel('Channel').selectOption('qr')
    await list.waitForURL((url) => url.searchParams.get('channel') === 'qr')
    const rows = list.getByTestId('payment-row')
    await rows.filter({ hasText: payment.transaction_id }).waitFor()
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Standing QR')
    await rows
      .filter({ hasText: payment.transaction_id })
      .getByRole('button', { name: /^View/ })
      .click()
    const details = list.getByRole('dialog', { name: 'Payment Details' })
    await details.getByText('ravi.kumar@okbank').waitFor()
    await details.getByText("Payer's UPI ID").waitFor()
    expect(await details.getByTestId('counted-for-sale').textContent()).toBe(id)
    await list.context().close()
  })
})

describe.each([375, 1280])('axe at %i px', (width) => {
  const viewport = { width, height: width < 640 ? 812 : 900 }

  it.each([
    { code: 'en', standing: 'Standing QR', count: 'Count it', charge: /^Charge ₹/ },
    { code: 'hi', standing: 'स्थायी QR', count: 'इसे गिनें', charge: /का भुगतान लें$/ },
  ])('the standing QR dialog and the Till offer in $code', async (language) => {
    const { code, standing, count, charge } = language
    const findings: Finding[] = []
    const storageState = await suite.signedInState()
    const context = await suite.newContext({ storageState, viewport })
    await context.addInitScript((choice) => {
      localStorage.setItem('portalLanguage', choice)
      localStorage.setItem('counterLanguage', choice)
    }, code)
    const page = await context.newPage()
    await page.goto(`${suite.url}/counter`)
    await page.getByRole('button', { name: charge }).waitFor()
    const own = await ownerCounter()
    await page.goto(`${suite.url}/settings`)
    await page
      .getByTestId('counter-row')
      .filter({ hasText: own.name })
      .getByRole('button', { name: standing, exact: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('standing-qr').getByRole('img').waitFor()
    findings.push(...(await audit(page, `standing QR dialog ${code} @${width}`)))

    await page.goto(`${suite.url}/counter`)
    // Its own amount per run: only this sale's offer is on screen.
    const amount = `${width === 375 ? 3 : 4}${code === 'en' ? 1 : 2}`
    for (const key of amount) await page.getByRole('button', { name: key, exact: true }).click()
    await page.getByRole('button', { name: charge }).click()
    await page.getByRole('timer').waitFor()
    await payStandingQr({ counter_id: own.counter_id, amount: Number(amount) })
    const offer = page.getByTestId('standing-qr-offer')
    await offer.getByRole('button', { name: count }).waitFor()
    findings.push(...(await audit(page, `Till offer ${code} @${width}`)))
    expect(findings, describeFindings(findings)).toEqual([])
    await context.close()
  })
})
