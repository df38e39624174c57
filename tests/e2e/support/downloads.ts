/**
 * What a page downloads, as the download budgets count it (decision 023; tests/e2e/budget.test.ts,
 * scripts/bench-cold-size.ts): each script and stylesheet of the portal's origin, gzip -9.
 *
 *   const recorder = recordDownloads(page, suite.url)
 *   await page.goto(…); await recorder.settled()
 *   kb(recorder.downloads())
 */
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

export type Download = { url: string; type: 'script' | 'stylesheet'; gzipBytes: number }

/**
 * Records every script and stylesheet of the origin the page loads, with its gzip size, once per
 * URL (a file served again from the browser cache is not downloaded twice).
 */
export function recordDownloads(page: Page, origin: string) {
  const downloads = new Map<string, Download>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (!response.url().startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return
    pending.push(
      response
        .body()
        .then((body) => {
          const gzipBytes = gzipSync(body, { level: 9 }).length
          downloads.set(response.url(), { url: response.url(), type, gzipBytes })
        })
        .catch(() => undefined),
    )
  })
  return {
    downloads: () => [...downloads.values()],
    settled: async () => {
      await Promise.all(pending)
    },
  }
}

/**
 * The dashboard follows the gateway's event stream, a request that stays open, so the page would
 * never be 'networkidle'. The stream downloads no code: answered 404 here (a gateway without it),
 * the portal stops asking and the page settles, with every chunk it fetches still counted.
 */
export function noEventStream(page: Page) {
  return page.route('**/api/v1/merchant/events', (route) => route.fulfill({ status: 404 }))
}

/** The downloads' total in KB (1,024 bytes). */
export const kb = (downloads: readonly Download[]) =>
  downloads.reduce((sum, d) => sum + d.gzipBytes, 0) / 1024
