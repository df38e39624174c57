import { VoiceLanguageSelect } from '../../../components/counter-support/voice-language-select'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import type { CounterMode } from '../use-counter-mode'

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
      <VoiceLanguageSelect
        label={t(m.announceIn)}
        value={mode.language}
        onChange={mode.setLanguage}
        compact
      />
    </div>
  )
}
