import { useEffect, useEffectEvent, type RefObject } from 'react'
import { keyBelongsToFocus, keypadKeyFromKeyboard, type CounterKey } from './counter-amount'

type Options = {
  /**
   * 'keypad': keys type and Enter charges; 'success': a digit typed on 'Payment Received!'
   * starts the next sale with it; 'off': under the customer's QR, keys do nothing.
   */
  mode: 'keypad' | 'success' | 'off'
  /** The counter's own part of the page; keys focused elsewhere (menu, sidebar) are not ours. */
  rootRef: RefObject<HTMLElement | null>
  onKey: (key: CounterKey) => void
  onCharge: () => void
  onNextSale: (key: CounterKey) => void
}

/**
 * The number row, the numpad, Backspace (delete), Escape (clear) and Enter (charge) on the
 * keypad. Keys typed into the note or the language select are theirs, Enter on a focused button
 * is the button's (except a keypad key's: see keyBelongsToFocus), and a held Enter charges once.
 */
export function useCounterKeyboard({ mode, rootRef, onKey, onCharge, onNextSale }: Options): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return
    const key = keypadKeyFromKeyboard(event)
    if (!key || keyBelongsToFocus(event.target, event.key)) return
    if (mode === 'success') {
      // The success screen is a dialog above the counter: its keys are ours too. Only a digit
      // or the point starts the next sale; Enter stays on 'Next customer'.
      if (key === 'charge' || key === 'delete' || key === 'clear') return
      event.preventDefault()
      onNextSale(key)
      return
    }
    const target = event.target
    if (target instanceof Node && target !== document.body && !rootRef.current?.contains(target)) {
      return
    }
    // Also cancels a focused keypad key's own activation by Enter (it would type its digit).
    event.preventDefault()
    if (key !== 'charge') onKey(key)
    else if (!event.repeat) onCharge()
  })

  useEffect(() => {
    if (mode === 'off') return
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [mode])
}
