import { Workbox } from 'workbox-window'
import { toast } from 'sonner'
import { onUpdatesReleased, updatesHeld } from './update-gate'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker (production builds only: the dev server has none) in prompt mode:
 * a waiting version is offered with a 'Reload' action, never activated behind the merchant's back.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })

  const offer = () => {
    if (updatesHeld()) {
      const stop = onUpdatesReleased(() => {
        stop()
        offer()
      })
      return
    }
    toast('A new version is available', {
      id: 'sw-update',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      },
    })
  }

  wb.addEventListener('waiting', offer)
  void wb.register().then((registration) => {
    if (!registration) return
    window.setInterval(() => void registration.update(), UPDATE_CHECK_MS)
  })
}
