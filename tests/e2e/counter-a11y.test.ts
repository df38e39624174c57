/**
 * Accessibility of the counter device's screens and the owner's counter screens (decisions 021,
 * 049): axe-core at a phone's and a desktop's width, zero serious or critical violations, on
 * every new screen and dialog: pairing, the sign-in page's session-ended notice, 'Who is
 * selling?' and its PIN, the shift bar, 'This shift so far', 'Close shift', the Z-report, the
 * removed counter; Settings' counters, cashiers and lock, the pairing dialog, the Z-report list
 * and one Z-report, the dashboard's 'Today by counter'.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminRequest } from './support/browser'
import { audit, describeFindings, type Finding } from './support/axe'
import { chargeOnCounter } from './support/counter'
import {
  addCounter,
  chooseCashier,
  pairByCode,
  pairingCode,
  showPairingCode,
} from './support/counter-device'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

describe.each([375, 1280])('at %i px', (width) => {
  const viewport = { width, height: width < 640 ? 812 : 900 }

  it('the device screens', async () => {
    const findings: Finding[] = []
    const check = async (page: Page, where: string) =>
      findings.push(...(await audit(page, `${where} @${width}`)))

    const anonymous = await suite.newContext({ viewport })
    const visitor = await anonymous.newPage()
    await visitor.goto(`${suite.url}/counter/pair?code=K7QD-4MZP`)
    await visitor.getByRole('heading', { name: 'Set up this device as a counter' }).waitFor()
    await check(visitor, '/counter/pair')
    await visitor.getByRole('button', { name: 'Set up counter' }).click()
    await visitor.getByText('This pairing code is not valid', { exact: false }).waitFor()
    await check(visitor, '/counter/pair, wrong code')
    await visitor.goto(`${suite.url}/login?ended=sale&redirect=%2Fcounter`)
    await visitor
      .getByText('Your session ended while a payment was on screen.', { exact: false })
      .waitFor()
    await check(visitor, '/login, session ended under a QR')
    await anonymous.close()

    const counterId = await addCounter(suite, `A11y ${width}`)
    const device = await pairByCode(suite, (await pairingCode(suite, counterId)).code, viewport)
    await device.getByRole('heading', { name: 'Who is selling?' }).waitFor()
    await check(device, 'Who is selling?')
    await device.getByRole('button', { name: 'Asha', exact: true }).click()
    await device.getByLabel('PIN for Asha').fill('0000')
    await device.getByRole('button', { name: 'Start selling' }).click()
    await device.getByText('Wrong PIN').waitFor()
    await check(device, 'PIN, wrong')
    await device.getByRole('button', { name: 'Back' }).click()
    await chooseCashier(device, 'Asha', '4826')
    const { id } = await chargeOnCounter(device, '10')
    await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)
    await device.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await device.getByRole('button', { name: 'Next customer' }).click()
    await device
      .getByRole('region', { name: 'This shift at this counter' })
      .getByText('Collected')
      .waitFor()
    await check(device, 'counter with the shift bar')

    await device.getByRole('button', { name: 'This shift so far' }).click()
    await device
      .getByRole('dialog', { name: 'This shift so far' })
      .getByTestId('report-success-amount')
      .waitFor()
    await check(device, 'This shift so far')
    await device
      .getByRole('dialog', { name: 'This shift so far' })
      .getByRole('button', { name: 'Close' })
      .click()
    await device.getByRole('button', { name: 'Close shift' }).click()
    const confirm = device.getByRole('dialog', { name: 'Close this shift?' })
    await confirm.waitFor()
    await check(device, 'Close this shift?')
    await confirm.getByRole('button', { name: 'Close shift' }).click()
    await device.getByRole('dialog', { name: /^Z-report #\d+$/ }).waitFor()
    await check(device, 'Z-report')
    await device.getByRole('button', { name: 'Done' }).click()

    await suite.api(`/merchant/counters/${counterId}/revoke`, { method: 'POST', body: '{}' })
    await device
      .getByRole('heading', { name: 'This counter was removed by the owner' })
      .waitFor({ timeout: 10_000 })
    await check(device, 'removed counter')
    await device.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })

  it("the owner's counter screens", async () => {
    const findings: Finding[] = []
    const check = async (page: Page, where: string) =>
      findings.push(...(await audit(page, `${where} @${width}`)))
    const owner = await suite.newPage({ signIn: true, path: '/settings', viewport })
    await owner.getByTestId('counter-row').filter({ hasText: 'Front desk' }).waitFor()
    await owner.getByRole('region', { name: 'Cashiers' }).getByText('Asha').waitFor()
    await owner.getByRole('region', { name: 'Counter lock' }).waitFor()
    await check(owner, '/settings, counters')
    await owner
      .getByTestId('counter-row')
      .filter({ hasText: 'Front desk' })
      .getByRole('button', { name: 'Pair a device' })
      .click()
    await showPairingCode(owner.getByRole('dialog'))
    await owner.getByRole('img', { name: 'QR code of the pairing address' }).waitFor()
    await check(owner, 'Pair a device')
    await owner.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

    await owner.goto(`${suite.url}/z-reports`)
    const first = owner.getByRole('link', { name: /^Z-report #\d+ · / }).first()
    await first.waitFor()
    await check(owner, '/z-reports')
    await first.click()
    await owner.getByRole('button', { name: 'Download CSV' }).waitFor()
    await check(owner, '/z-reports/$shiftId')

    await owner.goto(`${suite.url}/dashboard`)
    await owner.getByRole('region', { name: 'Today by counter' }).waitFor()
    await check(owner, '/dashboard, today by counter')
    await owner.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})
