import type { PageToWorker, WatchMessage } from '../../../src/lib/payment-watch/sw-protocol'

/*
 * A service worker controlling the page, for unit tests of what a screen asks of it
 * (lib/payment-watch/sw-bridge.ts posts to navigator.serviceWorker.controller):
 *
 *   const worker = stubServiceWorker()   // in a beforeEach or a test
 *   …render, act…
 *   expect(worker.lastWatch()?.notices).toMatchObject(…)
 *   worker.restore()                     // unmount first: a screen says 'unwatch' as it goes
 */
export type ServiceWorkerStub = {
  /** Every message the page posted, in order. */
  posted: PageToWorker[]
  /** The last 'watch' request posted. */
  lastWatch(): WatchMessage | undefined
  restore(): void
}

export function stubServiceWorker(): ServiceWorkerStub {
  const posted: PageToWorker[] = []
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: { postMessage: (message: PageToWorker) => posted.push(message) },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  })
  return {
    posted,
    lastWatch: () => posted.filter((m): m is WatchMessage => m.type === 'watch').at(-1),
    restore: () => Reflect.deleteProperty(navigator, 'serviceWorker'),
  }
}
