import { getLanguage, setLanguage, useLanguage } from './i18n'

/**
 * The languages the counter's voice speaks. It follows the portal's language on the device
 * (product.md, Languages): a counter set to Hindi announces in Hindi, and a paired counter device
 * keeps its own choice because the choice is its own (local storage). A portal language the voice
 * cannot speak yet announces in English.
 */
export type VoiceLanguage = 'en' | 'hi'

export function voiceLanguageOf(code: string): VoiceLanguage {
  return code === 'hi' ? 'hi' : 'en'
}

export function voiceLanguage(): VoiceLanguage {
  return voiceLanguageOf(getLanguage())
}

/** Choosing the voice's language chooses the portal's language on this device. */
export function chooseVoiceLanguage(language: VoiceLanguage): void {
  void setLanguage(language).catch(() => undefined)
}

/** The voice's language in a component: it renders again when the portal's language changes. */
export function useVoiceLanguage(): VoiceLanguage {
  return voiceLanguageOf(useLanguage())
}
