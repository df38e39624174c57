import {
  VOICE_LANGUAGES,
  voiceLanguageOf,
  type VoiceLanguage,
} from '../../lib/counter-support/voice-language'

type Props = {
  /** 'Language' on the counter, 'Announce in' beside the payment modal's counter mode. */
  label: string
  value: VoiceLanguage
  onChange: (language: VoiceLanguage) => void
  /** The modal's smaller row; the counter's is a thumb's height (44 px). */
  compact?: boolean
}

/** The language the counter's voice announces in: the counter and the payment modal share it. */
export function VoiceLanguageSelect({ label, value, onChange, compact = false }: Props) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span>{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(voiceLanguageOf(e.target.value))}
        className={`input w-auto py-1 ${compact ? 'min-h-9' : 'min-h-11'}`}
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
