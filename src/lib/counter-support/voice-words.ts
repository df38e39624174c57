import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { getLanguage, SOURCE_LANGUAGE, t } from '../i18n/i18n'
import { fromRupees } from '../money/paise'
import { agreement, type VoiceLanguage as CounterLanguage } from './voice-language'
import * as m from './voice-messages'

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
