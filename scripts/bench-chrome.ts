/**
 * Helpers for `npm run bench`: a headless Chromium we start ourselves (so Lighthouse can attach to
 * its debugging port and a page can be frozen for real: decision 022), small statistics and
 * the sandbox's sign-in.
 */
import { CHROME_ARGS, startOwnChromium, type OwnChromium } from '../tests/e2e/support/browser'

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

/** Headless Chromium with a fresh profile and a debugging port, attached over CDP (e2e's own). */
export function startChrome(): Promise<OwnChromium> {
  return startOwnChromium(BENCH_CHROME_ARGS)
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
