import { useEffect, useState, useSyncExternalStore } from 'react'
import { formatTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { formatPaise } from '../../../lib/money/format-paise'
import { forgetDevice, type CounterDevice } from '../../../lib/session/device-store'
import type { SpeakerPayment } from '../api'
import * as m from '../messages'
import { markSpeaker } from '../speaker-mark'
import { SpeakerSession } from '../speaker-session'
import { StateLight } from './state-light'

/**
 * The Speaker (product.md §2.22): a phone left across the counter that says every payment out
 * loud. Read from a distance: the last payment very large, the totals, a list of today's, and a
 * light that is red whenever payments are not being announced.
 */
export function SpeakerScreen({ device }: { device: CounterDevice }) {
  const t = useT()
  const [session] = useState(() => new SpeakerSession(device))
  const view = useSyncExternalStore(session.subscribe, session.snapshot)
  useEffect(() => {
    void session.start()
    return () => session.stop()
  }, [session])

  if (view.ended !== null) return <SpeakerEnded message={view.ended} />
  const day = view.day
  const last = day?.payments[0]
  return (
    <main className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-4 p-4 text-slate-900 lg:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{device.counterName}</h1>
          {device.businessName && <p className="text-sm text-slate-600">{device.businessName}</p>}
        </div>
        <StateLight live={view.live} />
      </header>
      {!view.soundOn && (
        <div className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4">
          <button
            type="button"
            onClick={() => session.turnOnSound()}
            className="flex min-h-16 w-full items-center justify-center rounded-lg bg-slate-900 px-4 text-xl font-semibold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            {t(m.tapForSound)}
          </button>
          <p className="mt-2 text-sm text-amber-950">{t(m.soundHelp)}</p>
        </div>
      )}
      <p role="status" className="text-lg font-medium text-slate-800 empty:hidden">
        {view.summary}
      </p>
      <section aria-labelledby="speaker-last" className="rounded-2xl bg-slate-900 p-6 text-white">
        <h2 id="speaker-last" className="text-base font-medium text-slate-300">
          {t(m.lastPayment)}
        </h2>
        {day === null ? (
          <p className="mt-2 text-2xl">{t(m.loading)}</p>
        ) : last ? (
          <div data-testid="speaker-last">
            <p className="mt-1 text-6xl font-bold tracking-tight tabular-nums break-all sm:text-8xl">
              {formatPaise(last.amount)}
            </p>
            <p className="mt-3 text-2xl break-words">
              {payerOf(last, t)} · <time dateTime={last.paidAt}>{formatTime(last.paidAt)}</time>
            </p>
          </div>
        ) : (
          <p className="mt-2 text-2xl">{t(m.noPayments)}</p>
        )}
      </section>
      {day && (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t(m.shiftTotal)}</dt>
            <dd className="text-3xl font-semibold break-words tabular-nums">
              {day.shift ? formatPaise(day.shift.total) : t(m.noShift)}
            </dd>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t(m.todayTotal)}</dt>
            <dd className="text-3xl font-semibold break-words tabular-nums">
              {formatPaise(day.total)}
            </dd>
            <dd className="text-sm text-slate-600">{t(m.paymentCount, { count: day.count })}</dd>
          </div>
        </dl>
      )}
      {day && day.payments.length > 0 && (
        <section aria-labelledby="speaker-today">
          <h2 id="speaker-today" className="mb-2 text-lg font-semibold">
            {t(m.todaysPayments)}
          </h2>
          <table className="w-full table-fixed text-left text-base sm:text-lg">
            <thead className="text-sm text-slate-600">
              <tr>
                <th scope="col" className="w-16 py-1 pr-3 font-medium sm:w-24">
                  {t(m.time)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t(m.payer)}
                </th>
                <th scope="col" className="w-28 py-1 text-right font-medium sm:w-40">
                  {t(m.amount)}
                </th>
              </tr>
            </thead>
            <tbody>
              {day.payments.map((payment) => (
                <tr key={payment.transactionId} className="border-t border-slate-200">
                  <td className="py-2 pr-3 tabular-nums">{formatTime(payment.paidAt)}</td>
                  <td className="py-2 pr-3 break-words">{payerOf(payment, t)}</td>
                  <td className="py-2 text-right font-semibold break-words tabular-nums">
                    {formatPaise(payment.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </main>
  )
}

function payerOf(payment: SpeakerPayment, t: ReturnType<typeof useT>): string {
  return payment.payer ?? t(payment.channel === 'qr' ? m.viaQr : m.unknownPayer)
}

/** The owner removed this device, or it was set up again elsewhere: why, and the way back. */
export function SpeakerEnded({ message }: { message: string }) {
  const t = useT()
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6 text-slate-900">
      <StateLight live={false} />
      <h1 className="text-2xl font-semibold">{t(m.endedTitle)}</h1>
      {message && <p className="text-lg">{gatewayWords(message, t)}</p>}
      <p className="text-slate-700">{t(m.endedHelp)}</p>
      <a
        href="/counter/pair"
        onClick={(event) => {
          event.preventDefault()
          forgetDevice()
          void markSpeaker(false).finally(() => location.assign('/counter/pair'))
        }}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-slate-900 px-4 text-lg font-semibold text-white"
      >
        {t(m.pairAgain)}
      </a>
    </main>
  )
}

/** The gateway's refusal in the Speaker's language, when it is one the Speaker knows. */
function gatewayWords(message: string, t: ReturnType<typeof useT>): string {
  const known = [m.removed, m.deviceRemoved, m.expired].find((d) => d.message === message)
  return known ? t(known) : message
}
