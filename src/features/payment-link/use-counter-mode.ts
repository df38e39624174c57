import { useEffect, useRef, useState } from 'react'
import {
  askNotificationPermission,
  canAskNotifications,
  CounterModeController,
  saveCounterLanguage,
  type CounterLanguage,
} from '../../lib/counter-support/counter-mode'
import type { PaymentStatus } from '../../lib/payment-watch/payment-status-machine'
import { useVoiceLanguage } from '../../lib/counter-support/voice-language'

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
        // Turning counter mode on is the merchant's clear choice to be alerted to this payment.
        if (canAskNotifications()) void askNotificationPermission()
        setEnabled(true)
      }
    },
    setLanguage: saveCounterLanguage,
  }
}
