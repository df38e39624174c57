import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import History from 'lucide-react/icons/rotate-ccw-clock'
import Send from 'lucide-react/icons/send'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDateTime } from '../../../lib/i18n/format'
import { t, useT } from '../../../lib/i18n/i18n'
import type { TestTarget, WebhookDelivery } from '../api'
import * as m from '../messages'
import { DeliverySubject } from './delivery-subject'
import { deliveriesQueryOptions, useRedeliver, useSendTestEvent } from '../queries'

const TH =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase'
const TD = 'sm:table-cell sm:px-3 sm:py-2 sm:align-middle'
// Below 640 px each row is a card of labelled lines, as in the wallet's tables.
const LINE = `flex items-center justify-between gap-3 ${TD}`
const ROW =
  'grid gap-y-1.5 rounded-lg border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0'
const BODY = 'block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100'
const HEAD = 'hidden border-b border-slate-200 bg-slate-50 sm:table-header-group'
const COLUMNS = [
  m.columnEvent,
  m.columnTarget,
  m.columnResult,
  m.columnAttempts,
  m.columnNextRetry,
  m.columnTime,
  null,
]

/** The gateway's word for an outcome (decision 045) in the screen's language; others as sent. */
const outcome = (text: string): string => {
  const known = m.DELIVERY_OUTCOMES[text]
  return known ? t(known) : text
}

/** What a delivery came to: its error (which names an HTTP status when there was one), else the status. */
export function deliveryResult(row: WebhookDelivery): string {
  if (row.last_error) return outcome(row.last_error)
  if (typeof row.last_status_code === 'number') return `HTTP ${row.last_status_code}`
  return row.status === 'pending' ? t(m.resultPending) : row.status || '—'
}

export function testEventMessage(row: WebhookDelivery): string {
  return row.status === 'delivered'
    ? t(m.testDelivered, { result: deliveryResult(row) })
    : t(m.testFailed, { result: deliveryResult(row) })
}

/**
 * Settings → Webhook deliveries (decision 028): the latest deliveries, Redeliver on each, and a signed
 * test event sent now. Hidden entirely against a gateway without the log (its list answers 404).
 */
export function WebhookDeliveries() {
  const deliveries = useQuery(deliveriesQueryOptions())
  const test = useSendTestEvent()
  const t = useT()
  const [target, setTarget] = useState<TestTarget>('payin')
  if (deliveries.isPending || deliveries.data === null) return null
  const rows = deliveries.data ?? []

  const testResult = test.isSuccess
    ? { ok: test.data.status === 'delivered', text: testEventMessage(test.data) }
    : test.isError
      ? { ok: false, text: errorMessage(test.error, t(m.testSendFailed)) }
      : null

  return (
    <section aria-labelledby="deliveries-title" className="card lg:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="deliveries-title" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden="true" className="size-5 text-brand-600" />
          {t(m.deliveriesTitle)}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="test-target" className="text-sm text-slate-700">
            {t(m.sendTo)}
          </label>
          <select
            id="test-target"
            className="input w-auto"
            value={target}
            onChange={(e) => setTarget(e.target.value === 'payout' ? 'payout' : 'payin')}
          >
            <option value="payin">{t(m.payinTarget)}</option>
            <option value="payout">{t(m.payoutTarget)}</option>
          </select>
          <button
            type="button"
            className="btn-secondary"
            disabled={test.isPending}
            onClick={() => test.mutate(target)}
          >
            <Send aria-hidden="true" className="size-4" />
            {test.isPending ? t(m.sending) : t(m.sendTestEvent)}
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t(m.deliveriesIntro)}</p>
      <p
        role="status"
        data-testid="test-event-result"
        className={`mt-2 text-sm font-medium ${testResult?.ok ? 'text-green-700' : 'text-red-700'}`}
      >
        {testResult?.text ?? ''}
      </p>
      {deliveries.isError ? (
        <p className="mt-3 text-sm text-slate-600">{t(m.deliveriesFailed)}</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t(m.noDeliveries)}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className={HEAD}>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column?.id ?? 'actions'} scope="col" className={TH}>
                  {column ? t(column) : <span className="sr-only">{t(m.columnActions)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={BODY}>
            {rows.map((row) => (
              <DeliveryRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function DeliveryRow({ row }: { row: WebhookDelivery }) {
  const redeliver = useRedeliver()
  const t = useT()
  const failed = row.status === 'failed' || Boolean(row.last_error)
  return (
    <tr data-testid="delivery-row" className={ROW}>
      <td className={LINE}>
        <MobileLabel>{t(m.columnEvent)}</MobileLabel>
        {/* The event, and under it the payment or payout it was about (a link to it). */}
        <span className="min-w-0 text-right sm:text-left">
          <span className="block font-mono text-xs">{row.event || '—'}</span>
          <DeliverySubject row={row} />
        </span>
      </td>
      <td className={`${LINE} min-w-0`}>
        <MobileLabel>{t(m.columnTarget)}</MobileLabel>
        <span className="min-w-0 font-mono text-xs break-all sm:max-w-64">{row.url || '—'}</span>
      </td>
      <td className={LINE}>
        <MobileLabel>{t(m.columnResult)}</MobileLabel>
        <span
          data-testid="delivery-result"
          className={failed ? 'text-red-700' : row.status === 'delivered' ? 'text-green-700' : ''}
        >
          {deliveryResult(row)}
        </span>
      </td>
      <td className={`${LINE} tabular-nums`}>
        <MobileLabel>{t(m.columnAttempts)}</MobileLabel>
        {row.attempts ?? '—'}
      </td>
      <td className={`${LINE} whitespace-nowrap`}>
        <MobileLabel>{t(m.columnNextRetry)}</MobileLabel>
        {row.next_attempt_at ? formatDateTime(row.next_attempt_at) : '—'}
      </td>
      <td className={`${LINE} whitespace-nowrap`}>
        <MobileLabel>{t(m.columnTime)}</MobileLabel>
        {formatDateTime(row.created_at)}
      </td>
      <td className={`${TD} sm:text-right`}>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          disabled={redeliver.isPending}
          onClick={() => redeliver.mutate(row.id)}
        >
          {t(m.redeliver)}
        </button>
      </td>
    </tr>
  )
}

function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 sm:hidden">{children}</span>
}
