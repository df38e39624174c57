import { useEffect, useEffectEvent, type RefObject } from 'react'
import { keyBelongsToFocus, keypadKeyFromKeyboard, type CounterKey } from './counter-amount'

type Options = {
  /** Only while the keypad is showing (not under the QR or success screen). */
  active: boolean
  /** The counter's own part of the page; keys focused elsewhere (menu, sidebar) are not ours. */
  rootRef: RefObject<HTMLElement | null>
  onKey: (key: CounterKey) => void
  onCharge: () => void
}

/**
 * The number row, the numpad, Backspace (delete), Escape (clear) and Enter (charge) on the
 * keypad. Keys typed into the note or the language select are theirs, Enter on a focused button
 * is the button's, and a held Enter charges once.
 */
export function useCounterKeyboard({ active, rootRef, onKey, onCharge }: Options): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return
    const key = keypadKeyFromKeyboard(event)
    if (!key || keyBelongsToFocus(event.target, event.key)) return
    const target = event.target
    if (target instanceof Node && target !== document.body && !rootRef.current?.contains(target)) {
      return
    }
    event.preventDefault()
    if (key !== 'charge') onKey(key)
    else if (!event.repeat) onCharge()
  })

  useEffect(() => {
    if (!active) return
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [active])
}
