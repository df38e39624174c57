/**
 * Counter mode: a shop counter leaves the QR screen open, so the device must stay awake and
 * announce a payment out loud. Every browser API here is optional and degrades quietly.
 */
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { getLanguage, SOURCE_LANGUAGE, t } from '../i18n/i18n'
import { chooseVoiceLanguage, voiceLanguage, type VoiceLanguage } from './voice-language'
import * as m from './voice-messages'
import { fromRupees } from '../money/paise'

// The counter's language is the device's one choice (lib/counter-support/voice-language.ts, lib/i18n/i18n.ts): its
// screens and its voice follow it, and choosing it here chooses it for the device.
export type CounterLanguage = VoiceLanguage
export const loadCounterLanguage = voiceLanguage
export const saveCounterLanguage = chooseVoiceLanguage

/*
 * The spoken words come from the catalogue (voice-messages.ts), in the voice's language: the
 * language on screen, whose texts are loaded. The voice speaks English and Hindi only (with an
 * en-IN or hi-IN voice): a screen in another language is announced in English, the source, whose
 * words are in the code.
 */
let source: I18n | null = null
function say(
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
  language: CounterLanguage,
): string {
  if (language === getLanguage()) return t(descriptor, values)
  if (!source) {
    source = setupI18n()
    source.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} })
  }
  return source._({ ...descriptor, values })
}

/** The language an announcement can be spoken in now: the screen's if the voice speaks it. */
function speakable(language: CounterLanguage): CounterLanguage {
  return language === getLanguage() ? language : SOURCE_LANGUAGE
}

/**
 * How a sentence's verb agrees with an amount, for messages that take `agree`: ₹1.00 and 1
 * paisa alone are singular ('one') in Hindi (चुकाया, प्राप्त हुआ), every other amount 'other'.
 */
export const agreement = (amount: number): 'one' | 'other' => {
  const total = fromRupees(amount)
  return total === 100 || total === 1 ? 'one' : 'other'
}

/**
 * The amount in words for speech, singular and plural right: '1 rupee', '2 rupees', '1 rupee
 * 50 paise', '1 paisa'; in Hindi '1 रुपया', '2 रुपये', '1 पैसा', '50 पैसे'. Paise are spoken only
 * when present; an amount under a rupee is its paise alone.
 */
export function spokenAmount(amount: number, language: CounterLanguage): string {
  const total = fromRupees(amount)
  const rupees = Math.floor(total / 100)
  const paise = total % 100
  const rupeeWords = say(m.rupees, { count: rupees }, language)
  if (!paise) return rupeeWords
  const paiseWords = say(m.paise, { count: paise }, language)
  if (!rupees) return paiseWords
  return say(m.rupeesAndPaise, { rupees: rupeeWords, paise: paiseWords }, language)
}

/**
 * "Received 500 rupees" / "500 रुपये प्राप्त हुए". The Hindi verb agrees with the amount: one
 * rupee (or one paisa alone) is singular, 'प्राप्त हुआ'.
 */
export function announcementText(amount: number, language: CounterLanguage): string {
  const spoken = spokenAmount(amount, language)
  return say(m.received, { amount: spoken, agree: agreement(amount) }, language)
}

/**
 * A payment that arrived after its QR had expired (a late UPI credit): worded differently from a
 * live success, so the cashier knows it is not the customer in front of them.
 */
export function lateAnnouncementText(amount: number, language: CounterLanguage): string {
  return say(m.lateReceived, { amount: spokenAmount(amount, language) }, language)
}

/**
 * A payment the gateway sent straight back to the customer (decision 050), after the QR was
 * cancelled or after the late window of one that expired: "77 rupees paid after the QR was
 * cancelled, refunded to the customer automatically". The Hindi verbs agree with the amount.
 */
export function refundAnnouncementText(
  amount: number,
  after: 'cancelled' | 'expired',
  language: CounterLanguage,
): string {
  const spoken = spokenAmount(amount, language)
  return say(m.refunded, { amount: spoken, after, agree: agreement(amount) }, language)
}

/** Where the browser can still be asked to show payment notifications. */
export function canAskNotifications(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default'
}

/**
 * Asks for notification permission: only from a button whose words say so (the counter's 'Turn
 * on payment alerts', the modal's 'Counter mode' switch), never as a side effect of typing an
 * amount. Resolves to whether alerts may be shown.
 */
