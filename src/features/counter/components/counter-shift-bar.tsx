import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, LogOut, UserRound } from 'lucide-react'
import { Modal } from '../../../components/modal'
import { ReportActions } from '../../../components/report-actions'
import { ZReportView } from '../../../components/z-report-view'
import { errorMessage } from '../../../lib/api-client'
import type { CounterLanguage } from '../../../lib/counter-mode'
import type { ZReport } from '../../../lib/z-report'
import { zReportText } from '../../../lib/z-report-text'
import type { CounterSession } from '../api'
import { counterFiguresQueryOptions, useCloseShift, useLockCashier } from '../queries'
import type { ShiftText } from '../shift-text'

type Props = {
  session: CounterSession
  language: CounterLanguage
  text: ShiftText
  onClosed: (report: ZReport) => void
}

/**
 * Above the keypad: who is selling, 'Switch cashier', 'This shift so far' (the X-report, one tap
 * away) and 'Close shift' (its Z-report).
 */
export function CounterShiftBar({ session, language, text, onClosed }: Props) {
  const [open, setOpen] = useState<'x' | 'close' | null>(null)
  const figures = useQuery(counterFiguresQueryOptions())
  const lock = useLockCashier()
  const close = useCloseShift()
  const report = figures.data?.source === 'shift' ? figures.data.report : null
  const reportText = zReportText(language)

  return (
    <div className="flex flex-1 flex-wrap items-center gap-2">
      {session.cashier && (
        <p className="flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-800">
          <UserRound aria-hidden="true" className="size-4" />
          {text.sellingAs(session.cashier.name)}
        </p>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {session.cashier_required && (
          <button
            type="button"
            onClick={() => lock.mutate()}
            disabled={lock.isPending}
            className="btn-secondary"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {text.switchCashier}
          </button>
        )}
        <button type="button" onClick={() => setOpen('x')} className="btn-secondary">
          <ClipboardList aria-hidden="true" className="size-4" />
          {text.shiftSoFar}
        </button>
        <button type="button" onClick={() => setOpen('close')} className="btn-secondary">
          {text.closeShift}
        </button>
      </div>

      <Modal open={open === 'x'} title={text.shiftSoFar} onClose={() => setOpen(null)}>
        {report ? (
          <div className="space-y-4">
            <ZReportView
              report={report}
              text={reportText}
              titleId="modal-title"
              showTitle={false}
              business={session.business_name}
            />
            <ReportActions report={report} text={reportText} business={session.business_name} />
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            {figures.isPending ? 'Loading...' : text.noShift}
          </p>
        )}
      </Modal>

      <Modal open={open === 'close'} title={text.closeTitle} onClose={() => setOpen(null)}>
        <p className="text-base text-slate-700">{text.closeText}</p>
        {close.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {errorMessage(close.error, text.closeFailed)}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => setOpen(null)} className="btn-secondary">
            {text.keepOpen}
          </button>
          <button
            type="button"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: (closed) => {
                  setOpen(null)
                  onClosed(closed)
                },
              })
            }
            className="btn-primary"
          >
            {close.isPending ? text.closing : text.closeShift}
          </button>
        </div>
      </Modal>
    </div>
  )
}
