import { chime, CounterModeController } from '../../lib/counter-support/counter-mode'
import { voiceLanguage } from '../../lib/counter-support/voice-language'
import { toRupees } from '../../lib/money/paise'
import type { Announcement } from './announcer'
import { summaryText } from './speaker-words'

/*
 * The Speaker's voice: the counter's (lib/counter-support/counter-mode.ts) for one payment — the
 * chime, then 'पचास रुपये प्राप्त हुए' in the device's language — and the wake lock it holds,
 * taken again whenever the page is shown. A browser that needs a tap before it may make a sound
 * gets one ('Tap to turn on sound'); what comes before it is kept and said after it.
 */
const SOUND_KEY = 'speakerSound'

export class SpeakerVoice {
  private readonly counter = new CounterModeController()
  private audio: AudioContext | null = null
  private pending: Announcement[] = []
  private on = false
  private ready = false
  private lock: WakeLockSentinel | null = null
  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') void this.keepAwake()
  }

  /**
   * Keeps the screen on from the start (no tap needed for that), and sound if allowed. The audio
   * and speech themselves wait for the first payment or the tap: creating them took 119 ms of a
   * 4× throttled phone's main thread, all of it in the Speaker's first second (bench-trace).
   */
  start(): boolean {
    void this.keepAwake()
    document.addEventListener('visibilitychange', this.onVisibility)
    this.on = remembered() && autoplayAllowed()
    return this.on
  }

  /** The counter's audio and speech, made once, on first use. */
  private prepare(): void {
    if (this.ready) return
    this.ready = true
    this.counter.enable()
  }

  private async keepAwake(): Promise<void> {
    if (this.lock && !this.lock.released) return
    try {
      this.lock = (await navigator.wakeLock?.request('screen')) ?? null
    } catch {
      // Refused (battery saver, a hidden page): taken again when the page is shown.
    }
  }

  get soundOn(): boolean {
    return this.on
  }

  /** From the tap: sound on for the rest of this visit, and what came meanwhile said now. */
  turnOn(): void {
    this.prepare()
    const Ctor = window.AudioContext as (new () => AudioContext) | undefined
    try {
      this.audio ??= Ctor ? new Ctor() : null
      void this.audio?.resume()
    } catch {
      this.audio = null
    }
    this.on = true
    try {
      sessionStorage.setItem(SOUND_KEY, '1')
    } catch {
      // Not remembered: the next visit asks again.
    }
    const waiting = this.pending.flatMap((a) => (a.kind === 'one' ? [a.payment] : a.payments))
    this.pending = []
    const [first] = waiting
    if (first) {
      this.say(
        waiting.length === 1
          ? { kind: 'one', payment: first }
          : { kind: 'summary', payments: waiting },
      )
    }
  }

  say(announcement: Announcement): void {
    if (!this.on) {
      this.pending.push(announcement)
      return
    }
    this.prepare()
    const language = voiceLanguage()
    if (announcement.kind === 'one') {
      this.counter.announce(toRupees(announcement.payment.amount), language)
      return
    }
    chime(this.audio)
    try {
      const utterance = new SpeechSynthesisUtterance(summaryText(announcement.payments))
      utterance.lang = language === 'hi' ? 'hi-IN' : 'en-IN'
      window.speechSynthesis?.speak(utterance)
    } catch {
      // No speech: the summary is on screen.
    }
  }

  stop(): void {
    this.counter.disable()
    this.ready = false
    document.removeEventListener('visibilitychange', this.onVisibility)
    void this.lock?.release().catch(() => undefined)
    this.lock = null
    void this.audio?.close().catch(() => undefined)
    this.audio = null
  }
}

function remembered(): boolean {
  try {
    return sessionStorage.getItem(SOUND_KEY) === '1'
  } catch {
    return false
  }
}

/** Whether this page may make a sound without a tap now (a reload after one, on most browsers). */
function autoplayAllowed(): boolean {
  const nav = navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }
  if (nav.userActivation?.hasBeenActive) return true
  const Ctor = window.AudioContext as (new () => AudioContext) | undefined
  if (!Ctor) return false
  try {
    const probe = new Ctor()
    const running = probe.state === 'running'
    void probe.close().catch(() => undefined)
    return running
  } catch {
    return false
  }
}
