/**
 * Bundle budget: what a first visit to /login downloads, measured in Chromium against the
 * production build (so lazy chunks that /login never requests do not count), gzip-compressed
 * the way the sandbox could serve them. Fails when the JS exceeds its budget by more than 10 %.
 */
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSandbox, type Sandbox } from './support/sandbox'
import { launchBrowser } from './support/browser'

const LOGIN_JS_BUDGET_KB = 125
const TOLERANCE = 1.1

let sandbox: Sandbox
let browser: Browser

beforeAll(async () => {
  sandbox = await startSandbox()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
})

it(`keeps the /login JavaScript within ${LOGIN_JS_BUDGET_KB} KB gzip (+10 %)`, async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.startsWith(sandbox.url) || response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(url, gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`${sandbox.url}/login`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  await context.close()

  const totalKb = [...scripts.values()].reduce((sum, n) => sum + n, 0) / 1024
  console.log(`/login JS: ${totalKb.toFixed(1)} KB gzip over ${scripts.size} files`)
  expect(scripts.size).toBeGreaterThan(0)
  expect(totalKb).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB * TOLERANCE)
})
