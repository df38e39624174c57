import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'
import { App, prepareApp } from './app'
import { registerServiceWorker } from './lib/pwa/sw-register'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root')

// Not a top-level await: an entry module that awaits is still evaluating, and every lazy chunk
// importing from the boot code (each screen's code) waits for it to finish. The first screen's
// code, requested during prepareApp, could then never run before it (decision 041).
void start(rootElement)

async function start(container: HTMLElement): Promise<void> {
  const { router, firstScreen } = await prepareApp()

  // A transition render is time-sliced: React yields to the browser every few milliseconds
  // instead of building the first screen in one long task (on a throttled phone CPU that task
  // blocked input for 100-200 ms). The boot splash covers the few frames it takes.
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    )
  })

  // product.md §2: the initial loading screen goes 100 ms after the app has mounted.
  window.setTimeout(() => document.getElementById('boot-splash')?.remove(), 100)

  registerServiceWorker(firstScreen)
}
