/**
 * Known devices in a real Chromium against the production build and the sandbox (decision 044):
 * the browser keeps the device proof its sign-in was given, through Sign Out, and its next
 * sign-in carries it and gets in while strangers from other addresses keep the account's
 * password checks busy (which turns away a device without a proof: 429).
 */
import { request } from 'node:http'
import { setTimeout as pace } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { DEMO, signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

/** One wrong guess at demo from a loopback address other than the browser's 127.0.0.1. */
function guess(from: string): Promise<number> {
  const body = JSON.stringify({ identifier: DEMO.username, password: 'not-it' })
  return new Promise((resolve, reject) => {
    const req = request(
      `${suite.url}/api/v1/merchant/auth/login`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('a known device', () => {
  it('signs in again while the account is under attack, carrying its proof', async () => {
    const page = await suite.newPage({ signIn: true })
    await page.getByRole('button', { name: DEMO.businessName }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    const kept = await page.evaluate(() => localStorage.getItem('deviceProofs'))
    expect(kept).toMatch(/"proof":"d1\./)

    // Strangers guess from 40 addresses until their guesses are turned away: the account is
    // slowed down and its password checks are all taken.
    let attacking = true
    let refused = 0
    const guesses: Promise<number>[] = []
    const attack = (async () => {
      for (let n = 0; attacking && n < 2_000; n++) {
        guesses.push(guess(`127.0.1.${(n % 40) + 1}`).then((s) => (s === 429 && refused++, s)))
        // The attack's pace (25 guesses a second), not a wait for anything.
        await pace(40)
      }
    })()
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(3)

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/merchant/auth/login'))
    await signIn(page, suite.url)
    const body = (await sent).postDataJSON() as { device_proofs?: string[] }
    expect(body.device_proofs).toHaveLength(1)
    expect(body.device_proofs?.[0]).toMatch(/^d1\./)
    await expect.poll(() => page.getByRole('button', { name: DEMO.businessName }).count()).toBe(1)

    attacking = false
    await attack
    const statuses = await Promise.all(guesses)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    await page.context().close()
  })
})