export async function askNotificationPermission(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false
  try {
    return (await Notification.requestPermission()) === 'granted'
  } catch {
    return false
  }
}

type WakeLockSentinelLike = { release: () => Promise<void>; released?: boolean }
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> }

function wakeLockApi(): WakeLockLike | null {
  const nav = navigator as Navigator & { wakeLock?: WakeLockLike }
  return nav.wakeLock ?? null
}

type AudioContextCtor = new () => AudioContext

function audioContextCtor(): AudioContextCtor | null {
  const w = window as Window & { webkitAudioContext?: AudioContextCtor }
  return (window.AudioContext as AudioContextCtor | undefined) ?? w.webkitAudioContext ?? null
}

/** Owns the wake lock, the audio context and speech for one open payment modal or counter. */
export class CounterModeController {
  private lock: WakeLockSentinelLike | null = null
  private audio: AudioContext | null = null
  private wantLock = false
  private readonly onVisibility = () => {
    // The browser drops a screen wake lock whenever the page is hidden: take it again.
    if (document.visibilityState === 'visible' && this.wantLock) void this.acquireLock()
  }

  /**
   * Must run inside the user's tap, or in a task the tap queued (use-counter-voice.ts): audio
   * and speech need a gesture. It asks for no permission (askNotificationPermission does).
   */
  enable(): void {
    this.wantLock = true
    const Ctor = audioContextCtor()
    try {
      this.audio ??= Ctor ? new Ctor() : null
      void this.audio?.resume()
    } catch {
      this.audio = null
    }
    try {
      // An empty utterance inside the gesture unlocks speech for later, gesture-less use.
      window.speechSynthesis?.speak(new SpeechSynthesisUtterance(''))
    } catch {
      // No speech synthesis: the chime and the success view still work.
    }
    void this.acquireLock()
    document.addEventListener('visibilitychange', this.onVisibility)
  }

  /** A terminal status: the screen may sleep again, but the chime and speech still play. */
  releaseWakeLock(): void {
    this.wantLock = false
    document.removeEventListener('visibilitychange', this.onVisibility)
    void this.lock?.release().catch(() => undefined)
    this.lock = null
  }

  disable(): void {
    this.wantLock = false
    document.removeEventListener('visibilitychange', this.onVisibility)
    void this.lock?.release().catch(() => undefined)
    this.lock = null
    void this.audio?.close().catch(() => undefined)
    this.audio = null
  }

  /** Plays a two-note chime and speaks the amount. */
  announce(amount: number, language: CounterLanguage): void {
    this.chime()
    const spoken = speakable(language)
    this.speak(announcementText(amount, spoken), spoken)
  }

  /** The same chime, then the late-payment words (see lateAnnouncementText). */
  announceLate(amount: number, language: CounterLanguage): void {
    this.chime()
    const spoken = speakable(language)
    this.speak(lateAnnouncementText(amount, spoken), spoken)
  }

  /**
   * The refund words without the chime: the chime means money received, and this money went
   * back (see refundAnnouncementText).
   */
  announceRefunded(
    amount: number,
    after: 'cancelled' | 'expired',
    language: CounterLanguage,
  ): void {
    const spoken = speakable(language)
    this.speak(refundAnnouncementText(amount, after, spoken), spoken)
  }

  private speak(text: string, language: CounterLanguage): void {
    try {
      const synth = window.speechSynthesis
      if (!synth) return
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.lang = language === 'hi' ? 'hi-IN' : 'en-IN'
      synth.speak(utterance)
    } catch {
      // Speech unavailable: stay quiet rather than fail the success view.
    }
  }

  private async acquireLock(): Promise<void> {
    const api = wakeLockApi()
    if (!api || (this.lock && !this.lock.released)) return
    try {
      this.lock = await api.request('screen')
    } catch {
      this.lock = null
    }
  }

  private chime(): void {
    const ctx = this.audio
    if (!ctx) return
    try {
      const now = ctx.currentTime
      for (const [i, freq] of [880, 1318.5].entries()) {
        const osc = ctx.createOscillator()
        const gain = ctx.createGain()
        osc.frequency.value = freq
        gain.gain.setValueAtTime(0.0001, now + i * 0.18)
        gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.18 + 0.02)
        gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.5)
        osc.connect(gain).connect(ctx.destination)
        osc.start(now + i * 0.18)
        osc.stop(now + i * 0.18 + 0.55)
      }
    } catch {
      // Audio graph refused (suspended context): the spoken text still plays.
    }
  }
}
