import { lazy, Suspense, useEffect, useReducer, useRef, useState, type ReactNode } from 'react'
import { errorMessage } from '../../../lib/http/api-client'
import { useT, withTexts } from '../../../lib/i18n/i18n'
import { useSecondPass } from '../../../lib/pwa/main-thread'
import { useOnlineStatus } from '../../../lib/http/online-status'
import { subscribePayinEvents, type PayinEvent } from '../../../lib/payment-watch/live-events'
import { counterReducer, initialCounterState } from '../counter-state'
import { useCounterAlerts } from '../use-counter-alerts'
import { useCounterLog } from '../use-counter-log'
import { NEXT_CUSTOMER_MS, useCounterSale } from '../use-counter-sale'
import { useCounterVoice } from '../use-counter-voice'
import * as m from '../messages'
import { ChargeError } from './charge-error'
import { CounterHeader } from './counter-header'
import { CounterKeypad } from './counter-keypad'
import { CounterSaleDialog, loadNotices } from './counter-sale-dialog'
import { CounterNote } from './counter-note'
import { CounterToday } from './counter-today'

// Asked rarely (above the owner's limit): its code and texts load when asked, with its words in
// another language (decision 062), outside the counter's first download.
const NoticeList = lazy(() => loadNotices().then((module) => ({ default: module.NoticeList })))

const ChargeConfirm = lazy(() =>
  withTexts(['shift'], () => import('./charge-confirm')).then((module) => ({
    default: module.ChargeConfirm,
  })),
)

/** Charge asks once above this many rupees unless the gateway says otherwise (decision 064). */
export const DEFAULT_CONFIRM_ABOVE = 50_000

type Props = {
  /** Whose counter this is on this device (lib/counter-support/counter-store.ts): null keeps nothing. */
  scope: string | null
  /** The owner's limit for this counter, in rupees: Charge asks once above it. */
  confirmAbove?: number
  /** The cashier and shift controls above the keypad (a paired counter with staff). */
  toolbar?: ReactNode
}

/**
 * The counter: type an amount, charge, show the customer a full-screen QR, and only when the
 * gateway says so, 'Payment Received!' with a chime and the spoken amount. Then the keypad is
 * ready for the next customer. Its state is one reducer (counter-state.ts), a sale's life is
 * use-counter-sale.ts and what comes after it use-counter-alerts.ts; the open sale and this
 * device's sales are kept in IndexedDB, so a reload comes back to the same QR.
 */
export function CounterPage({ scope, toolbar, confirmAbove = DEFAULT_CONFIRM_ABOVE }: Props) {
  const voice = useCounterVoice()
  const t = useT()
  const online = useOnlineStatus()
  const [state, dispatch] = useReducer(counterReducer, initialCounterState)
  const { typed, note, view, notice } = state
  const rootRef = useRef<HTMLDivElement>(null)
  const displayRef = useRef<HTMLOutputElement>(null)
  // The keypad first; the strip (below it on a phone) a moment later (decision 032).
  const secondPass = useSecondPass()
  const log = useCounterLog(scope)
  const alerts = useCounterAlerts({ log, voice, lates: state.lates, dispatch })
  // A payment to the counter's standing QR (decision 078): its strip and voice are in the
  // notices' file (counter-notices.tsx), loaded with the first one.
  const [qr, setQr] = useState<PayinEvent>()
  useEffect(
    () =>
      subscribePayinEvents({
        onPayin: (event) => {
          if (event.channel === 'qr') setQr(event)
        },
      }),
    [],
  )
  const sale = useCounterSale({
    state,
    dispatch,
    log,
    voice,
    online,
    confirmAbove,
    rootRef,
    displayRef,
  })

  return (
    <>
      <div
        ref={rootRef}
        className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:items-start"
      >
        {/* As tall as the screen below the header, never taller: the keys take what is left, a
            long list of notices scrolls in its own box, and Charge is always in view without a
            scroll, on a landscape till as on a small phone (decision 064). */}
        <section
          aria-labelledby="counter-title"
          className="card flex h-[calc(100dvh-6rem)] min-h-[30rem] flex-col gap-3 p-4 sm:h-[calc(100dvh-7rem)] sm:p-5 short:gap-2 short:p-3"
        >
          <CounterHeader voice={voice} toolbar={toolbar} />
          <div
            data-testid="counter-notices"
            className="-mx-1 flex min-h-0 shrink flex-col gap-2 overflow-y-auto px-1 empty:hidden"
          >
            {(alerts.banners.length > 0 || notice || qr) && (
              <Suspense fallback={null}>
                <NoticeList
                  banners={alerts.banners}
                  notice={notice}
                  onDismiss={alerts.dismiss}
                  qr={qr && { latest: qr, voice, log }}
                />
              </Suspense>
            )}
          </div>

          {/* The keys fill the rest, down to the bottom of the screen, where a thumb reaches. */}
          <div className="flex flex-1 flex-col">
            <CounterKeypad
              typed={typed}
              busy={state.charging}
              offline={!online}
              onKey={sale.onKey}
              onCharge={() => sale.charge()}
              displayRef={displayRef}
            >
              <CounterNote
                note={note}
                onChange={(value) => dispatch({ type: 'note', note: value })}
              />
            </CounterKeypad>
            {sale.failed && online && (
              <div className="mt-2">
                <ChargeError message={errorMessage(sale.chargeError, t(m.createFailed))} />
              </div>
            )}
          </div>
        </section>

        {secondPass && (
          <CounterToday
            data={alerts.figures.data}
            failed={alerts.figures.isError}
            lates={alerts.knownLates}
          />
        )}
      </div>

      {sale.confirming !== null && view.kind === 'keypad' && (
        <Suspense fallback={null}>
          <ChargeConfirm
            amount={sale.confirming}
            limit={confirmAbove}
            onConfirm={() => sale.charge(true)}
            onCancel={sale.cancelConfirm}
          />
        </Suspense>
      )}

      {view.kind !== 'keypad' && (
        <CounterSaleDialog
          view={view}
          onOutcome={sale.onOutcome}
          onNextCustomer={() => sale.nextCustomer()}
          nextCustomerMs={NEXT_CUSTOMER_MS}
        />
      )}
    </>
  )
}
