import { useEffect, useRef, useState } from 'react'
import { useVoiceLanguage } from '../../lib/voice-language'
import { CounterModeController, saveCounterLanguage, type CounterLanguage } from './counter-mode'
import type { PaymentStatus } from './status-machine'

export type CounterMode = {
  enabled: boolean
  language: CounterLanguage
  /** Call from the switch's click handler: the browser needs the user's gesture. */
  toggle: () => void
  setLanguage: (language: CounterLanguage) => void
}

/**
 * Counter mode for one open payment: wake lock while waiting, chime + spoken amount once the
 * server says success, everything released on a terminal state or when the modal closes.
 */
export function useCounterMode(status: PaymentStatus, amount: number): CounterMode {
  const [controller] = useState(() => new CounterModeController())
  const [enabled, setEnabled] = useState(false)
  const language = useVoiceLanguage()
  const announced = useRef(false)

  useEffect(() => () => controller.disable(), [controller])

  useEffect(() => {
    if (!enabled || status === 'pending') return
    controller.releaseWakeLock()
    if (status === 'success' && !announced.current) {
      announced.current = true
      controller.announce(amount, language)
    }
  }, [enabled, status, amount, language, controller])

  return {
    enabled,
    language,
    toggle: () => {
      if (enabled) {
        controller.disable()
        setEnabled(false)
      } else {
        controller.enable()
        setEnabled(true)
      }
    },
    setLanguage: saveCounterLanguage,
  }
}
