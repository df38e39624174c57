import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { cardLook, DataTable, type Column } from '../../../components/data-table'
import { Pagination } from '../../../components/lists/pagination'
import { StatusBadge } from '../../../components/status-badge'
import { formatINR } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { payoutTone } from '../../../lib/ui/status'
import { ROWS_PAGE_SIZE, type BatchRow, type RowFilter } from '../api'
import { ROW_TEXT } from '../batch-status'
import * as m from '../messages'
import { batchRowsQueryOptions } from '../queries'

type Props = {
  batchId: string
  /** Undefined: every row. */
  status: RowFilter | undefined
  /** The batch is still moving: the rows are asked again with it. */
  live: boolean
  /** 'errors': the reasons to fix; 'result': what each row became. */
  view: 'errors' | 'result'
  label: string
}

const LOOK = cardLook({ th: 'px-3 py-3', td: 'sm:px-3 sm:py-2' })
const MONO = 'font-mono text-xs break-all'

/** A page of a batch's rows; its own pages, reset when the filter changes (a new key). */
export function RowsTable({ batchId, status, live, view, label }: Props) {
  const t = useT()
  const [page, setPage] = useState(1)
  const rows = useQuery(batchRowsQueryOptions(batchId, status, page, live))
  const notAvailable = '—'
  const text = (value: string | null | undefined) => value || notAvailable

  const columns: Array<Column<BatchRow> | false> = [
    { header: t(m.line), render: (row) => row.line },
    {
      header: t(m.referenceId),
      render: (row) => <span className={MONO}>{text(row.reference_id)}</span>,
    },
    {
      header: t(m.beneficiary),
      render: (row) => text(row.beneficiary_name ?? row.beneficiary_vpa),
    },
    {
      header: t(m.amount),
      alignEnd: true,
      className: 'whitespace-nowrap tabular-nums sm:text-right',
      render: (row) => (row.amount === undefined ? notAvailable : formatINR(row.amount)),
    },
    { header: t(m.mode), render: (row) => text(row.mode) },
    view === 'result' && {
      header: t(m.status),
      render: (row) =>
        row.payout ? (
          <StatusBadge status={row.payout.status} tone={payoutTone(row.payout.status)} />
        ) : (
          <span className="text-slate-700">{rowStatus(row.status)}</span>
        ),
    },
    view === 'result' && {
      header: t(m.payoutId),
      render: (row) => <span className={MONO}>{text(row.payout?.payout_id)}</span>,
    },
    view === 'result' && {
      header: t(m.utr),
      render: (row) => <span className={MONO}>{text(row.payout?.utr)}</span>,
    },
    {
      header: view === 'errors' ? t(m.reasons) : t(m.failureReason),
      render: (row) => {
        const reasons = row.errors.length
          ? row.errors
          : row.payout?.failure_reason
            ? [row.payout.failure_reason]
            : []
        if (!reasons.length) return notAvailable
        return (
          <ul className="text-red-800">
            {reasons.map((reason) => (
              <li key={reason}>{gatewayText(reason)}</li>
            ))}
          </ul>
        )
      },
    },
  ]

  function rowStatus(value: string): string {
    return value in ROW_TEXT ? t(ROW_TEXT[value as RowFilter]) : value
  }

  return (
    <section
      aria-label={label}
      aria-busy={rows.isFetching}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {rows.isPending ? (
        <p className="p-6 text-center text-slate-600">{t(m.loading)}</p>
      ) : !rows.data ? (
        <div className="p-6 text-center">
          <p className="text-slate-700">{t(m.rowsFailed)}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void rows.refetch()}>
            {t(m.tryAgain)}
          </button>
        </div>
      ) : (
        <>
          <div className="sm:overflow-x-auto">
            <DataTable
              rows={rows.data.rows}
              columns={columns}
              rowKey={(row) => String(row.line)}
              rowTestId="batch-row"
              look={LOOK}
              empty={<p className="p-6 text-center text-slate-700">{t(m.noRows)}</p>}
            />
          </div>
          <Pagination
            page={page}
            limit={ROWS_PAGE_SIZE}
            totalCount={rows.data.totalCount}
            totalPages={rows.data.totalPages}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  )
}
