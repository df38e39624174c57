import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { DetailRow } from '../../../components/detail-row'
import { Modal } from '../../../components/modal'
import { formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import { useCan } from '../../../lib/session/use-can'
import { ROW_FILTERS, type Batch, type RowFilter } from '../api'
import { cancelScope, isFinal, ROW_TEXT } from '../batch-status'
import { UPLOAD_SPLAT } from '../links'
import * as m from '../messages'
import { batchQueryOptions, useCancelBatch } from '../queries'
import { BatchApproval } from './batch-approval'
import { BatchProgress } from './batch-progress'
import { BatchStatusBadge } from './batch-status-badge'
import { FileButtons } from './file-buttons'
import { RowsTable } from './rows-table'
import { TotalsTable } from './totals-table'
import { UploadResult } from './upload-result'

/** A batch's page: what it is, its approval, its live progress, its rows and its result. */
export function BatchPage({ batchId }: { batchId: string }) {
  const t = useT()
  const query = useQuery(batchQueryOptions(batchId))
  const batch = query.data

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link
          to="/payouts/$"
          params={{ _splat: UPLOAD_SPLAT }}
          className="text-sm text-blue-700 underline"
        >
          {t(m.allBatches)}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold break-all text-slate-900">
            {t(m.batchTitle, { batchId })}
          </h2>
          {batch && <BatchStatusBadge status={batch.status} />}
        </div>
      </div>
      {query.isPending ? (
        <p className="text-slate-600">{t(m.loading)}</p>
      ) : !batch ? (
        <div>
          <p className="text-slate-700">{t(m.loadFailed)}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void query.refetch()}>
            {t(m.tryAgain)}
          </button>
        </div>
      ) : (
        <BatchDetails batch={batch} />
      )}
    </div>
  )
}

const SHOWS_PROGRESS = new Set(['approved', 'processing', 'completed', 'cancelled'])

function BatchDetails({ batch }: { batch: Batch }) {
  const t = useT()
  const canCreate = useCan('payouts.create')
  const live = !isFinal(batch.status)
  const sent = batch.progress.success + batch.progress.failed > 0
  const draft = batch.status === 'draft'

  return (
    <>
      <section
        aria-label={t(m.batchTitle, { batchId: batch.batch_id })}
        className="card p-4 sm:p-6"
      >
        <dl className="grid gap-x-6 sm:grid-cols-2">
          <DetailRow label={t(m.file)}>
            <span className="break-all">{batch.file_name}</span>
          </DetailRow>
          <DetailRow label={t(m.maker)}>
            {batch.maker?.kind === 'api_key'
              ? t(m.makerKey, { name: batch.maker.name })
              : (batch.maker?.name ?? '—')}
          </DetailRow>
          <DetailRow label={t(m.created)}>{formatDateTime(batch.created_at)}</DetailRow>
          <DetailRow label={t(m.submittedAt)}>
            {batch.submitted_at ? formatDateTime(batch.submitted_at) : t(m.notYet)}
          </DetailRow>
          <DetailRow label={t(m.rows)}>{batch.row_count}</DetailRow>
        </dl>
      </section>

      {draft ? (
        <UploadResult batch={batch} onSubmitted={() => undefined} onDiscarded={() => undefined} />
      ) : (
        <>
          <section aria-labelledby="batch-totals" className="card space-y-3 p-4 sm:p-6">
            <h3 id="batch-totals" className="text-lg font-semibold text-slate-900">
              {t(m.totalsCaption)}
            </h3>
            <TotalsTable totals={batch.totals} />
          </section>
          <BatchApproval approval={batch.approval} />
          {SHOWS_PROGRESS.has(batch.status) && <BatchProgress batch={batch} />}
          {canCreate && <CancelBatch batch={batch} />}
          {(batch.status === 'completed' || (batch.status === 'cancelled' && sent)) && (
            <FileButtons
              file={{ kind: 'result', batchId: batch.batch_id }}
              labels={{ xlsx: m.resultXlsx, csv: m.resultCsv }}
            />
          )}
          <BatchRows batchId={batch.batch_id} live={live} />
        </>
      )}
    </>
  )
}

/** 'Cancel batch' until it is approved, then 'Cancel rows not yet sent', after a confirmation. */
function CancelBatch({ batch }: { batch: Batch }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const scope = cancelScope(batch.status)
  const cancel = useCancelBatch(() => {
    setOpen(false)
    toast.success(t(m.cancelled))
  })
  if (!scope) return null
  const label = scope === 'batch' ? t(m.cancelBatch) : t(m.cancelRest)
  return (
    <div>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} title={label} onClose={() => setOpen(false)}>
        <p className="text-sm text-slate-700">
          {scope === 'batch' ? t(m.cancelBatchConfirm) : t(m.cancelRestConfirm)}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            {t(m.keep)}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(batch.batch_id)}
          >
            {t(m.confirmCancel)}
          </button>
        </div>
      </Modal>
    </div>
  )
}

/** The rows by state; each filter its own pages (a new table, keyed). */
function BatchRows({ batchId, live }: { batchId: string; live: boolean }) {
  const t = useT()
  const selectId = useId()
  const [status, setStatus] = useState<RowFilter | undefined>(undefined)
  return (
    <section aria-labelledby="batch-rows" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="batch-rows" className="text-lg font-semibold text-slate-900">
          {t(m.rowsHeading)}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-700">
            {t(m.rowFilter)}
          </label>
          <select
            id={selectId}
            value={status ?? ''}
            onChange={(event) => {
              const value = event.target.value
              setStatus(ROW_FILTERS.find((filter) => filter === value))
            }}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            <option value="">{t(m.rowsAll)}</option>
            {ROW_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(ROW_TEXT[filter])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <RowsTable
        key={status ?? 'all'}
        batchId={batchId}
        status={status}
        live={live}
        view="result"
        label={t(m.rowsHeading)}
      />
    </section>
  )
}
