/**
 * Helpers for `npm run bench`: a headless Chromium we start ourselves (so Lighthouse can attach to
 * its debugging port and a page can be frozen for real: decision 022), small statistics and
 * the sandbox's sign-in.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from '../tests/e2e/support/browser'

export type OwnChrome = { port: number; wsUrl: string; browser: Browser; stop(): Promise<void> }

/**
 * The e2e flags, and no omnibox popup: Chromium 15x's headless browser loads its omnibox popup
 * (a Lit web app, chrome://omnibox-popup.top-chrome) in renderers of its own at start, and their
 * 100-190 ms tasks ran beside the measured page's load on this 2-core machine. A phone's browser
 * runs no such page, so a figure taken beside it measured the desktop browser, not the portal.
 */
export const BENCH_CHROME_ARGS = [
  ...CHROME_ARGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
]

/** Headless Chromium with a fresh profile and `--remote-debugging-port=0`, attached over CDP. */
export async function startChrome(): Promise<OwnChrome> {
  const profile = mkdtempSync(join(tmpdir(), 'mp-bench-chrome-'))
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless',
      ...BENCH_CHROME_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code}):\n${output}`))
    })
  })
  const port = Number(new URL(wsUrl).port)
  // noDefaults: no focus emulation, so a frozen page really stops its timers.
  const browser = await chromium.connectOverCDP(wsUrl, { noDefaults: true })
  return {
    port,
    wsUrl,
    browser,
    async stop() {
      await browser.close().catch(() => undefined)
      child.kill('SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, 200))
      // Chromium's helper processes can still be writing into the profile for a moment after
      // the browser process is gone (ENOTEMPTY).
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export type Session = { token: string; merchant: unknown }

/** Signs in over the API: the token and merchant record the portal keeps in localStorage. */
export async function apiSession(
  baseUrl: string,
  username = 'demo',
  password = 'Demo@1234',
): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: username, password }),
  })
  const body = (await response.json()) as { data?: { token?: string; merchant?: unknown } }
  if (!response.ok || !body.data?.token) throw new Error(`sign-in failed: HTTP ${response.status}`)
  return { token: body.data.token, merchant: body.data.merchant }
}
