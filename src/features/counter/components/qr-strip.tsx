import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { formatINR, formatTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { subscribePayinEvents, type PayinEvent } from '../../../lib/payment-watch/live-events'
import { counterFiguresQueryOptions } from '../queries'
import type { CounterLog } from '../use-counter-log'
import type { CounterVoice } from '../use-counter-voice'
import * as m from '../qr-messages'

/** How many of the shift's standing-QR payments the strip shows, newest first. */
const SHOWN = 3

export type QrStripProps = {
  /** The newest payment to the standing QR the counter heard (the one that loaded this file). */
  latest: PayinEvent
  voice: CounterVoice
  log: CounterLog
}

type QrRow = { id: string; amount: number; name: string | null; at: string | null | undefined }

export const isQrPayment = (event: PayinEvent) =>
  event.channel === 'qr' && event.status.toLowerCase() === 'success'

/**
 * The Till's strip of payments to its counter's standing QR (decision 078): each is chimed and
 * spoken once on this device when it arrives (its id kept with the device's announced ones, so
 * neither a reload nor the stream's hand-over between tabs repeats it), and listed as 'QR' with
 * the payer's name as the bank gave it. In the notices' file (counter-notices.tsx), loaded with
 * the first such payment if no key was pressed before: a cold counter downloads none of it.
 */
export function QrStrip({ latest, voice, log }: QrStripProps) {
  const t = useT()
  const figures = useQuery(counterFiguresQueryOptions())
  const [heard, setHeard] = useState<PayinEvent[]>([])
  const spoken = useRef(new Set<string>())

  const announce = useEffectEvent((event: PayinEvent) => {
    if (!isQrPayment(event)) return
    const id = event.transaction_id
    if (spoken.current.has(id) || log.record?.announced?.includes(id)) return
    spoken.current.add(id)
    if (event.amount !== undefined) voice.announce(event.amount)
    log.announced([id])
  })

  useEffect(() => announce(latest), [latest])
  useEffect(
    () =>
      subscribePayinEvents({
        onPayin: (event) => {
          if (!isQrPayment(event)) return
          const id = event.transaction_id
          setHeard((list) => (list.some((e) => e.transaction_id === id) ? list : [event, ...list]))
          announce(event)
        },
      }),
    [],
  )

  const rows = useMemo<QrRow[]>(() => {
    const listed = (figures.data?.payments ?? [])
      .filter((p) => p.channel === 'qr' && (p.status ?? '').toLowerCase() === 'success')
      .map((p) => ({
        id: p.transaction_id,
        amount: p.amount,
        name: p.customer_name ?? null,
        at: p.created_at,
      }))
    const known = new Set(listed.map((r) => r.id))
    // Heard but not in the shift's list yet (it is read again at once): shown meanwhile.
    const fresh = [latest, ...heard.filter((e) => e.transaction_id !== latest.transaction_id)]
      .filter((e) => isQrPayment(e))
      .filter((e) => !known.has(e.transaction_id) && e.amount !== undefined)
      .map((e) => ({
        id: e.transaction_id,
        amount: e.amount ?? 0,
        name: e.customer_name ?? null,
        at: e.updated_at,
      }))
    return [...fresh, ...listed].slice(0, SHOWN)
  }, [figures.data, heard, latest])

  if (rows.length === 0) return null
  return (
    <section
      aria-labelledby="counter-qr-strip-title"
      data-testid="counter-qr-strip"
      className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sky-950"
    >
      <h3 id="counter-qr-strip-title" className="text-sm font-semibold">
        {t(m.qrStrip)}
      </h3>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="counter-qr-row"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1 text-sm"
          >
            <span className="font-semibold tabular-nums">{formatINR(row.amount)}</span>
            <span className="rounded-full bg-white px-2 text-xs font-semibold ring-1 ring-slate-300 ring-inset">
              {t(m.qrTag)}
            </span>
            <span className="min-w-0 wrap-anywhere">{row.name || t(m.qrNoName)}</span>
            {row.at && (
              <time dateTime={row.at} className="ml-auto tabular-nums">
                {formatTime(row.at)}
              </time>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
