import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './features/speaker/speaker.css'
import { SpeakerEnded, SpeakerScreen } from './features/speaker/components/speaker-screen'
import * as m from './features/speaker/messages'
import { isSpeakerDevice, keepSpeakerPage, markSpeaker } from './features/speaker/speaker-mark'
import { ensureTexts, startI18n, t } from './lib/i18n/i18n'
import { getDeviceState, restoreDevice } from './lib/session/device-store'

/*
 * The Speaker's page (speaker.html, decision 079): its own entry of the build, without the
 * portal's router, query cache or layout. It runs on a device paired as a Speaker; any other
 * device is sent to the counter, which pairs it or sells.
 */
const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('speaker.html has no #root')

void start(rootElement)

async function start(container: HTMLElement): Promise<void> {
  const { device, ended } = restoreDevice()
  const speaker = isSpeakerDevice()
  if ((!device && !ended) || (device && !speaker)) {
    // Not a Speaker (any more): the counter pairs it, or sells.
    await markSpeaker(false)
    location.replace('/counter')
    return
  }
  void markSpeaker(true)
  // The counter's language choice (lib/i18n/i18n.ts): its screens and its voice follow it.
  await Promise.all([startI18n('counter'), ensureTexts('pair')])
  document.title = t(m.title)
  const current = getDeviceState().device
  // The portal's service worker (the pairing page registered it): it opens this page offline. Asked
  // here too, so a Speaker whose worker was removed gets it back.
  if (import.meta.env.PROD) {
    void navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }
  createRoot(container).render(
    <StrictMode>
      {current ? <SpeakerScreen device={current} /> : <SpeakerEnded message={ended ?? ''} />}
    </StrictMode>,
  )
  if (current && import.meta.env.PROD) void keepSpeakerPage()
}
