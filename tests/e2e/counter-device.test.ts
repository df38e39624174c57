/**
 * The counter as a device of the shop (decision 049), in Chromium against the production build
 * and a real sandbox: paired from Settings in a second browser context, locked to selling, its
 * cashiers by PIN, switched and locked when idle, revoked (it says so within 5 s, QR up or not),
 * and its shift closed into a Z-report whose totals equal the payments list of that shift.
 */
import { describe, expect, it } from 'vitest'
import { adminRequest } from './support/browser'
import { chargeButton, chargeOnCounter } from './support/counter'
import {
  addCounter,
  chooseCashier,
  pairByCode,
  pairingCode,
  showPairingCode,
} from './support/counter-device'
import { inr } from './support/api'
import { decodeQr } from './support/qr'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Payin = { transaction_id: string; amount: number; status: string; shift_id: string | null }

async function pay(id: string, action: 'pay' | 'decline' = 'pay'): Promise<void> {
  expect((await adminRequest(suite.sandbox, 'POST', `payins/${id}/${action}`)).status).toBe(200)
}

describe('pairing', () => {
  it('pairs a device from Settings in a second browser context; it sells and sees only its counter', async () => {
    await addCounter(suite, 'Front door')
    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    const counters = owner.getByRole('region', { name: 'Counters' })
    const row = counters.getByTestId('counter-row').filter({ hasText: 'Front door' })
    await row.getByText('Not paired').waitFor()
    await row.getByRole('button', { name: 'Pair a device' }).click()
    const dialog = owner.getByRole('dialog', { name: 'Pair a device: Front door' })
    const code = await showPairingCode(dialog)
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/)
    // The QR a camera reads is the pairing address with this code.
    const scanned = await decodeQr(
      dialog.getByRole('img', { name: 'QR code of the pairing address' }),
    )
    expect(scanned).toBe(`${suite.url}/counter/pair?code=${code}`)

    // The device: a second browser context that has never signed in.
    const device = await pairByCode(suite, code)
    await device.getByRole('heading', { name: 'Who is selling?' }).waitFor()
    // The owner's dialog sees the device arrive.
    await dialog.getByText('Paired: Front door is ready to sell.').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    // Its menu holds the counter and nothing else; no account menu, no sign-out.
    const nav = device.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Counter'])
    expect(await device.getByRole('button', { name: /Sign Out|Account menu/ }).count()).toBe(0)
    await device.getByText('Front door').first().waitFor()
    // Any other screen leads back to the counter; so does /login.
    for (const path of ['/payments', '/settings', '/wallet', '/login']) {
      await device.goto(`${suite.url}${path}`)
      await device.waitForURL((url) => url.pathname === '/counter')
    }

    await chooseCashier(device, 'Asha', '4826')
    const { id } = await chargeOnCounter(device, '42')
    await pay(id)
    await device.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    const sold = await suite.apiData<Payin[]>(`/payin/list?search=${id}`)
    expect(sold[0]).toMatchObject({ counter_name: 'Front door', cashier_name: 'Asha' })

    // The owner sees it paired (the list refreshes).
    await owner.reload()
    const paired = owner
      .getByRole('region', { name: 'Counters' })
      .getByTestId('counter-row')
      .filter({ hasText: 'Front door' })
    await paired.getByText(/^Paired/).waitFor()
    await owner.context().close()
    await device.context().close()
  })
})

