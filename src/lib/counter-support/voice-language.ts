import { getLanguage, LANGUAGES, setLanguage, useLanguage } from '../i18n/i18n'

/**
 * The languages the counter's voice speaks. Its words, like the counter's screens, come from the
 * catalogue and follow the device's one language choice
 * (lib/i18n/i18n.ts; product.md, Languages): on the owner's device the portal's, on a paired counter
 * device that counter's own (setLanguageOwner), so a counter set to Hindi shows and announces
 * Hindi while the owner's portal elsewhere keeps English. A language the voice cannot speak yet
 * announces in English.
 */
export type VoiceLanguage = 'en' | 'hi'

/** The languages the voice speaks, each named in its own words (the language switcher's names). */
export const VOICE_LANGUAGES = LANGUAGES.filter(({ code }) => code === 'en' || code === 'hi')

export function voiceLanguageOf(code: string): VoiceLanguage {
  return code === 'hi' ? 'hi' : 'en'
}

export function voiceLanguage(): VoiceLanguage {
  return voiceLanguageOf(getLanguage())
}

/** Choosing the counter's language ('Announce in') chooses the device's language. */
export function chooseVoiceLanguage(language: VoiceLanguage): void {
  void setLanguage(language).catch(() => undefined)
}

/** The counter's language in a component: it renders again when the device's language changes. */
export function useVoiceLanguage(): VoiceLanguage {
  return voiceLanguageOf(useLanguage())
}
