import { memo, useRef, type MouseEvent, type PointerEvent, type ReactNode, type Ref } from 'react'
import Delete from 'lucide-react/icons/delete'
import WifiOff from 'lucide-react/icons/wifi-off'
import {
  KEYPAD_DIGITS,
  KEYPAD_KEY_ATTRIBUTE,
  formatTypedAmount,
  isChargeable,
  typedAmount,
  type CounterKey,
} from '../counter-amount'
import { useT } from '../../../lib/i18n/i18n'
import { formatINR } from '../../../lib/i18n/format'
import * as m from '../messages'

type Props = {
  typed: string
  busy: boolean
  /** No connection: Charge is disabled and the keypad says so before anyone presses it. */
  offline: boolean
  onKey: (key: CounterKey) => void
  onCharge: () => void
  /** The amount display: where focus returns after a charge ends. */
  displayRef?: Ref<HTMLOutputElement>
  /** Shown between the amount and the keys (the note field). */
  children?: ReactNode
}

// The keys fill the height the counter has left (at least 2.5rem each): tall on a tall screen,
// packed on a short one, so Charge stays in view (decision 064).
const KEY =
  'flex min-h-10 touch-manipulation items-center justify-center rounded-xl border border-slate-200 bg-white text-2xl font-semibold text-slate-900 tabular-nums select-none hover:bg-slate-50 active:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * The amount display, the keypad and the Charge button. The display is a live region so a
 * screen reader hears each key's effect.
 */
export function CounterKeypad({
  typed,
  busy,
  offline,
  onKey,
  onCharge,
  displayRef,
  children,
}: Props) {
  const t = useT()
  const amount = typedAmount(typed)
  const chargeable = isChargeable(typed)
  const shown = formatTypedAmount(typed)
  return (
    <div className="flex flex-1 flex-col gap-3 short:gap-2">
      <div className="shrink-0 rounded-xl bg-slate-50 px-4 py-3 text-right short:flex short:flex-wrap short:items-baseline short:justify-between short:gap-x-3 short:py-2">
        <p id="counter-amount-label" className="text-sm font-medium text-slate-600">
          {t(m.amountLabel)}
        </p>
        <output
          ref={displayRef}
          tabIndex={-1}
          aria-labelledby="counter-amount-label"
          aria-live="polite"
          data-testid="counter-amount"
          className={`block truncate font-bold tracking-tight tabular-nums outline-none ${displaySize(shown)} ${typed ? 'text-slate-950' : 'text-slate-500'}`}
        >
          {shown}
        </output>
        <p
          id="counter-amount-hint"
          className="mt-1 text-sm text-slate-600 short:mt-0 short:basis-full short:text-xs"
        >
          {chargeable ? t(m.limits) : t(m.minimum)}
        </p>
      </div>

      <div className="shrink-0">{children}</div>

      <KeypadKeys onKey={onKey} />

      {offline && (
        <p
          id="counter-offline"
          role="alert"
          className="flex shrink-0 items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950"
        >
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {t(m.offline)}
        </p>
      )}

      <button
        type="button"
        onClick={onCharge}
        disabled={!chargeable || busy || offline}
        aria-describedby={offline ? 'counter-offline counter-amount-hint' : 'counter-amount-hint'}
        className="btn-primary min-h-14 w-full shrink-0 text-lg"
      >
        {busy ? t(m.charging) : t(m.charge, { amount: formatINR(amount) })}
      </button>
    </div>
  )
}

/**
 * As large as the amount fits at: up to '₹10,00,000.00' whole on a 375 px phone (decision 064).
 */
function displaySize(shown: string): string {
  if (shown.length > 10) return 'text-4xl sm:text-5xl'
  return 'text-5xl sm:text-6xl'
}

/**
 * The keys themselves never change with the amount: memoised, a press re-renders only the display
 * and Charge (a digit within 50 ms on a budget phone: docs/performance.md). `onKey` must keep its identity.
 */
const KeypadKeys = memo(function KeypadKeys({ onKey }: Pick<Props, 'onKey'>) {
  // Its own subscription: the keys are memoised, and their words follow the language.
  const t = useT()
  const press = useKeyPress(onKey)
  const mark = { [KEYPAD_KEY_ATTRIBUTE]: '' }
  return (
    <div
      className="grid max-h-[26rem] min-h-44 flex-1 grid-cols-4 grid-rows-4 gap-2 short:gap-1.5"
      role="group"
      aria-label={t(m.keypad)}
    >
      {KEYPAD_DIGITS.map((key) => (
        <button key={key} type="button" className={KEY} {...mark} {...press(key)}>
          {key}
        </button>
      ))}
      <button
        type="button"
        aria-label={t(m.keyDelete)}
        title={t(m.keyDelete)}
        {...mark}
        {...press('delete')}
        className={`${KEY} col-start-4 row-span-2 row-start-1`}
      >
        <Delete aria-hidden="true" className="size-7" />
      </button>
      <button
        type="button"
        {...mark}
        {...press('clear')}
        className={`${KEY} col-start-4 row-span-2 row-start-3 text-base`}
      >
        {t(m.keyClear)}
      </button>
    </div>
  )
})

/**
 * A finger or stylus registers a key when it lands (`pointerdown`), as a phone's own dialer does:
 * the click a tap produces comes only after the finger lifts and the browser's tap gesture (its
 * compatibility mouse events, focus), which on a budget phone is most of a press's delay
 * (decision 038). That click is then skipped, so a tap counts once. Keyboard and assistive
 * technology activate keys by click alone (`detail` 0, or no pointer press before it), and a
 * mouse keeps ordinary button behaviour: press, release, click.
 */
function useKeyPress(onKey: (key: CounterKey) => void) {
  const pressedByPointer = useRef<CounterKey | null>(null)
  return (key: CounterKey) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      const byTouch = event.pointerType !== 'mouse' && event.button === 0
      // A mouse press clears what a touch left behind (a long press ends without a click). A
      // second finger, landing while the first is still down (two thumbs keying fast), is not
      // the primary pointer: the browser sends no click for it at all, so it counts here and
      // leaves nothing to skip.
      if (!byTouch || event.isPrimary) pressedByPointer.current = byTouch ? key : null
      if (!byTouch) return
      // No compatibility mouse events for this touch (mousedown moving focus, hover and active
      // styles recomputed): work the browser would do before it can paint the digit. The click
      // still comes, and is skipped below.
      event.preventDefault()
      onKey(key)
    },
    onPointerCancel(event: PointerEvent<HTMLButtonElement>) {
      // A scroll took the touch over: no click follows, and none must be skipped later. (Only
      // the primary finger's: a second finger's cancel says nothing about the first one's click.)
      if (event.isPrimary) pressedByPointer.current = null
    },
    onClick(event: MouseEvent<HTMLButtonElement>) {
      const counted = pressedByPointer.current === key && event.detail > 0
      pressedByPointer.current = null
      if (!counted) onKey(key)
    },
  })
}
