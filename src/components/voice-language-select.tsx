import { LANGUAGES } from '../lib/i18n'
import type { VoiceLanguage } from '../lib/voice-language'

// The languages the voice speaks (lib/voice-language.ts), each named in its own words.
const VOICE_LANGUAGES = LANGUAGES.filter(({ code }) => code === 'en' || code === 'hi')

type Props = {
  label: string
  value: VoiceLanguage
  onChange: (language: VoiceLanguage) => void
  /** The select's height: 'touch' (44 px) on the counter, 'compact' in the payment modal. */
  size: 'touch' | 'compact'
}

/** The language the counter announces in, shown and spoken: the counter's and the link's. */
export function VoiceLanguageSelect({ label, value, onChange, size }: Props) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span>{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value === 'hi' ? 'hi' : 'en')}
        className={`input w-auto py-1 ${size === 'touch' ? 'min-h-11' : 'min-h-9'}`}
      >
        {VOICE_LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
