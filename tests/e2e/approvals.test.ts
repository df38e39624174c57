/**
 * Four eyes on money out (product.md §2.19), in Chromium against the production build and a real
 * sandbox with the gateway's default tiers: an Operations person sends a payout above ₹10,000 and
 * sees it 'Pending approval'; the Owner approves it from the inbox after 'Confirm it's you'
 * (password) and it goes on; a second one the Owner rejects with a reason, which the Operations
 * person reads. Then axe on the inbox and Settings → Approvals at 375 and 1280 px, in English and
 * Hindi.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { DEMO, signIn } from './support/browser'
import { mailedLink } from './support/mail'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

const PASSWORD = 'Kettle-Monsoon-Ledger-Tamarind-42'
const email = `asha.ops.${Date.now().toString(36)}@example.com`

type Payout = { payout_id: string; reference_id: string; status: string }

async function payoutByReference(reference: string): Promise<Payout> {
  const body = await suite.api<{ data: Payout[] }>(
    `/payout/list?page=1&limit=20&search=${reference}`,
  )
  const payout = body.data.find((p) => p.reference_id === reference)
  if (!payout) throw new Error(`no payout with reference ${reference}`)
  return payout
}

/** An Operations person of the demo business, invited by the owner and with a password set. */
async function operationsPerson(): Promise<void> {
  await suite.apiData('/merchant/team/invitations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Ops', email, role: 'operations' }),
  })
  const link = await mailedLink(suite.sandbox, email, '/invite#')
  const token = new URL(link).hash.slice(1)
  const accepted = await fetch(`${suite.sandbox.url}/api/v1/merchant/auth/invitation/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password: PASSWORD }),
  })
  expect(accepted.status).toBe(200)
}

/** The sign-in's own step-up lapsed (5 minutes), so a guarded call asks again. */
async function ageStepUp(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const db = new Database(join(suite.sandbox.dataDir, 'sandbox.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const hash = createHash('sha256')
      .update(token ?? '')
      .digest('hex')
    const then = Date.now() - 6 * 60_000
    db.prepare(
      'UPDATE sessions SET stepped_up_at = ?, created_at = min(created_at, ?) WHERE token_hash = ?',
    ).run(then, then, hash)
  } finally {
    db.close()
  }
}

async function initiate(page: Page, reference: string, amount: string, account: string) {
  await page.goto(`${suite.url}/payouts/create`)
  await page.getByRole('heading', { name: 'Create Payout' }).waitFor()
  await page.getByLabel('Reference ID').fill(reference)
  await page.getByLabel('Amount (INR)').fill(amount)
  await page.getByLabel(/^Name/).fill('Ravi Kumar')
  await page.getByLabel(/^Account Number/).fill(account)
  await page.getByLabel('Re-enter account number').fill(account)
  await page.getByLabel('IFSC Code').fill('hdfc0001234')
  await page.getByRole('button', { name: 'Initiate Payout' }).click()
  const review = page.getByRole('dialog', { name: 'Review payout' })
  await review.getByRole('button', { name: 'Confirm and send' }).click()
}

describe('approvals', () => {
  const approvedRef = `E2E-AP-${Date.now()}`
  const rejectedRef = `E2E-RJ-${Date.now()}`

  it('a payout above ₹10,000 waits; the Owner approves it from the inbox after a step-up', async () => {
    await operationsPerson()
    const maker = await suite.newPage()
    await signIn(maker, suite.url, email, PASSWORD)
    await initiate(maker, approvedRef, '20000', '501000009911')
    await maker.getByText('Sent for approval: the payout goes once it is approved').waitFor()
    await maker.waitForURL((url) => url.pathname === '/payouts')
    const makerRow = maker.getByTestId('payout-row').filter({ hasText: approvedRef })
    await makerRow.getByText('pending approval').waitFor()
    expect((await payoutByReference(approvedRef)).status).toBe('pending_approval')

    const owner = await suite.newPage()
    await signIn(owner, suite.url)
    await ageStepUp(owner)
    const nav = owner.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: /Approvals.*1 waits? for you/ }).click()
    await owner.waitForURL((url) => url.pathname === '/approvals')
    const card = owner.getByTestId('approval-row').filter({ hasText: 'Ravi Kumar' }).first()
    await card.getByText('Asha Ops').waitFor()
    await card.getByRole('button', { name: /^Approve ₹20,000\.00 to Ravi Kumar/ }).click()
    const confirm = owner.getByRole('dialog', { name: "Confirm it's you" })
    await confirm.getByLabel('Password').fill(DEMO.password)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await owner.getByText('Approved: the money is on its way').waitFor()
    await expect
      .poll(async () => (await payoutByReference(approvedRef)).status, { timeout: 10_000 })
      .not.toBe('pending_approval')

    // The maker's details show who approved it.
    await maker.reload()
    await makerRow.getByRole('button', { name: /View payout/ }).click()
    const details = maker.getByRole('dialog', { name: 'Payout Details' })
    await details.getByText(/Approved by Demo|Approved by .*\(owner\)/).waitFor()
    await maker.context().close()
    await owner.context().close()
  })

  it('a rejection with a reason reaches the maker', async () => {
    const maker = await suite.newPage()
    await signIn(maker, suite.url, email, PASSWORD)
    await initiate(maker, rejectedRef, '15000', '501000009912')
    await maker.getByText('Sent for approval: the payout goes once it is approved').waitFor()

    const owner = await suite.newPage()
    await signIn(owner, suite.url)
    await owner.goto(`${suite.url}/approvals`)
    const card = owner.getByTestId('approval-row').filter({ hasText: '₹15,000.00' }).first()
    await card.getByRole('button', { name: /^Reject ₹15,000\.00/ }).click()
    const dialog = owner.getByRole('dialog', { name: 'Reject request' })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('Please give a reason for rejecting').waitFor()
    await dialog.getByLabel(/Reason/).fill('Wrong account: ask the supplier again')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await owner.getByText('Request rejected').waitFor()
    expect((await payoutByReference(rejectedRef)).status).toBe('rejected')

    await maker.goto(`${suite.url}/approvals`)
    await maker.getByRole('button', { name: 'My requests' }).click()
    const mine = maker.getByTestId('approval-row').filter({ hasText: '₹15,000.00' }).first()
    await mine.getByText(/Rejected by .*: Wrong account: ask the supplier again/).waitFor()
    await maker.goto(`${suite.url}/payouts`)
    await maker
      .getByTestId('payout-row')
      .filter({ hasText: rejectedRef })
      .getByText('rejected')
      .waitFor()
    await maker.context().close()
    await owner.context().close()
  })
})

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('axe at $label width', ({ width, height }) => {
  it.each([{ language: 'en' as const }, { language: 'hi' as const }])(
    'finds no serious or critical violation on the inbox and Settings → Approvals in $language',
    async ({ language }) => {
      const storageState = await suite.storedSession()
      const context = await suite.newContext({ viewport: { width, height }, storageState })
      await context.addInitScript((code) => localStorage.setItem('portalLanguage', code), language)
      const page = await context.newPage()
      const findings: Finding[] = []
      await page.goto(`${suite.url}/approvals`)
      await page.locator('#approvals-title').waitFor()
      await page.locator('main ul, main .card').first().waitFor()
      findings.push(...(await audit(page, `/approvals ${language} ${width}`)))
      await page.goto(`${suite.url}/settings/approvals`)
      await page.locator('#tiers-payout-title').waitFor()
      findings.push(...(await audit(page, `/settings/approvals ${language} ${width}`)))
      expect(findings, describeFindings(findings)).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await context.close()
    },
  )
})
