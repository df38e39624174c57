/**
 * Counter mode: a shop counter leaves the QR screen open, so the device must stay awake and
 * announce a payment out loud. Every browser API here is optional and degrades quietly.
 */
import { getLanguage, SOURCE_LANGUAGE, withTexts } from '../i18n/i18n'
import { chooseVoiceLanguage, voiceLanguage, type VoiceLanguage } from './voice-language'
import type * as VoiceWords from './voice-words'

export { agreement } from './voice-language'

// The counter's language is the device's one choice (lib/counter-support/voice-language.ts, lib/i18n/i18n.ts): its
// screens and its voice follow it, and choosing it here chooses it for the device.
export type CounterLanguage = VoiceLanguage
export const loadCounterLanguage = voiceLanguage
export const saveCounterLanguage = chooseVoiceLanguage

/**
 * The spoken words (voice-words.ts) and their texts (the `sale` part, with the sale's screen and
 * notices) load with the first announcement: a cold counter downloads neither (decision 032's
 * budget). The language is chosen when asked, the words said once they are there.
 */
let words: Promise<typeof VoiceWords> | undefined
function loadWords(): Promise<typeof VoiceWords> {
  words ??= withTexts(['sale'], () => import('./voice-words')).catch((error: unknown) => {
    words = undefined
    throw error
  })
  return words
}

/** The language an announcement can be spoken in now: the screen's if the voice speaks it. */
function speakable(language: CounterLanguage): CounterLanguage {
  return language === getLanguage() ? language : SOURCE_LANGUAGE
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
    chime(this.audio)
    const spoken = speakable(language)
    this.speakWords((w) => w.announcementText(amount, spoken), spoken)
  }

  /** The same chime, then the late-payment words (see lateAnnouncementText). */
  announceLate(amount: number, language: CounterLanguage): void {
    chime(this.audio)
    const spoken = speakable(language)
    this.speakWords((w) => w.lateAnnouncementText(amount, spoken), spoken)
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
    this.speakWords((w) => w.refundAnnouncementText(amount, after, spoken), spoken)
  }

  /** Says the words once voice-words.ts and its texts are loaded (at once after the first time). */
  private speakWords(text: (w: typeof VoiceWords) => string, language: CounterLanguage): void {
    void loadWords().then(
      (w) => this.speak(text(w), language),
      () => undefined,
    )
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
}

/** The counter's two rising notes before a payment is spoken (the Speaker's summary uses it too). */
export function chime(ctx: AudioContext | null): void {
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
