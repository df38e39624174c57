/**
 * Payouts that reach the right person (product.md §2.8 as built), in a real Chromium against the
 * production build and the sandbox: the IFSC names its bank as it is typed, a re-entered account
 * that differs blocks the payout, the review comes before exactly one payout, a different name at
 * the bank warns, a saved beneficiary is reused; axe on the new dialog and panel at 375 and 1280.
 * Nothing mocked: the bank names come from the gateway's IFSC dataset, the names from the
 * sandbox's documented penny-drop rules (account number's last digit).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { inr } from './support/api'
import { audit, describeFindings, type Finding } from './support/axe'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Payout = { payout_id: string; reference_id: string; beneficiary_account: string }
type Beneficiary = { beneficiary_id: string; name: string; account_number: string }

async function payoutsWith(reference: string): Promise<Payout[]> {
  const body = await suite.api<{ data: Payout[] }>(
    `/payout/list?page=1&limit=20&search=${reference}`,
  )
  return body.data.filter((p) => p.reference_id === reference)
}

async function openForm(width = 1280, height = 900): Promise<Page> {
  const page = await suite.newPage({ signIn: true, viewport: { width, height } })
  await page.goto(`${suite.url}/payouts/create`)
  await page.getByRole('heading', { name: 'Create Payout' }).waitFor()
  return page
}

type Form = { reference: string; amount: string; name: string; account: string; again?: string }

async function fill(page: Page, form: Form): Promise<void> {
  await page.getByLabel('Reference ID').fill(form.reference)
  await page.getByLabel('Amount (INR)').fill(form.amount)
  await page.getByLabel(/^Name/).fill(form.name)
  await page.getByLabel(/^Account Number/).fill(form.account)
  await page.getByLabel('Re-enter account number').fill(form.again ?? form.account)
  await page.getByLabel('IFSC Code').fill('hdfc0001234')
  await page.getByText('HDFC Bank', { exact: true }).waitFor()
}

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review payout' })

describe('payouts that reach the right person', () => {
  it('an IFSC typed shows its bank; a malformed or unknown one is caught before the review', async () => {
    const page = await openForm()
    const ifsc = page.getByLabel('IFSC Code')
    await ifsc.fill('sbin0005678')
    await page.getByText('State Bank of India', { exact: true }).waitFor()
    await ifsc.fill('HDFC0ZZZZZZ')
    await page.getByText('No bank branch has this IFSC code').waitFor()
    await ifsc.fill('HDFC1234567')
    await page.getByText('Invalid IFSC code').waitFor()
    const reference = `E2E-IFSC-${Date.now()}`
    await page.getByLabel('Reference ID').fill(reference)
    await page.getByLabel('Amount (INR)').fill('10')
    await page.getByLabel(/^Name/).fill('Ravi Kumar')
    await page.getByLabel(/^Account Number/).fill('123456789012')
    await page.getByLabel('Re-enter account number').fill('123456789012')
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('payout-beneficiaryIfsc')
    expect(await reviewDialog(page).count()).toBe(0)
    expect(await payoutsWith(reference)).toEqual([])
    await page.context().close()
  })

  it('a re-entered account number that differs blocks the payout', async () => {
    const page = await openForm()
    const reference = `E2E-REENTRY-${Date.now()}`
    await fill(page, {
      reference,
      amount: '100',
      name: 'Ravi Kumar',
      account: '123456789012',
      again: '123456789013',
    })
    await page.getByRole('button', { name: 'Initiate Payout' }).dblclick()
    await page.getByText('Account numbers do not match').waitFor()
    expect(await reviewDialog(page).count()).toBe(0)
    expect(await payoutsWith(reference)).toEqual([])
    await page.context().close()
  })

  it('review, then confirm (double click), sends exactly one payout and saves its beneficiary', async () => {
    const page = await openForm()
    const reference = `E2E-REVIEW-${Date.now()}`
    const account = `5010${String(Date.now()).slice(-8, -1)}1` // ends in 1: the bank holds the name
    await fill(page, { reference, amount: '1500', name: 'Kavya Nair', account })
    await page.getByLabel('Save this beneficiary for future payouts').check()
    await page.getByRole('button', { name: 'Verify account' }).click()
    await page.getByText('Account verified: the bank holds the name KAVYA NAIR').waitFor()
    await page.getByRole('button', { name: 'Initiate Payout' }).dblclick()

    const review = reviewDialog(page)
    await review.getByText(inr.format(1509.5)).waitFor() // ₹5 + 0.3 %, from the gateway's quote
    const text = (await review.textContent()) ?? ''
    for (const part of [
      inr.format(1500),
      inr.format(9.5),
      'Total debited from wallet',
      'Kavya Nair',
      `•••• ${account.slice(-4)}`,
      'HDFC0001234',
      'HDFC Bank',
      'IMPS',
      'KAVYA NAIR (matches)',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain(account)
    expect(await payoutsWith(reference)).toEqual([]) // nothing sent before the confirm

    await review.getByRole('button', { name: 'Confirm and send' }).dblclick()
    await page.getByText('Payout approved and initiated successfully').waitFor()
    await page.waitForURL((url) => url.pathname === '/payouts')
    const sent = await payoutsWith(reference)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.beneficiary_account).toBe(account)
    const saved = await suite.apiData<Beneficiary[]>('/payout/beneficiaries')
    expect(saved.filter((b) => b.account_number === account)).toMatchObject([
      { name: 'Kavya Nair' },
    ])
    await page.context().close()
  })

  it('a saved beneficiary is reused: no typing, no re-entry, still the review', async () => {
    const account = `7020${String(Date.now()).slice(-8, -1)}3`
    await suite.apiData('/payout/beneficiaries', {
      method: 'POST',
      body: JSON.stringify({
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: account,
        beneficiary_ifsc: 'SBIN0005678',
      }),
    })
    const page = await openForm()
    const picker = page.getByLabel('Saved beneficiary')
    const option = picker.locator('option', { hasText: `Meera Iyer · •••• ${account.slice(-4)}` })
    await picker.selectOption((await option.getAttribute('value')) ?? '')
    expect(await page.getByLabel('Re-enter account number').count()).toBe(0)
    expect(await page.getByLabel(/^Account Number/).inputValue()).toBe(account)
    await page.getByText('State Bank of India', { exact: true }).waitFor()
    const reference = `E2E-SAVED-${Date.now()}`
    await page.getByLabel('Reference ID').fill(reference)
    await page.getByLabel('Amount (INR)').fill('200')
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    const review = reviewDialog(page)
    await review.getByText(`•••• ${account.slice(-4)}`).waitFor()
    await review.getByText('Meera Iyer').waitFor()
    await review.getByRole('button', { name: 'Confirm and send' }).click()
    await page.waitForURL((url) => url.pathname === '/payouts')
    const sent = await payoutsWith(reference)
    expect(sent).toMatchObject([{ beneficiary_account: account }])
    await page.context().close()
  })

  it('a different name at the bank shows both names and asks before the review', async () => {
    const page = await openForm()
    // Seeded vendor 5's account ends in 5: the sandbox bank holds another name for it.
    await fill(page, {
      reference: `E2E-NAME-${Date.now()}`,
      amount: '100',
      name: 'Vendor 5 Supplies',
      account: '501000000005',
    })
    await page.getByRole('button', { name: 'Verify account' }).click()
    const differs = page.getByRole('group', { name: 'The bank holds a different name' })
    await differs.waitFor()
    await differs.getByText('Vendor 5 Supplies').waitFor()
    const check = await suite.apiData<{ registered_name: string }>('/payout/validate-account', {
      method: 'POST',
      body: JSON.stringify({ account_number: '501000000005', ifsc: 'HDFC0001234' }),
    })
    await differs.getByText(check.registered_name).waitFor()
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await page.getByText('Choose which name to use before you continue').waitFor()
    expect(await reviewDialog(page).count()).toBe(0)
    await differs.getByRole('button', { name: 'Keep my name and continue' }).click()
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await reviewDialog(page)
      .getByText(`${check.registered_name} (differs; you confirmed the account)`)
      .waitFor()
    await page.context().close()
  })

  it('warns when the amount is far above the usual', async () => {
    const probe = await suite.apiData<{ largest_recent_payout: number | null }>(
      '/payout/quote?amount=1',
    )
    const largest = probe.largest_recent_payout
    if (largest === null) throw new Error('the seeded demo merchant has successful payouts')
    const page = await openForm()
    await fill(page, {
      reference: `E2E-USUAL-${Date.now()}`,
      amount: (largest * 3 + 1).toFixed(2),
      name: 'Ravi Kumar',
      account: '123456789012',
    })
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await reviewDialog(page)
      .getByText(
        `This amount is more than 3 times your largest recent payout (${inr.format(largest)}). Check it before you send.`,
      )
      .waitFor()
    await reviewDialog(page).getByRole('button', { name: 'Edit' }).click()
    await page.context().close()
  })

  describe.each([
    { label: 'phone', width: 375, height: 812 },
    { label: 'desktop', width: 1280, height: 900 },
  ])('axe at $label width', ({ label, width, height }) => {
    it('finds no serious or critical violation in the name check and the review', async () => {
      const page = await openForm(width, height)
      const findings: Finding[] = []
      await fill(page, {
        reference: `E2E-AXE-${label}-${Date.now()}`,
        amount: '100',
        name: 'Ravi Kumar',
        account: '123456789017',
      })
      await page.getByRole('button', { name: 'Verify account' }).click()
      await page.getByRole('group', { name: 'The bank holds a different name' }).waitFor()
      findings.push(...(await audit(page, `${label} name differs`)))
      await page.getByRole('button', { name: 'Initiate Payout' }).click()
      await page.getByText('Choose which name to use before you continue').waitFor()
      findings.push(...(await audit(page, `${label} name choice asked`)))
      await page.getByRole('button', { name: 'Keep my name and continue' }).click()
      await page.getByRole('button', { name: 'Initiate Payout' }).click()
      await reviewDialog(page).getByText('Total debited from wallet').waitFor()
      findings.push(...(await audit(page, `${label} Review payout`)))
      await page.context().close()
      expect(findings, describeFindings(findings)).toEqual([])
    })
  })
})
