import { t as translate, useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import type { Batch } from '../api'
import * as m from '../messages'
import { useCancelBatch, useSubmitBatch } from '../queries'
import { FileButtons } from './file-buttons'
import { RowsTable } from './rows-table'
import { TotalsTable } from './totals-table'

type Props = {
  batch: Batch
  onSubmitted: (batch: Batch) => void
  onDiscarded: () => void
}

/** The check of an uploaded file: the totals, the rows in error, then submit or discard. */
export function UploadResult({ batch, onSubmitted, onDiscarded }: Props) {
  const t = useT()
  const submit = useSubmitBatch(onSubmitted)
  const discard = useCancelBatch(() => {
    toast.success(translate(m.discarded))
    onDiscarded()
  })
  const inError = batch.error_count > 0
  const busy = submit.isPending || discard.isPending

  return (
    <section aria-labelledby="batch-result" className="card space-y-4 p-4 sm:p-6">
      <h3 id="batch-result" className="text-lg font-semibold text-slate-900">
        {t(m.resultHeading)}
      </h3>
      <p className="text-sm break-all text-slate-700">
        {t(m.checkedFile, { name: batch.file_name, count: batch.row_count })}
      </p>
      <ul className="flex flex-wrap gap-3 text-sm font-medium" aria-live="polite">
        <li className="rounded-md bg-emerald-50 px-3 py-1 text-emerald-800">
          {t(m.rowsReady, { count: batch.valid_count })}
        </li>
        {inError && (
          <li className="rounded-md bg-red-50 px-3 py-1 text-red-800">
            {t(m.rowsInError, { count: batch.error_count })}
          </li>
        )}
      </ul>
      <TotalsTable totals={batch.totals} />

      {inError && (
        <div className="space-y-3">
          <h4 className="text-base font-semibold text-slate-900">{t(m.errorsHeading)}</h4>
          <p className="text-sm text-slate-700">{t(m.errorsHelp)}</p>
          <FileButtons
            file={{ kind: 'errors', batchId: batch.batch_id }}
            labels={{ xlsx: m.errorsXlsx, csv: m.errorsCsv }}
          />
          <RowsTable
            batchId={batch.batch_id}
            status="invalid"
            live={false}
            view="errors"
            label={t(m.errorsHeading)}
          />
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          className="btn-primary"
          disabled={inError || busy}
          aria-describedby={inError ? 'batch-fix-first' : undefined}
          onClick={() => submit.mutate(batch.batch_id)}
        >
          {submit.isPending ? t(m.submitting) : t(m.submit)}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => discard.mutate(batch.batch_id)}
        >
          {t(m.discard)}
        </button>
        {inError && (
          <p id="batch-fix-first" className="text-sm text-red-800">
            {t(m.fixFirst)}
          </p>
        )}
      </div>
    </section>
  )
}
