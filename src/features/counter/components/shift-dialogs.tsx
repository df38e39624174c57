import { useQuery } from '@tanstack/react-query'
import { Modal } from '../../../components/modal'
import { ReportActions } from '../../../components/shift-report/report-actions'
import { ZReportView } from '../../../components/shift-report/z-report-view'
import { zReportText } from '../../../components/shift-report/z-report-text'
import { errorMessage } from '../../../lib/http/api-client'
import type { ZReport } from '../../../lib/counter-support/z-report'
import type { CounterSession } from '../api'
import { counterFiguresQueryOptions, type CloseShift } from '../queries'
import * as ui from '../../../components/messages'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import * as shift from '../shift-messages'

type Props = {
  open: 'x' | 'close'
  session: CounterSession
  /** The counter screen's own: closing the shift clears the cashier, which unmounts this. */
  close: CloseShift
  onClose: () => void
  onClosed: (report: ZReport) => void
}

/**
 * 'This shift so far' (the X-report) and the 'Close this shift?' confirmation. Their own chunk,
 * loaded on the tap that opens one: the counter's first screen does not carry them (decision
 * 049; decision 023's budgets).
 */
export function ShiftDialogs({ open, session, close, onClose, onClosed }: Props) {
  const t = useT()
  const figures = useQuery(counterFiguresQueryOptions())
  const report = figures.data?.source === 'shift' ? figures.data.report : null
  const reportText = zReportText()
  return (
    <>
      <Modal open={open === 'x'} title={t(m.shiftSoFar)} onClose={onClose}>
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
            {figures.isPending ? t(ui.loading) : t(shift.noShift)}
          </p>
        )}
      </Modal>

      <Modal open={open === 'close'} title={t(shift.closeTitle)} onClose={onClose}>
        <p className="text-base text-slate-700">{t(shift.closeText)}</p>
        {close.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {errorMessage(close.error, t(shift.closeFailed))}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary">
            {t(shift.keepOpen)}
          </button>
          <button
            type="button"
            disabled={close.isPending}
            onClick={() =>
              // mutateAsync, not mutate's callbacks: the session read again after the close (no
              // cashier now) may unmount this before they would run; the screen still shows it.
              void close
                .mutateAsync()
                .then((closed) => {
                  onClose()
                  onClosed(closed)
                })
                .catch(() => undefined)
            }
            className="btn-primary"
          >
            {close.isPending ? t(shift.closing) : t(m.closeShift)}
          </button>
        </div>
      </Modal>
    </>
  )
}
