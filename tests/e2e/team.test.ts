/**
 * A business is a team (product.md §2.15), in Chromium against the production build and a
 * real sandbox: the owner invites a person from Settings → Team, the invitation is read from the
 * sandbox's outbox, the link opened in another browser, the password set; the person lands on the
 * dashboard signed in and sees only what their role may use; a screen their role can't use says
 * so; deactivated, their open page's next call signs them out and /login says why. Then axe on
 * Team, /invite, /forgot-password and /reset-password at 375 and 1280 px, in English and Hindi.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { DEMO, signIn } from './support/browser'
import { mailedLink } from './support/mail'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

// Strong by zxcvbn (the gateway's check): four unrelated words.
const PASSWORD = 'Kettle-Monsoon-Ledger-Tamarind-42'

/** A fresh address per test: the sandbox keeps its people across the file's tests. */
const address = (who: string) => `${who}.${Date.now().toString(36)}@example.com`

/** Invites over the API as the owner; the invitation link from the outbox. */
async function invite(name: string, email: string, role: string): Promise<string> {
  await suite.apiData('/merchant/team/invitations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, role }),
  })
  return mailedLink(suite.sandbox, email, '/invite#')
}

it('invites a person who sets a password, lands signed in and sees only their role', async () => {
  const owner = await suite.newPage()
  await signIn(owner, suite.url)
  await owner.goto(`${suite.url}/settings/team`)
  await owner.getByRole('heading', { name: 'Team', level: 2 }).waitFor()
  await owner.getByRole('button', { name: 'Invite a person' }).click()
  const dialog = owner.getByRole('dialog', { name: 'Invite a person' })
  const email = address('meera')
  await dialog.getByLabel('Name').fill('Meera Iyer')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Role').selectOption('finance')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await owner.getByText(`Invitation sent to ${email}`).waitFor()
  const row = owner.getByTestId('team-row').filter({ hasText: email })
  await row.getByText('Invited', { exact: true }).waitFor()

  // The invitee, in a browser of their own, follows the mailed link.
  const link = await mailedLink(suite.sandbox, email, '/invite#')
  expect(new URL(link).pathname).toBe('/invite')
  const invitee = await suite.newPage()
  await invitee.goto(link)
  await invitee.getByRole('heading', { name: `Join ${DEMO.businessName}` }).waitFor()
  await invitee.getByText('Meera Iyer', { exact: true }).waitFor()
  await invitee.getByText(email, { exact: true }).waitFor()
  await invitee.getByText('Finance', { exact: true }).waitFor()
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click()
  await invitee.waitForURL((url) => url.pathname === '/dashboard')

  // Finance: no counter, no payment links; payouts they prepare wait for an approver (decision
  // 076), so 'Send Payout' is theirs; their name and role in the menu.
  await invitee.getByRole('button', { name: /Acme Stores|Account menu/ }).click()
  await invitee.locator('#user-menu').getByText('Meera Iyer · Finance').waitFor()
  const nav = invitee.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Reports' }).waitFor()
  expect(await nav.getByRole('link', { name: 'Counter' }).count()).toBe(0)
  const quick = invitee.getByRole('navigation', { name: 'Quick actions' })
  await quick.getByRole('link', { name: /View Reports/ }).waitFor()
  expect(await quick.getByRole('link', { name: /Create Payment/ }).count()).toBe(0)
  await quick.getByRole('link', { name: /Send Payout/ }).waitFor()
  await invitee.goto(`${suite.url}/settings`)
  await invitee.getByText('Business Profile').waitFor()
  expect(await invitee.getByText('API Credentials').count()).toBe(0)
  expect(await invitee.getByRole('link', { name: 'Team' }).count()).toBe(0)
  // A screen their role can't use, opened by its address: said calmly, with a way back.
  await invitee.goto(`${suite.url}/settings/team`)
  await invitee.getByRole('heading', { name: "Your role can't open this page" }).waitFor()
  await invitee.getByRole('link', { name: 'Go to the dashboard' }).click()
  await invitee.waitForURL((url) => url.pathname === '/dashboard')

  // The owner sees them active, then deactivates them: their open page closes within 5 s.
  await owner.reload()
  await row.getByText('Active', { exact: true }).waitFor()
  await row.getByRole('button', { name: 'Deactivate Meera Iyer' }).click()
  const confirm = owner.getByRole('dialog', { name: 'Deactivate Meera Iyer?' })
  await confirm.getByText(/Their sessions end now/).waitFor()
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await row.getByText('Deactivated', { exact: true }).waitFor()

  // Untouched, the open dashboard closes itself: its live stream ends, and the next attempt's
  // refusal is explained by an ordinary call's 401.
  await invitee.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 })
  await invitee.getByRole('alert').getByText('Your access to this business was removed').waitFor()

  await owner.context().close()
  await invitee.context().close()
})

