/**
 * Waiting on what the page does, not on time. A test waits for the thing it checks (a locator,
 * `expect.poll`, a response); what is left is here:
 *
 * pageSettled(page): the page has run every task queued so far and drawn its frame (an idle
 *   callback runs only then), and its finite animations and transitions have finished. For checks
 *   of what the page has already done: CSP violation events and unhandled rejections (queued as
 *   tasks), a layout measured by a ResizeObserver, a toast or dialog that has finished sliding in.
 * quietFor(page, ms, { requests }?): the few checks that something does NOT happen (no second
 *   stream, no broadcast after a wipe, no payment shown before its poll): nothing can be awaited,
 *   so the test lets `ms` pass, and says so. With `requests`, the quiet is the network's: it ends
 *   once `ms` have passed with no matching request started or still in flight.
 */
import type { Page, Request } from 'playwright-core'

const IDLE_TIMEOUT_MS = 2_000

export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async (timeout) => {
    const idle = () =>
      new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout }))
    await idle()
    // Transitions start in the frame after the change that triggers them: wait for the ones
    // that end (a spinner's infinite animation never does).
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    if (ending.length > 0) await idle()
  }, IDLE_TIMEOUT_MS)
}

export async function quietFor(
  page: Page,
  ms: number,
  options: { requests?: (request: Request) => boolean } = {},
): Promise<void> {
  const matches = options.requests
  if (!matches) {
    await page.waitForTimeout(ms)
    return
  }
  const inFlight = new Set<Request>()
  await new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const restart = () => {
      clearTimeout(timer)
      if (inFlight.size === 0) timer = setTimeout(done, ms)
    }
    const started = (request: Request) => {
      if (!matches(request)) return
      inFlight.add(request)
      restart()
    }
    const ended = (request: Request) => {
      if (inFlight.delete(request)) restart()
    }
    function done() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      resolve()
    }
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    restart()
  })
}
