/**
 * Counter mode: a shop counter leaves the QR screen open, so the device must stay awake and
 * announce a payment out loud. Every browser API here is optional and degrades quietly.
 */
import { chooseVoiceLanguage, voiceLanguage, type VoiceLanguage } from '../../lib/voice-language'

// The voice follows the portal's language on this device (lib/voice-language.ts).
export type CounterLanguage = VoiceLanguage
export const loadCounterLanguage = voiceLanguage
export const saveCounterLanguage = chooseVoiceLanguage

/** "500 rupees" / "500 रुपये"; paise are spoken only when present. */
function spokenAmount(amount: number, language: CounterLanguage): string {
  const rupees = Math.floor(amount)
  const paise = Math.round((amount - rupees) * 100)
  if (language === 'hi') return paise ? `${rupees} रुपये ${paise} पैसे` : `${rupees} रुपये`
  return paise ? `${rupees} rupees ${paise} paise` : `${rupees} rupees`
}

/** "Received 500 rupees" / "500 रुपये प्राप्त हुए"; paise are spoken only when present. */
export function announcementText(amount: number, language: CounterLanguage): string {
  const spoken = spokenAmount(amount, language)
  return language === 'hi' ? `${spoken} प्राप्त हुए` : `Received ${spoken}`
}

/**
 * A payment that arrived after its QR had expired (a late UPI credit): worded differently from a
 * live success, so the cashier knows it is not the customer in front of them.
 */
export function lateAnnouncementText(amount: number, language: CounterLanguage): string {
  const spoken = spokenAmount(amount, language)
  return language === 'hi' ? `देर से भुगतान प्राप्त हुआ, ${spoken}` : `Late payment received, ${spoken}`
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
   * Must run inside the user's tap, or in a task the tap queued (use-counter-voice.ts): audio,
   * speech and permission prompts need a gesture.
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
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined)
    }
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
    this.speak(announcementText(amount, language), language)
  }

  /** The same chime, then the late-payment words (see lateAnnouncementText). */
  announceLate(amount: number, language: CounterLanguage): void {
    this.chime()
    this.speak(lateAnnouncementText(amount, language), language)
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
