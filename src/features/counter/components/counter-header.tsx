import type { ReactNode } from 'react'
import { VoiceLanguageSelect } from '../../../components/counter-support/voice-language-select'
import { useT } from '../../../lib/i18n/i18n'
import type { CounterVoice } from '../use-counter-voice'
import * as m from '../messages'
import { AlertsButton } from './alerts-button'

/** The counter's title and voice language, then the cashier and shift controls and the alerts. */
export function CounterHeader({ voice, toolbar }: { voice: CounterVoice; toolbar?: ReactNode }) {
  const t = useT()
  return (
    <>
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-2">
        <h2 id="counter-title" className="text-xl font-semibold text-slate-900">
          {t(m.heading)}
        </h2>
        <VoiceLanguageSelect
          label={t(m.languageLabel)}
          value={voice.language}
          onChange={voice.setLanguage}
        />
      </div>
      {/* Space kept from the first paint: the shift bar arrives with the counter's session
          and must not push the keypad down. The alerts button is drawn with the first paint:
          added a moment later, it wrapped a paired device's shift bar onto another line and
          moved the keypad (Lighthouse's layout shift 0.11). */}
      <div className="flex min-h-11 shrink-0 flex-wrap items-center gap-2 max-sm:flex-nowrap">
        {toolbar}
        <AlertsButton label={t(m.alertsButton)} />
      </div>
    </>
  )
}