describe('cashiers', () => {
  it('asks for the PIN, says how many tries are left, switches cashier and locks when idle', async () => {
    const counterId = await addCounter(suite, 'Till PIN')
    await suite.api('/merchant/counter-settings', {
      method: 'PUT',
      body: JSON.stringify({ lock_after_minutes: 1 }),
    })
    const { pair_url } = await pairingCode(suite, counterId)
    const context = await suite.newContext({ viewport: { width: 375, height: 812 } })
    const device = await context.newPage()
    await device.clock.install()
    // Opened from the owner's QR: the code comes with the address.
    await device.goto(pair_url)
    expect(await device.getByLabel('Pairing code').inputValue()).toMatch(/^\w{4}-\w{4}$/)
    await device.getByRole('button', { name: 'Set up counter' }).click()
    await device.getByRole('heading', { name: 'Who is selling?' }).waitFor()

    await device.getByRole('button', { name: 'Asha', exact: true }).click()
    await device.getByLabel('PIN for Asha').fill('9999')
    await device.getByRole('button', { name: 'Start selling' }).click()
    const wrong = device.getByRole('alert').filter({ hasText: 'Wrong PIN' })
    await wrong
      .getByText('4 tries left, then this cashier is locked on this device for 5 minutes.')
      .waitFor()
    await device.getByLabel('PIN for Asha').fill('4826')
    await device.getByRole('button', { name: 'Start selling' }).click()
    await device.getByText('Selling: Asha').waitFor()
    await chargeButton(device).waitFor()

    await device.getByRole('button', { name: 'Switch cashier' }).click()
    await chooseCashier(device, 'Ravi', '7391')

    // A minute without a touch: back to 'Who is selling?'.
    await device.clock.fastForward(61_000)
    await device.getByRole('heading', { name: 'Who is selling?' }).waitFor()
    await suite.api('/merchant/counter-settings', {
      method: 'PUT',
      body: JSON.stringify({ lock_after_minutes: 5 }),
    })
    await context.close()
  })
})

