/**
 * 2-step sign-in end to end (product.md "Security", "The login's second step", "Step-up",
 * "Activity"): the demo owner turns 2-step on in Settings → Security with a code this test makes
 * from the key on screen, signs out, signs in with a code, then with a recovery code (whose
 * second use is refused); Regenerate Secret asks 'Confirm it's you' once the sign-in's own
 * step-up has lapsed; the Activity screen lists and filters what happened. axe on the screens at
 * 375 and 1280 px, in English and Hindi.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { DEMO } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()
const STEP_MS = 30_000

/** What the test knows of the authenticator it set up. */
const app: { secret: string; recovery: string[]; lastStep: number } = {
  secret: '',
  recovery: [],
  lastStep: 0,
}

/**
 * A code the gateway has not seen: each is single use, and it takes the current or next 30 s
 * step, so this waits (at most a step) until a step after the last one used is among those.
 */
async function nextCode(): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(app.secret) })
  while (Math.floor(Date.now() / STEP_MS) + 1 <= app.lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  const now = Date.now()
  const step = Math.max(Math.floor(now / STEP_MS), app.lastStep + 1)
  app.lastStep = step
  return totp.generate({ timestamp: step * STEP_MS + 1 })
}

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto(`${suite.url}/login`)
  await page.getByLabel('Username or Email').fill(DEMO.username)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function signOut(page: Page): Promise<void> {
  await page.locator('button[aria-controls="user-menu"]').click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
}

/** The gateway's record of this page's session: its step-up set `minutes` back. */
async function ageStepUp(page: Page, minutes: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  expect(token).toBeTruthy()
  const db = new Database(join(suite.sandbox.dataDir, 'sandbox.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const hash = createHash('sha256')
      .update(token ?? '')
      .digest('hex')
    db.prepare(
      'UPDATE sessions SET stepped_up_at = ?, created_at = min(created_at, ?) WHERE token_hash = ?',
    ).run(Date.now() - minutes * 60_000, Date.now() - minutes * 60_000, hash)
  } finally {
    db.close()
  }
}

describe('2-step sign-in', () => {
  let signedIn: Page

  it('turns on with the key on screen and a code made from it; the recovery codes show once', async () => {
    const page = await suite.newPage({ signIn: true, path: '/settings/security' })
    await page.getByText('Off. Signing in asks only for your password.').waitFor()
    await page.getByRole('button', { name: 'Turn on', exact: true }).click()
    await page
      .getByRole('img', { name: 'QR code to add this account to an authenticator app' })
      .waitFor()
    app.secret = (await page.getByTestId('two-step-secret').textContent()) ?? ''
    expect(app.secret).toMatch(/^[A-Z2-7]{16,}$/)
    await page.getByLabel('Enter the 6-digit code the app shows').fill(await nextCode())
    await page.getByRole('button', { name: 'Turn on 2-step' }).click()
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await codes.first().waitFor()
    app.recovery = await codes.allTextContents()
    expect(app.recovery).toHaveLength(10)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download (.txt)' }).click()
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.getByText('On. Signing in asks for a code from your authenticator app.').waitFor()
    await page.getByText('10 recovery codes left').waitFor()
    await signOut(page)
    await page.context().close()
  })

  it('signs in with a code from the app, then with a recovery code once', async () => {
    const page = await suite.newPage()
    await signInWithPassword(page)
    const code = page.getByLabel('Enter the 6-digit code from your authenticator app')
    await code.fill('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('alert').getByText(/code/i).waitFor()
    await code.fill(await nextCode())
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await signOut(page)

    await signInWithPassword(page)
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByLabel('Enter one of your recovery codes').fill(app.recovery[0] ?? '')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    signedIn = page

    // The same recovery code again, on another device: refused with the gateway's words.
    const other = await suite.newPage()
    await signInWithPassword(other)
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await other.getByLabel('Enter one of your recovery codes').fill(app.recovery[0] ?? '')
    await other.getByRole('button', { name: 'Verify' }).click()
    await other.getByRole('alert').waitFor()
    expect(new URL(other.url()).pathname).toBe('/login')
    expect(await other.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    await other.context().close()
  })

  it("asks 'Confirm it's you' on Regenerate Secret once the step-up has lapsed, and honours it", async () => {
    const page = signedIn
    await ageStepUp(page, 6)
    await page.goto(`${suite.url}/settings`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: /Regenerate Secret/i }).click()
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" })
    await dialog.getByLabel('6-digit code').fill(await nextCode())
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('API secret regenerated successfully').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
  })

  it('lists those actions in Activity and filters them, in the URL', async () => {
    const page = signedIn
    await page.goto(`${suite.url}/settings/activity`)
    await page.getByRole('cell', { name: 'Regenerated the API secret' }).first().waitFor()
    expect(
      await page.getByRole('cell', { name: 'Signed in', exact: true }).count(),
    ).toBeGreaterThan(1)
    await page.getByLabel('Action').selectOption({ label: 'Regenerated the API secret' })
    await page.waitForURL((url) => url.searchParams.get('action') === 'api_secret.regenerated')
    await page
      .getByRole('cell', { name: 'Signed in', exact: true })
      .first()
      .waitFor({ state: 'detached' })
    expect(await page.getByRole('cell', { name: 'Regenerated the API secret' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.getByRole('cell', { name: 'Signed in', exact: true }).first().waitFor()
  })
})

describe.each([
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 900 },
])('axe at $label width', ({ label, width, height }) => {
  it.each(['en', 'hi'])(
    'Security, Activity and the second step are clean in %s',
    async (language) => {
      const page = await suite.newPage({ viewport: { width, height } })
      const findings: Finding[] = []
      await page.goto(`${suite.url}/login`)
      if (language === 'hi') await page.getByLabel('Language').selectOption('hi')
      await page.locator('#identifier').fill(DEMO.username)
      await page.locator('#password').fill(DEMO.password)
      await page.locator('form button[type=submit]').first().click()
      await page.locator('#two-step-code').waitFor()
      findings.push(...(await audit(page, `${label} ${language} /login second step`)))
      await page.locator('#two-step-code').fill(await nextCode())
      await page.locator('#two-step-code').press('Enter')
      await page.waitForURL((url) => url.pathname === '/dashboard')
      for (const path of ['/settings/security', '/settings/activity']) {
        await page.goto(`${suite.url}${path}`)
        await page.locator('main h2').first().waitFor()
        await page.locator('main section, main table').first().waitFor()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        )
        expect(overflow, `${label} ${language} ${path} overflows`).toBe(false)
        findings.push(...(await audit(page, `${label} ${language} ${path}`)))
      }
      await page.context().close()
      expect(findings, describeFindings(findings)).toEqual([])
    },
  )
})
