import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Download from 'lucide-react/icons/download'
import { cardLook, CARD_AMOUNT, DataTable, type Column } from '../../../components/data-table'
import { Pagination } from '../../../components/lists/pagination'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { t as translate, useT } from '../../../lib/i18n/i18n'
import { showsRates } from '../../../lib/session/session-store'
import { useErrorToast } from '../../../lib/toast/use-error-toast'
import { useSession } from '../../../lib/session/use-session'
import { SETTLEMENTS_PAGE_SIZE, type SettlementEvent } from '../api'
import { useCan } from '../../../lib/session/use-can'
import * as m from '../messages'
import {
  settlementEventsQueryOptions,
  settlementQueryOptions,
  useDownloadSettlementReport,
} from '../queries'
import { Figure, MONO } from './settlement-cells'

const LOOK = cardLook({ th: 'px-4 py-3 whitespace-nowrap', td: 'sm:px-4 sm:py-3' })
const money = 'tabular-nums sm:text-right'

/** Fees and taxes come out of a payment: shown with a minus, as the report writes them. */
const out = (value: number) => (value ? `−${formatINR(value)}` : formatINR(0))

/** An event's word on screen; an event the portal does not know is shown as the gateway names it. */
function eventWord(event: string): string {
  const word = Object.hasOwn(m.eventWords, event) ? m.eventWords[event] : undefined
  return word ? translate(word) : event
}

/** The events' columns, in the current language. */
/** Fee and GST columns only where rates are shown to the merchant (product.md §6). */
const columns = (t: typeof translate, showRates: boolean): Array<Column<SettlementEvent>> =>
  allColumns(t).filter((column) => showRates || !column.rates)

const allColumns = (t: typeof translate): Array<Column<SettlementEvent> & { rates?: true }> => [
  {
    header: t(m.event),
    card: 'free',
    className: 'font-medium text-slate-900',
    render: (e) => eventWord(e.event),
  },
  {
    header: t(m.transactionId),
    render: (e) => <span className={MONO}>{e.transaction_id || e.reference_id || '—'}</span>,
  },
  {
    header: t(m.utr),
    render: (e) => <span className={MONO}>{e.utr || t(m.notAvailable)}</span>,
  },
  {
    header: t(m.dateIst),
    className: 'whitespace-nowrap',
    render: (e) => formatDateTime(e.created_at),
  },
  {
    header: t(m.gross),
    alignEnd: true,
    className: money,
    render: (e) => formatINR(e.gross_amount),
  },
  { header: t(m.fee), rates: true, alignEnd: true, className: money, render: (e) => out(e.fee) },
  {
    header: t(m.gst),
    rates: true,
    alignEnd: true,
    className: money,
    render: (e) => out(e.cgst + e.sgst + e.igst + e.gst_rounding),
  },
  {
    header: t(m.net),
    alignEnd: true,
    card: 'free',
    className: CARD_AMOUNT,
    render: (e) => (e.net_amount < 0 ? `−${formatINR(-e.net_amount)}` : formatINR(e.net_amount)),
  },
]

type Props = { settlementId: string; page: number; onPageChange: (page: number) => void }

/** One settlement (product.md §12): its figures, its money events, its report. */
export function SettlementPage({ settlementId, page, onPageChange }: Props) {
  const t = useT()
  // The settlement report is one of the books' files.
  const canDownload = useCan('books.read')
  const showRates = showsRates(useSession()?.merchant)
  const settlement = useQuery(settlementQueryOptions(settlementId))
  const events = useQuery(settlementEventsQueryOptions(settlementId, page))
  const download = useDownloadSettlementReport()
  useErrorToast(settlement.isError || events.isError, t(m.loadFailed))
  const s = settlement.data
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{t(m.settlement)}</h2>
          <p className={`${MONO} mt-1 text-sm text-slate-700`}>{settlementId}</p>
        </div>
        <Link to="/wallet/settlements" className="btn-secondary">
          {t(m.allSettlements)}
        </Link>
      </div>
      {s ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={t(m.dateIst)}>{formatDateTime(s.created_at)}</Figure>
          <Figure label={t(m.payments)}>{s.payins}</Figure>
          <Figure label={t(m.gross)}>{formatINR(s.gross_amount)}</Figure>
          {showRates && <Figure label={t(m.fees)}>{out(s.fees)}</Figure>}
          {showRates && <Figure label={t(m.gst)}>{out(s.gst)}</Figure>}
          <Figure label={t(m.refundsAndAdjustments)}>{formatINR(s.refunds_and_adjustments)}</Figure>
          <Figure label={t(m.netCredited)}>{formatINR(s.net_amount)}</Figure>
        </dl>
      ) : (
        <p className="text-slate-600">{settlement.isError ? t(m.loadFailed) : t(m.loading)}</p>
      )}
      {canDownload && (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: settlementId, format: 'xlsx' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t(m.downloadExcel)}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: settlementId, format: 'csv' })}
          >
            {t(m.csvForSoftware)}
          </button>
        </div>
      )}
      <section
        aria-label={t(m.eventsLabel)}
        aria-busy={events.isFetching}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {events.data ? (
          <>
            <div className="sm:overflow-x-auto">
              <DataTable
                rows={events.data.rows}
                columns={columns(t, showRates)}
                rowKey={(e, i) => `${e.reference_id ?? ''}:${i}`}
                rowTestId="settlement-event-row"
                look={LOOK}
                empty={<p className="p-8 text-center text-slate-700">{t(m.noPayments)}</p>}
              />
            </div>
            <Pagination
              page={page}
              limit={SETTLEMENTS_PAGE_SIZE}
              totalCount={events.data.totalCount}
              totalPages={events.data.totalPages}
              onPageChange={onPageChange}
            />
          </>
        ) : (
          <p className="p-8 text-center text-slate-600">
            {events.isError ? t(m.loadFailed) : t(m.loading)}
          </p>
        )}
      </section>
    </div>
  )
}
