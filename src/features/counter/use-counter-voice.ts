import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CounterModeController,
  saveCounterLanguage,
  type CounterLanguage,
} from '../../lib/counter-support/counter-mode'
import { useVoiceLanguage } from '../../lib/counter-support/voice-language'
import type { RefundedAfter } from './counter-state'

export type CounterVoice = {
  language: CounterLanguage
  setLanguage: (language: CounterLanguage) => void
  /**
   * Call from the cashier's first tap or key press: audio, speech and the wake lock need a user
   * gesture. Later calls do nothing.
   */
  arm: () => void
  announce: (amount: number) => void
  announceLate: (amount: number) => void
  /** A payment the gateway sent back to the customer (decision 050), and why. */
  announceRefunded: (amount: number, after: RefundedAfter) => void
}

/**
 * Counter mode for the whole counter screen (unlike the modal's, which lives for one payment):
 * the screen stays awake from the first tap until the counter is left, and every confirmed
 * payment is chimed and spoken in the chosen language.
 */
export function useCounterVoice(): CounterVoice {
  const [controller] = useState(() => new CounterModeController())
  const language = useVoiceLanguage()
  const armed = useRef(false)
  // Announcements read the language at the moment they play, not when a callback was made.
  const languageRef = useRef(language)

  useEffect(() => {
    languageRef.current = language
  }, [language])

  useEffect(
    () => () => {
      armed.current = false
      controller.disable()
    },
    [controller],
  )

  const arm = useCallback(() => {
    if (armed.current) return
    armed.current = true
    // In a task of its own, after the press that armed it has drawn its digit: creating the
    // audio context alone took 4-37 ms of a 4× throttled main thread, all of it in front of the
    // counter's first digit (decision 042). A timer set inside the tap still counts as the tap's
    // (Chromium's user activation lasts seconds; WebKit hands a gesture on to timers set in it).
    window.setTimeout(() => {
      if (armed.current) controller.enable()
    }, 0)
  }, [controller])

  const announce = useCallback(
    (amount: number) => controller.announce(amount, languageRef.current),
    [controller],
  )

  const announceLate = useCallback(
    (amount: number) => controller.announceLate(amount, languageRef.current),
    [controller],
  )

  const announceRefunded = useCallback(
    (amount: number, after: RefundedAfter) =>
      controller.announceRefunded(amount, after, languageRef.current),
    [controller],
  )

  const setLanguage = useCallback((next: CounterLanguage) => saveCounterLanguage(next), [])

  return { language, setLanguage, arm, announce, announceLate, announceRefunded }
}
