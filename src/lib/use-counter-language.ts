import { useSyncExternalStore } from 'react'
import { loadCounterLanguage, subscribeCounterLanguage, type CounterLanguage } from './counter-mode'

/** The counter's language (its voice and its words), live across the counter's screens. */
export function useCounterLanguage(): CounterLanguage {
  return useSyncExternalStore(subscribeCounterLanguage, loadCounterLanguage, () => 'en')
}
