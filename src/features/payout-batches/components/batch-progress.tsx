import type { MessageDescriptor } from '@lingui/core'
import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/i18n/i18n'
import type { Batch } from '../api'
import { finishedCount } from '../batch-status'
import * as m from '../messages'

type Count = 'waiting' | 'created' | 'processing' | 'success' | 'failed' | 'queued' | 'cancelled'

const COUNTS: Array<[Count, MessageDescriptor]> = [
  ['waiting', m.countWaiting],
  ['created', m.countCreated],
  ['processing', m.countProcessing],
  ['success', m.countSuccess],
  ['failed', m.countFailed],
  ['queued', m.countQueued],
  ['cancelled', m.countCancelled],
]

/** The batch's rows as they move: a bar of those finished and a count by state. */
export function BatchProgress({ batch }: { batch: Batch }) {
  const t = useT()
  const total = batch.valid_count || batch.row_count
  const done = finishedCount(batch)
  // Down, so the bar is full only when every row is.
  const percent = total ? Math.floor((100 * done) / total) : 0
  return (
    <section aria-labelledby="batch-progress" className="card space-y-3 p-4 sm:p-6">
      <h3 id="batch-progress" className="text-lg font-semibold text-slate-900">
        {t(m.progressHeading)}
      </h3>
      <div
        role="progressbar"
        aria-label={t(m.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t(m.progressText, { done, total })}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-2 bg-emerald-700 transition" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{t(m.progressText, { done, total })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 p-3" data-count={key}>
            <dt className="text-xs text-slate-600">{t(label)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{batch.progress[key]}</dd>
          </div>
        ))}
      </dl>
      {batch.progress.queued > 0 && (
        <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {t(m.queuedHelp)}{' '}
          <Link to="/wallet" className="font-medium underline">
            {t(m.topUp)}
          </Link>
        </p>
      )}
    </section>
  )
}
