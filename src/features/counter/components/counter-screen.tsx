import { lazy, Suspense, useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { subscribePayinEvents } from '../../../lib/payment-watch/live-events'
import { merchantStorageId } from '../../../lib/session/session-store'
import type { ZReport } from '../../../lib/counter-support/z-report'
import { withTexts } from '../../../lib/i18n/i18n'
import { useDeviceState } from '../../../lib/session/use-device'
import { useSession } from '../../../lib/session/use-session'
import { counterSessionQueryOptions, useCloseShift, useLockCashier } from '../queries'
import { readDeviceSession } from '../device-session-cache'
import { useIdleLock } from '../use-idle-lock'
import { CounterLoading } from './counter-loading'
import { CounterPage } from './counter-page'
import { CounterShiftBar } from './counter-shift-bar'

// What the owner's first screen does not show loads when needed, in chunks of their own
// (decision 023's budgets), and in another language with its texts (decision 062): a paired
// device's 'Who is selling?', the removed notice (the gateway's words), the Z-report.
const WhoIsSelling = lazy(() =>
  withTexts(['shift'], () => import('./who-is-selling')).then((module) => ({
    default: module.WhoIsSelling,
  })),
)
const CounterRemoved = lazy(() =>
  withTexts(['shift', 'gateway'], () => import('./counter-removed')).then((module) => ({
    default: module.CounterRemoved,
  })),
)
const ZReportScreen = lazy(() =>
  withTexts(['shift'], () => import('./z-report-screen')).then((module) => ({
    default: module.ZReportScreen,
  })),
)

/**
 * /counter for whoever holds this device (decision 049): the owner signed in (their own
 * counter, no cashier needed: the keypad at once), or a paired counter, which shows 'Who is
 * selling?' until a cashier's PIN opens the shift, locks after the owner's idle minutes, and
 * says so when the owner removed it. A gateway without counters: the keypad as it always was.
 */
export function CounterScreen() {
  const session = useSession()
  const { device, ended } = useDeviceState()
  const counter = useQuery({ ...counterSessionQueryOptions(), enabled: !ended })
  const lock = useLockCashier()
  const close = useCloseShift()
  const [closed, setClosed] = useState<ZReport | null>(null)

  // The gateway's stream stays open on every screen of the counter ('Who is selling?' too): a
  // revoke closes it, and the reconnect's 401 tells the device at once that it was removed.
  useEffect(() => (ended ? undefined : subscribePayinEvents({})), [ended])

  const onDevice = !session
  // A paired device draws from its last session until the gateway answers: the keypad or 'Who
  // is selling?' at once, not after a round trip (device-session-cache.ts).
  const [kept] = useState(() => (device ? readDeviceSession(device.counterId) : null))
  const info = counter.data ?? (onDevice ? kept : null)
  const needsCashier = Boolean(info?.cashier_required && !info.cashier)
  useIdleLock(
    info?.lock_after_minutes ?? 0,
    onDevice && Boolean(info?.cashier_required && info.cashier) && !closed,
    () => lock.mutate(),
  )

  if (ended) {
    return (
      <Suspense fallback={<CounterLoading />}>
        <CounterRemoved message={ended} />
      </Suspense>
    )
  }
  // A paired device with nothing kept waits for its session: it may not sell before a cashier
  // is chosen.
  if (onDevice && counter.isPending && !info) return <CounterLoading />

  const scope = session
    ? `owner:${merchantStorageId(session)}`
    : device
      ? `device:${device.counterId}`
      : null
  return (
    <>
      {info && needsCashier ? (
        <Suspense fallback={<CounterLoading />}>
          <WhoIsSelling staff={info.staff} counterName={info.counter.name} />
        </Suspense>
      ) : (
        <CounterPage
          scope={scope}
          confirmAbove={info?.counter.confirm_above}
          toolbar={info && <CounterShiftBar session={info} close={close} onClosed={setClosed} />}
        />
      )}
      {closed && (
        <Suspense fallback={null}>
          <ZReportScreen
            report={closed}
            business={info?.business_name}
            onDone={() => setClosed(null)}
          />
        </Suspense>
      )}
    </>
  )
}