it('says the same after a forgotten password whether the account exists or not', async () => {
  const page = await suite.newPage()
  await page.goto(`${suite.url}/login`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.waitForURL((url) => url.pathname === '/forgot-password')
  for (const email of ['demo@example.com', address('nobody')]) {
    await page.goto(`${suite.url}/forgot-password`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await page
      .getByRole('status')
      .getByText("If an account exists for this email, we've sent a link")
      .waitFor()
  }
  await page.context().close()
})

it('sets a new password from the mailed link and signs in with it', async () => {
  const email = address('ravi')
  const inviteLink = await invite('Ravi Kumar', email, 'viewer')
  const page = await suite.newPage()
  await page.goto(inviteLink)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.context().close()

  const forgot = await suite.newPage()
  await forgot.goto(`${suite.url}/forgot-password`)
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send link' }).click()
  await forgot.getByRole('status').waitFor()
  const resetLink = await mailedLink(suite.sandbox, email, '/reset-password#')
  await forgot.goto(resetLink)
  const fresh = `${PASSWORD}-Papaya`
  await forgot.getByLabel('New password', { exact: true }).fill(fresh)
  await forgot.getByRole('button', { name: 'Save new password' }).click()
  await forgot.waitForURL((url) => url.pathname === '/login')
  await forgot.getByText('Password changed. Sign in with your new password.').waitFor()
  await signIn(forgot, suite.url, email, fresh)
  await forgot.context().close()
})

/** This work's texts (id → text) in a catalogue. */
function catalogue(file: string): Map<string, string> {
  const text = readFileSync(join(__dirname, '../../src/locales', file), 'utf8')
  const entries = new Map<string, string>()
  for (const [, id, message] of text.matchAll(
    /^msgid "((?:team|account|people)\.[^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm,
  )) {
    entries.set(id!, JSON.parse(`"${message!}"`) as string)
  }
  return entries
}
const hindi = catalogue('hi.po')
/** Their plain English texts that Hindi writes differently: none may be left on a Hindi page. */
const ENGLISH = new Set(
  [...catalogue('en.po')]
    .filter(([id, text]) => !/[{}]/.test(text) && hindi.get(id) !== text)
    .map(([, text]) => text),
)

async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.children.length === 0 && el.getClientRects().length > 0)
      .filter((el) => !el.closest('.sr-only, option'))
      .map((el) => el.textContent?.trim() ?? ''),
  )
  return texts.filter((text) => ENGLISH.has(text))
}

/** Opens a page in `language` (the device's choice, as the switcher keeps it). */
async function pageIn(
  language: 'en' | 'hi',
  width: number,
  height: number,
  signedIn = false,
): Promise<Page> {
  // Signed in as the demo owner without the form (its labels are in the page's language).
  const storageState = signedIn ? await suite.storedSession() : undefined
  const context = await suite.newContext({ viewport: { width, height }, storageState })
  await context.addInitScript((code) => localStorage.setItem('portalLanguage', code), language)
  return context.newPage()
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('axe at $label width', ({ label, width, height }) => {
  it.each([{ language: 'en' as const }, { language: 'hi' as const }])(
    'finds no serious or critical violation on Team, /invite, /forgot-password, /reset-password in $language',
    async ({ language }) => {
      const findings: Finding[] = []
      const where = (screen: string) => `${label} ${language} ${screen}`
      const check = async (page: Page, screen: string) => {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
        expect(
          await overflow(page),
          `${where(screen)} is wider than the screen`,
        ).toBeLessThanOrEqual(0)
        if (language === 'hi') expect(await englishLeft(page), where(screen)).toEqual([])
        findings.push(...(await audit(page, where(screen))))
      }
      const inviteLink = await invite('Asha Rao', address('asha'), 'operations')

      const page = await pageIn(language, width, height)
      await page.goto(`${suite.url}/forgot-password`)
      await page.locator('#forgot-email').waitFor()
      await check(page, '/forgot-password')
      await page.locator('form button[type="submit"]').click()
      await page.getByRole('alert').waitFor()
      await check(page, '/forgot-password (error)')
      await page.goto(`${suite.url}/reset-password#not-a-real-token`)
      await page.locator('#reset-password').waitFor()
      await check(page, '/reset-password')
      await page.goto(inviteLink)
      await page.locator('#invite-password').waitFor()
      await check(page, '/invite')
      await page.context().close()

      const owner = await pageIn(language, width, height, true)
      await owner.goto(`${suite.url}/settings/team`)
      await owner.getByTestId('team-row').first().waitFor()
      await check(owner, 'Settings → Team')
      await owner.locator('#team-title ~ button, section button.btn-primary').first().click()
      await owner.locator('#invite-name').waitFor()
      await check(owner, 'Invite a person')
      await owner.context().close()

      expect(findings, describeFindings(findings)).toEqual([])
    },
  )
})
