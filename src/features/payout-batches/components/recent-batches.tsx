import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { cardLook, DataTable, type Column } from '../../../components/data-table'
import { Pagination } from '../../../components/lists/pagination'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { BATCHES_PAGE_SIZE, type Batch } from '../api'
import { batchParams } from '../links'
import * as m from '../messages'
import { batchesQueryOptions } from '../queries'
import { BatchStatusBadge } from './batch-status-badge'

const LOOK = cardLook({ th: 'px-3 py-3', td: 'sm:px-3 sm:py-2' })

/** The latest batches, each a link to its page (product.md "Bulk payouts"). */
export function RecentBatches() {
  const t = useT()
  const [page, setPage] = useState(1)
  const list = useQuery(batchesQueryOptions(page))
  const columns: Column<Batch>[] = [
    {
      header: t(m.batch),
      render: (batch) => (
        <Link
          to="/payouts/$"
          params={batchParams(batch.batch_id)}
          className="font-mono text-xs text-blue-700 underline"
        >
          {batch.batch_id}
        </Link>
      ),
    },
    { header: t(m.file), render: (batch) => <span className="break-all">{batch.file_name}</span> },
    { header: t(m.rows), render: (batch) => batch.row_count },
    {
      header: t(m.amount),
      alignEnd: true,
      className: 'whitespace-nowrap tabular-nums sm:text-right',
      render: (batch) => formatINR(batch.totals.total),
    },
    { header: t(m.status), render: (batch) => <BatchStatusBadge status={batch.status} /> },
    { header: t(m.created), render: (batch) => formatDateTime(batch.created_at) },
  ]

  return (
    <section aria-labelledby="recent-batches" className="space-y-3">
      <h3 id="recent-batches" className="text-lg font-semibold text-slate-900">
        {t(m.recentHeading)}
      </h3>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {list.isPending ? (
          <p className="p-6 text-center text-slate-600">{t(m.loading)}</p>
        ) : !list.data ? (
          <div className="p-6 text-center">
            <p className="text-slate-700">{t(m.listFailed)}</p>
            <button
              type="button"
              className="btn-secondary mt-3"
              onClick={() => void list.refetch()}
            >
              {t(m.tryAgain)}
            </button>
          </div>
        ) : (
          <>
            <div className="sm:overflow-x-auto">
              <DataTable
                rows={list.data.rows}
                columns={columns}
                rowKey={(batch) => batch.batch_id}
                rowTestId="batch"
                look={LOOK}
                empty={<p className="p-6 text-center text-slate-700">{t(m.noBatches)}</p>}
              />
            </div>
            <Pagination
              page={page}
              limit={BATCHES_PAGE_SIZE}
              totalCount={list.data.totalCount}
              totalPages={list.data.totalPages}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </section>
  )
}
