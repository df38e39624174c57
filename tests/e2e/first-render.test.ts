/**
 * A cold start with a stored session (issue 16), in Chromium against the production build. The
 * router resolves the screen before React's first render (src/app.tsx; the unit test
 * app-boot.test.ts checks that), but waits at most a second for it: when the screen's code is
 * slow, the router's own loading screen (announced, unlike the boot splash) takes over.
 */
import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ contextDefaults: { serviceWorkers: 'block' } })

/** A context holding a signed-in session, with nothing cached. */
async function signedInContext(): Promise<BrowserContext> {
  const signedIn = await suite.newContext()
  const page = await signedIn.newPage()
  await signIn(page, suite.url)
  const storageState = await signedIn.storageState()
  await signedIn.close()
  return suite.newContext({ storageState, viewport: { width: 412, height: 823 } })
}

describe('a cold start', () => {
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
