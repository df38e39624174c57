import type { CounterDevice } from '../../lib/session/device-store'
import { endDevice } from '../../lib/session/device-store'
import { sumPaise, type Paise } from '../../lib/money/paise'
import { fetchDay, RefusedError, type SpeakerDay, type SpeakerPayment } from './api'
import { Announcer, type Announcement } from './announcer'
import { keepHeard, readHeard } from './heard-store'
import { SpeakerStream } from './stream'
import { SpeakerVoice } from './speaker-voice'
import { summaryText } from './speaker-words'

/*
 * One open Speaker: the stream, today's list, what has been said and the voice, as one snapshot
 * the screen draws (useSyncExternalStore). On every `ready` (a connect or a reconnect) the list is
 * read again and whatever this device has not said yet is said: one payment as it is, several as
 * one summary. A device set up just now starts from now: today's earlier payments are listed,
 * not said.
 */
export type SpeakerView = {
  live: boolean
  day: SpeakerDay | null
  /** The last summary said (several payments missed while disconnected). */
  summary: string | null
  soundOn: boolean
  /** The gateway refused the credential, with its words. */
  ended: string | null
}

export class SpeakerSession {
  private view: SpeakerView = { live: false, day: null, summary: null, soundOn: false, ended: null }
  private readonly listeners = new Set<() => void>()
  private readonly voice = new SpeakerVoice()
  private readonly stream: SpeakerStream
  private announcer: Announcer | null = null
  private fresh = false
  private reread: Promise<void> | null = null
  private again = false
  private readonly onOnline = () => this.stream.retryNow()
  private readonly onOffline = () => this.stream.pause()

  constructor(private readonly device: CounterDevice) {
    this.stream = new SpeakerStream(device.token, {
      onReady: () => void this.read(),
      onPaid: (payment) => this.paid(payment),
      onLive: (live) => this.update({ live }),
      onRefused: (message) => this.refused(message),
    })
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = (): SpeakerView => this.view

  async start(): Promise<void> {
    const heard = await readHeard()
    this.fresh = heard === null
    this.announcer = new Announcer(heard ?? [])
    this.update({ soundOn: this.voice.start() })
    window.addEventListener('online', this.onOnline)
    window.addEventListener('offline', this.onOffline)
    this.stream.start()
  }

  stop(): void {
    window.removeEventListener('online', this.onOnline)
    window.removeEventListener('offline', this.onOffline)
    this.stream.stop()
    this.voice.stop()
  }

  turnOnSound(): void {
    this.voice.turnOn()
    this.update({ soundOn: true })
  }

  private update(change: Partial<SpeakerView>): void {
    this.view = { ...this.view, ...change }
    for (const listener of this.listeners) listener()
  }

  /** Today's list again (one read at a time; one more if asked meanwhile). */
  private read(): Promise<void> {
    if (this.reread) {
      this.again = true
      return this.reread
    }
    this.reread = this.readOnce().finally(() => {
      this.reread = null
      if (this.again) {
        this.again = false
        void this.read()
      }
    })
    return this.reread
  }

  private async readOnce(): Promise<void> {
    try {
      const day = await fetchDay(this.device.token)
      const announcer = this.announcer
      if (!announcer) return
      if (this.fresh) {
        announcer.silence(day.payments)
        this.fresh = false
      } else {
        this.say(announcer.take(day.payments))
      }
      void keepHeard(announcer.ids())
      this.update({ day })
    } catch (error) {
      if (error instanceof RefusedError) this.refused(error.message)
      // Otherwise the next `ready` reads it again.
    }
  }

  private paid(payment: SpeakerPayment): void {
    const announcer = this.announcer
    if (!announcer) return
    const announcement = announcer.take([payment])
    if (!announcement) return
    void keepHeard(announcer.ids())
    this.say(announcement)
    // On screen at once; the gateway's figures follow.
    const day = this.view.day
    if (day && !day.payments.some((p) => p.transactionId === payment.transactionId)) {
      const add = (total: Paise) => sumPaise([total, payment.amount])
      this.update({
        day: {
          total: add(day.total),
          count: day.count + 1,
          shift: day.shift ? { ...day.shift, total: add(day.shift.total) } : null,
          payments: [payment, ...day.payments],
        },
      })
    }
    void this.read()
  }

  private say(announcement: Announcement | null): void {
    if (!announcement) return
    if (announcement.kind === 'summary')
      this.update({ summary: summaryText(announcement.payments) })
    this.voice.say(announcement)
  }

  private refused(message: string): void {
    this.stop()
    endDevice(message)
    this.update({ ended: message, live: false })
  }
}
