import { LANGUAGES, useT } from '../../../lib/i18n'
import * as m from '../messages'
import type { CounterMode } from '../use-counter-mode'

// The languages the voice speaks (lib/voice-language.ts), each named in its own words.
const VOICE_LANGUAGES = LANGUAGES.filter(({ code }) => code === 'en' || code === 'hi')

/** The 'Counter mode' switch and the announcement language. */
export function CounterModeControls({ mode }: { mode: CounterMode }) {
  const t = useT()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
      <button
        type="button"
        role="switch"
        aria-checked={mode.enabled}
        onClick={mode.toggle}
        className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors motion-reduce:transition-none ${
            mode.enabled ? 'bg-brand-600' : 'bg-slate-300'
          }`}
        >
          <span
            className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              mode.enabled ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </span>
        {t(m.counterMode)}
      </button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span>{t(m.announceIn)}</span>
        <select
          value={mode.language}
          onChange={(e) => mode.setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          className="input min-h-9 w-auto py-1"
        >
          {VOICE_LANGUAGES.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