describe('a paired counter starting', () => {
  it('draws its shift bar and keypad where they stay: nothing moves the keypad once painted', async () => {
    const counterId = await addCounter(suite, 'Till steady')
    const { code } = await pairingCode(suite, counterId)
    // A phone-sized screen, where the shift bar's buttons take two lines.
    const device = await pairByCode(suite, code, { width: 412, height: 823 })
    await chooseCashier(device, 'Asha', '4826')
    // Every layout shift of the next start, with what moved (the Layout Instability API).
    await device.context().addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {
            value: number
            sources: { node: Node | null }[]
          }
          const moved = shift.sources.map((s) => (s.node as Element | null)?.textContent ?? '')
          shifts.push({ value: shift.value, moved: moved.map((text) => text.slice(0, 40)) })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await device.reload()
    await device.getByText('Selling: Asha').waitFor()
    await chargeButton(device).waitFor()
    await device.getByRole('button', { name: 'Turn on payment alerts' }).waitFor()
    // The counter's second pass (its shift strip, filled) and the session's answer have come in.
    const strip = device.getByRole('region', { name: 'This shift at this counter' })
    await strip.getByRole('term').first().waitFor()
    const shifts = await device.evaluate(
      () =>
        (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    )
    // The alerts button used to arrive a moment after the shift bar and wrap it onto another
    // line, moving the keypad down (a layout shift of 0.11 at this size).
    expect(shifts).toEqual([])
    await device.context().close()
  })
})

describe('revoke', () => {
  it('ends the device at once: it says so within 5 s, with a QR up, and after a reload', async () => {
    const counterId = await addCounter(suite, 'Till revoke')
    const { code } = await pairingCode(suite, counterId)
    const device = await pairByCode(suite, code, { width: 375, height: 812 })
    await chooseCashier(device, 'Asha', '4826')
    await chargeOnCounter(device, '30')

    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    owner.on('dialog', (dialog) => void dialog.accept())
    const row = owner.getByTestId('counter-row').filter({ hasText: 'Till revoke' })
    await row.getByRole('button', { name: 'Revoke' }).click()
    const revokedAt = Date.now()
    await row.getByText('Not paired').waitFor()

    const removed = device.getByRole('heading', { name: 'This counter was removed by the owner' })
    await removed.waitFor({ timeout: 5_000 })
    const took = Date.now() - revokedAt
    console.log(`revoked → the counter says so in ${took} ms`)
    expect(took).toBeLessThan(5_000)
    expect(device.url()).toMatch(/\/counter$/)
    await device.reload()
    await removed.waitFor()
    await device.getByRole('button', { name: 'Set up this device again' }).click()
    await device.waitForURL((url) => url.pathname === '/counter/pair')
    await owner.context().close()
    await device.context().close()
  })
})

describe('shifts', () => {
  it('closes the shift into Z-report #1 whose totals equal the payments list of that shift', async () => {
    const counterId = await addCounter(suite, 'Till Z')
    const { code } = await pairingCode(suite, counterId)
    const device = await pairByCode(suite, code)
    await chooseCashier(device, 'Asha', '4826')

    const sale = async (digits: string, end: 'pay' | 'decline' | 'cancel') => {
      const { id } = await chargeOnCounter(device, digits)
      if (end === 'cancel') {
        await device.getByRole('button', { name: 'Cancel payment' }).click()
        await device.getByText('Payment cancelled: no money was taken').waitFor()
      } else {
        await pay(id, end)
        if (end === 'pay') {
          await device.getByText('Payment Received!').waitFor({ timeout: 10_000 })
          await device.getByRole('button', { name: 'Next customer' }).click()
        } else {
          await device.getByText('Payment declined by the customer').waitFor({ timeout: 10_000 })
        }
      }
      // The next sale starts from an empty keypad.
      await device.getByRole('button', { name: 'Clear' }).click()
      return id
    }
    const first = await sale('120', 'pay')
    await sale('80.50', 'pay')
    await device.getByRole('button', { name: 'Switch cashier' }).click()
    await chooseCashier(device, 'Ravi', '7391')
    await sale('45', 'decline')
    await sale('60', 'cancel')

    // 'This shift so far', one tap away.
    await device.getByRole('button', { name: 'This shift so far' }).click()
    const x = device.getByRole('dialog', { name: 'This shift so far' })
    await x.getByTestId('report-success-amount').getByText(inr.format(200.5)).waitFor()
    await x.getByRole('button', { name: 'Close' }).click()

    await device.getByRole('button', { name: 'Close shift' }).click()
    await device
      .getByRole('dialog', { name: 'Close this shift?' })
      .getByRole('button', { name: 'Close shift' })
      .click()
    const z = device.getByRole('dialog', { name: 'Z-report #1' })
    await z.waitFor()
    const shiftId = (await suite.apiData<Payin[]>(`/payin/list?search=${first}`))[0]?.shift_id
    expect(shiftId).toMatch(/^SHF/)
    const list = await suite.apiData<Payin[]>(`/payin/list?shift_id=${shiftId}&limit=100`)
    const paid = list.filter((p) => p.status === 'success')
    const paidPaise = paid.reduce((sum, p) => sum + Math.round(p.amount * 100), 0)
    expect(paidPaise).toBe(20_050)
    expect(await z.getByTestId('report-success-count').textContent()).toBe(String(paid.length))
    expect(await z.getByTestId('report-success-amount').textContent()).toBe(
      inr.format(paidPaise / 100),
    )
    await z.getByText('Till Z').first().waitFor()
    for (const [label, value] of [
      ['Declined', '1'],
      ['Cancelled', '1'],
      ['Expired', '0'],
      ['Of them paid late', '0'],
    ]) {
      await z.locator('dt', { hasText: label }).locator('+ dd', { hasText: value }).waitFor()
    }
    await z.getByText(`2 payments · ${inr.format(200.5)}`).waitFor() // Asha
    await z.getByText(`0 payments · ${inr.format(0)}`).waitFor() // Ravi
    await z.getByRole('button', { name: 'Done' }).click()
    // The cashier was cleared with the close: the next shift starts at 'Who is selling?'.
    await device.getByRole('heading', { name: 'Who is selling?' }).waitFor()

    // The owner finds it under the counter, downloads it, and opens its payments.
    const owner = await suite.newPage({ signIn: true, path: `/z-reports?counter=${counterId}` })
    await owner.getByRole('link', { name: 'Z-report #1 · Till Z' }).click()
    await owner.getByRole('heading', { name: 'Z-report #1' }).waitFor()
    expect(await owner.getByTestId('report-success-amount').textContent()).toBe(inr.format(200.5))
    const download = owner.waitForEvent('download')
    await owner.getByRole('button', { name: 'Download CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/^z-report-.*-1\.csv$/)
    const xlsx = owner.waitForEvent('download')
    await owner.getByRole('button', { name: 'Download Excel' }).click()
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/)
    await owner.getByRole('link', { name: 'Payments in this shift' }).click()
    await owner.getByText(new RegExp(`(?<!\\d)${list.length} results? found`)).waitFor()
    expect(await owner.getByTestId('payment-row').count()).toBe(list.length)
    await owner.context().close()
    await device.context().close()
  })
})
