/**
 * PINs as a shop sees them (decision 065), in Chromium against the production build and a real
 * sandbox: the owner adds a cashier with a 6-digit PIN (a common one is refused) and the cashier
 * starts selling with it; a till that guesses PINs locks itself, and the owner sees it in
 * Settings → Counters, with the cashiers locked there, and unlocks it.
 */
import { describe, expect, it } from 'vitest'
import {
  addCounter,
  chooseCashier,
  pairByCode,
  pairingCode,
  pairOverApi,
} from './support/counter-device'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

describe('cashier PINs', () => {
  it('adds a cashier with a 6-digit PIN after refusing a common one; the till opens with it', async () => {
    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    const cashiers = owner.getByRole('region', { name: 'Cashiers' })
    await cashiers.getByLabel('Name').fill('Meena')
    await cashiers.getByLabel('PIN').fill('123456')
    await cashiers.getByRole('button', { name: 'Add cashier' }).click()
    await cashiers.getByText('This PIN is too easy to guess. Choose another.').waitFor()
    await cashiers.getByLabel('PIN').fill('804613')
    await cashiers.getByRole('button', { name: 'Add cashier' }).click()
    await cashiers.getByRole('list', { name: 'Cashiers' }).getByText('Meena').waitFor()

    const counterId = await addCounter(suite, 'Six digits')
    const device = await pairByCode(suite, (await pairingCode(suite, counterId)).code)
    await chooseCashier(device, 'Meena', '804613')
  })
})

describe('a till that guesses PINs', () => {
  it('locks itself; the owner sees it in Settings → Counters and unlocks it', async () => {
    const counterId = await addCounter(suite, 'Back room')
    const rogue = await pairOverApi(suite, counterId, 'Back room')
    const asDevice = { Authorization: `Bearer ${rogue.token}`, 'Content-Type': 'application/json' }
    const session = await suite.apiData<{ staff: { staff_id: string; name: string }[] }>(
      '/counter/session',
      { headers: asDevice },
    )
    const statuses: number[] = []
    for (const name of ['Asha', 'Ravi']) {
      const member = session.staff.find((s) => s.name === name)
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${suite.url}/api/v1/counter/cashier`, {
          method: 'POST',
          headers: asDevice,
          body: JSON.stringify({ staff_id: member?.staff_id, pin: '9090' }),
        })
        statuses.push(res.status)
      }
    }
    expect(statuses.at(-1)).toBe(429)

    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    const row = owner
      .getByRole('region', { name: 'Counters' })
      .getByTestId('counter-row')
      .filter({ hasText: 'Back room' })
    const notice = row.getByRole('alert')
    await notice.getByText(/^Locked after too many wrong PINs, until /).waitFor()
    await notice.getByText('Locked on this device after wrong PINs: Asha, Ravi').waitFor()
    const asked: string[] = []
    owner.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await notice.getByRole('button', { name: 'Unlock' }).click()
    await owner.getByText('Counter unlocked').waitFor()
    await notice.waitFor({ state: 'detached' })
    expect(asked).toEqual(['Unlock Back room? Its device can try PINs again.'])
    // The till may try again, and Asha's right PIN opens it.
    const asha = session.staff.find((s) => s.name === 'Asha')
    const again = await fetch(`${suite.url}/api/v1/counter/cashier`, {
      method: 'POST',
      headers: asDevice,
      body: JSON.stringify({ staff_id: asha?.staff_id, pin: '4826' }),
    })
    expect(again.status).toBe(200)
  })
})
