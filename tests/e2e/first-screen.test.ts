/**
 * A cold start with a stored session (decision 041), in Chromium against the production
 * build. The router resolves the screen (its code, its loader) before React's first render
 * (src/app.tsx; tests/unit/app-boot.test.ts checks that), waiting no longer than it would before
 * showing its loading screen.
 */
import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ contextDefaults: { serviceWorkers: 'block' } })

/** A context holding a signed-in session, with nothing cached. */
async function signedInContext(): Promise<BrowserContext> {
  const storageState = await suite.signedInState()
  return suite.newContext({ storageState, viewport: { width: 412, height: 823 } })
}

describe('a cold start', () => {
  it('builds the screen without waiting on any timer', async () => {
    // With the page's clock stopped, no timeout ever fires, the bounded wait for the screen
    // included. The screen's code must still run and its first render show it: code that could
    // only run once that wait gave up (a top-level await in the entry holding every lazy chunk
    // back) would leave the splash up for good.
    const context = await signedInContext()
    const page = await context.newPage()
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto(`${suite.url}/counter`)
    await page.getByRole('group', { name: 'Keypad' }).waitFor({ timeout: 10_000 })
    await context.close()
  })

  it('shows the loading screen when the screen’s code is slow, then the screen', async () => {
    const context = await signedInContext()
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    // The counter's own chunk is held until the loading screen has been seen.
    await context.route(/\/assets\/counter-[^/]*\.js$/, async (route) => {
      await released
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(`${suite.url}/counter`)
    await page.getByRole('status').getByText('Loading').waitFor({ timeout: 5_000 })
    expect(await page.getByRole('group', { name: 'Keypad' }).count()).toBe(0)
    release()
    await page.getByRole('group', { name: 'Keypad' }).waitFor()
    await context.close()
  })
})
