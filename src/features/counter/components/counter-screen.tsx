import { lazy, Suspense, useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { subscribePayinEvents } from '../../../lib/live-events'
import { merchantStorageId } from '../../../lib/session-store'
import type { ZReport } from '../../../lib/z-report'
import { useCounterLanguage } from '../../../lib/use-counter-language'
import { useDeviceState } from '../../../lib/use-device'
import { useSession } from '../../../lib/use-session'
import { counterSessionQueryOptions, useLockCashier } from '../queries'
import { shiftText } from '../shift-text'
import { useIdleLock } from '../use-idle-lock'
import { CounterPage } from './counter-page'
import { CounterShiftBar } from './counter-shift-bar'

// What the owner's first screen does not show loads when needed, in chunks of their own
// (decision 023's budgets): a paired device's 'Who is selling?', the removed notice, the Z-report.
const WhoIsSelling = lazy(() =>
  import('./who-is-selling').then((module) => ({ default: module.WhoIsSelling })),
)
const CounterRemoved = lazy(() =>
  import('./counter-removed').then((module) => ({ default: module.CounterRemoved })),
)
const ZReportScreen = lazy(() =>
  import('./z-report-screen').then((module) => ({ default: module.ZReportScreen })),
)
const LOADING = <p className="p-6 text-center text-slate-600">Loading...</p>

/**
 * /counter for whoever holds this device (decision 049): the owner signed in (their own
 * counter, no cashier needed: the keypad at once), or a paired counter, which shows 'Who is
 * selling?' until a cashier's PIN opens the shift, locks after the owner's idle minutes, and
 * says so when the owner removed it. A gateway without counters: the keypad as it always was.
 */
export function CounterScreen() {
  const session = useSession()
  const { device, ended } = useDeviceState()
  const language = useCounterLanguage()
  const text = shiftText(language)
  const counter = useQuery({ ...counterSessionQueryOptions(), enabled: !ended })
  const lock = useLockCashier()
  const [closed, setClosed] = useState<ZReport | null>(null)

  // The gateway's stream stays open on every screen of the counter ('Who is selling?' too): a
  // revoke closes it, and the reconnect's 401 tells the device at once that it was removed.
  useEffect(() => (ended ? undefined : subscribePayinEvents({})), [ended])

  const info = counter.data
  const onDevice = !session
  const needsCashier = Boolean(info?.cashier_required && !info.cashier)
  useIdleLock(
    info?.lock_after_minutes ?? 0,
    onDevice && Boolean(info?.cashier_required && info.cashier) && !closed,
    () => lock.mutate(),
  )

  if (ended) {
    return (
      <Suspense fallback={LOADING}>
        <CounterRemoved message={ended} text={text} />
      </Suspense>
    )
  }
  // A paired device waits for its session: it may not sell before a cashier is chosen.
  if (onDevice && counter.isPending) return LOADING

  const scope = session
    ? `owner:${merchantStorageId(session)}`
    : device
      ? `device:${device.counterId}`
      : null
  return (
    <>
      {info && needsCashier ? (
        <Suspense fallback={LOADING}>
          <WhoIsSelling staff={info.staff} text={text} counterName={info.counter.name} />
        </Suspense>
      ) : (
        <CounterPage
          scope={scope}
          toolbar={
            info && (
              <CounterShiftBar
                session={info}
                language={language}
                text={text}
                onClosed={setClosed}
              />
            )
          }
        />
      )}
      {closed && (
        <Suspense fallback={null}>
          <ZReportScreen
            report={closed}
            language={language}
            text={text}
            business={info?.business_name}
            onDone={() => setClosed(null)}
          />
        </Suspense>
      )}
    </>
  )
}
