import { toast } from '../toast/toast'
import { t } from '../i18n/i18n'
import * as m from '../i18n/messages'
import { onUpdatesReleased, updatesHeld } from '../payment-watch/update-gate'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Runs `task` when the main thread is next idle (within `timeoutMs` at the latest). */
function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: timeoutMs })
  } else {
    window.setTimeout(task, 1)
  }
}

/**
 * Registers the service worker (production builds only: the dev server has none) in prompt mode:
 * a waiting version is offered with a 'Reload' action, never activated behind the merchant's back.
 *
 * Not before `firstScreen` has loaded and the page is idle: installing precaches the whole app
 * (~1.3 MB), which on a first visit over a slow network competed with the screen's own code and
 * data (Lighthouse on /dashboard: 0.5-1.2 s of blocking time with it, ~0.15 s without).
 */
export function registerServiceWorker(firstScreen: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        )
  // A screen that fails to load must not cost the merchant the worker: register anyway.
  void Promise.all([loaded, firstScreen.catch(() => undefined)]).then(() =>
    whenIdle(() => void register().catch(() => undefined), 5000),
  )
}

/**
 * workbox-window is imported here, once the page is idle, not with the boot code: nothing needs
 * it before then, and its ~2 KB gzip are better spent on the sign-in page (docs/decisions/056).
 */
async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })

  const offer = () => {
    if (updatesHeld()) {
      const stop = onUpdatesReleased(() => {
        stop()
        offer()
      })
      return
    }
    toast(t(m.newVersion), {
      id: 'sw-update',
      duration: Infinity,
      action: {
        label: t(m.reload),
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      },
    })
  }

  wb.addEventListener('waiting', offer)
  try {
    const registration = await wb.register({ immediate: true })
    if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS)
  } catch {
    // A browser may refuse the worker (storage blocked, a private window): the portal works on
    // without its offline cache and background watch, as on the dev server.
  }
}
