/**
 * When a cold first screen is drawn, read in the page without Playwright's selector engine: its
 * injected script costs the page a 75–160 ms task at 4× CPU, which a count of the page's own
 * long tasks must not include (tests/e2e/main-thread.test.ts, scripts/bench-trace.ts).
 *
 *   await context.addInitScript({ content: DRAWN_PROBE })  // before the page loads
 *   const drawnAt = await drawnAt(page)                    // performance.now() of that frame
 *
 * Drawn: /dashboard's summary figures, or /counter's keypad and today's collected figure, in
 * the DOM with the boot splash gone; the time is taken in the next animation frame.
 */
import type { Page } from 'playwright-core'

/** Plain JS source: tsx would wrap named functions in a `__name` helper the page does not have. */
export const DRAWN_PROBE = `(() => {
  const main = () => (document.querySelector('main') || {}).textContent || ''
  const ready = {
    '/dashboard': () => main().includes('Total Payin Amount') && /₹\\s?[\\d,]+\\.\\d\\d/.test(main()),
    '/counter': () =>
      !!document.querySelector('[role=group][aria-label=Keypad]') && main().includes('Collected'),
    '/speaker': () => main().includes('Connected'),
  }[location.pathname]
  if (!ready) return
  const tick = () => {
    if (ready() && !document.getElementById('boot-splash')) {
      requestAnimationFrame(() => {
        if (window.__drawnAt === undefined) window.__drawnAt = performance.now()
      })
      return
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

/** Waits (up to 30 s) for the probe's frame and returns its performance.now(). */
export async function drawnAt(page: Page): Promise<number> {
  // A string, not a function: tsx (the bench) would wrap a named inner function in `__name`.
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      if (window.__drawnAt !== undefined) resolve(window.__drawnAt)
      else if (Date.now() - started > 30000) reject(new Error('the screen was not drawn'))
      else setTimeout(check, 50)
    }
    check()
  })`)
}
