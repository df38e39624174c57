import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { cardLook, CARD_AMOUNT, DataTable, type Column } from '../../../components/data-table'
import { Pagination } from '../../../components/pagination'
import { formatDateTime, formatINR } from '../../../lib/format'
import { useErrorToast } from '../../../lib/use-error-toast'
import { EVENT_WORDS, SETTLEMENTS_PAGE_SIZE, type SettlementEvent } from '../api'
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

const COLUMNS: Array<Column<SettlementEvent>> = [
  {
    header: 'Event',
    card: 'free',
    className: 'font-medium text-slate-900',
    render: (e) => EVENT_WORDS[e.event] ?? e.event,
  },
  {
    header: 'Transaction ID',
    render: (e) => <span className={MONO}>{e.transaction_id || e.reference_id || '—'}</span>,
  },
  { header: 'UTR', render: (e) => <span className={MONO}>{e.utr || 'N/A'}</span> },
  {
    header: 'Date (IST)',
    className: 'whitespace-nowrap',
    render: (e) => formatDateTime(e.created_at),
  },
  { header: 'Gross', alignEnd: true, className: money, render: (e) => formatINR(e.gross_amount) },
  { header: 'Fee', alignEnd: true, className: money, render: (e) => out(e.fee) },
  {
    header: 'GST',
    alignEnd: true,
    className: money,
    render: (e) => out(e.cgst + e.sgst + e.igst),
  },
  {
    header: 'Net',
    alignEnd: true,
    card: 'free',
    className: CARD_AMOUNT,
    render: (e) => (e.net_amount < 0 ? `−${formatINR(-e.net_amount)}` : formatINR(e.net_amount)),
  },
]

type Props = { settlementId: string; page: number; onPageChange: (page: number) => void }

/** One settlement (product.md §12): its figures, its money events, its report. */
export function SettlementPage({ settlementId, page, onPageChange }: Props) {
  const settlement = useQuery(settlementQueryOptions(settlementId))
  const events = useQuery(settlementEventsQueryOptions(settlementId, page))
  const download = useDownloadSettlementReport()
  useErrorToast(settlement.isError || events.isError, 'Failed to load settlement')
  const s = settlement.data
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">Settlement</h2>
          <p className={`${MONO} mt-1 text-sm text-slate-700`}>{settlementId}</p>
        </div>
        <Link to="/wallet/settlements" className="btn-secondary">
          All settlements
        </Link>
      </div>
      {s ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Date (IST)">{formatDateTime(s.created_at)}</Figure>
          <Figure label="Payments">{s.payins}</Figure>
          <Figure label="Gross">{formatINR(s.gross_amount)}</Figure>
          <Figure label="Fees">{out(s.fees)}</Figure>
          <Figure label="GST">{out(s.gst)}</Figure>
          <Figure label="Refunds and adjustments">{formatINR(s.refunds_and_adjustments)}</Figure>
          <Figure label="Net credited">{formatINR(s.net_amount)}</Figure>
        </dl>
      ) : (
        <p className="text-slate-600">
          {settlement.isError ? 'Failed to load settlement' : 'Loading...'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={download.isPending}
          onClick={() => download.mutate({ id: settlementId, format: 'xlsx' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download report (Excel)
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ id: settlementId, format: 'csv' })}
        >
          CSV for software
        </button>
      </div>
      <section
        aria-label="Payments in this settlement"
        aria-busy={events.isFetching}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {events.data ? (
          <>
            <div className="sm:overflow-x-auto">
              <DataTable
                rows={events.data.rows}
                columns={COLUMNS}
                rowKey={(e, i) => `${e.reference_id ?? ''}:${i}`}
                rowTestId="settlement-event-row"
                look={LOOK}
                empty={<p className="p-8 text-center text-slate-700">No payments</p>}
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
            {events.isError ? 'Failed to load settlement' : 'Loading...'}
          </p>
        )}
      </section>
    </div>
  )
}
