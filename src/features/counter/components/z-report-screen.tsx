import { useEffect, useRef } from 'react'
import { ReportActions } from '../../../components/shift-report/report-actions'
import { ZReportView } from '../../../components/shift-report/z-report-view'
import type { ZReport } from '../../../lib/z-report'
import { zReportText } from '../../../components/shift-report/z-report-text'
import type { ShiftText } from '../shift-text'
import { CounterFullScreen } from './counter-full-screen'

type Props = {
  report: ZReport
  text: ShiftText
  business?: string | null
  onDone: () => void
}

const TITLE_ID = 'z-report-title'

/** The Z-report of the shift just closed, full screen: share it, print it, then carry on. */
export function ZReportScreen({ report, text, business, onDone }: Props) {
  const doneRef = useRef<HTMLButtonElement>(null)
  useEffect(() => doneRef.current?.focus(), [])
  return (
    <CounterFullScreen labelledBy={TITLE_ID}>
      <div className="mx-auto flex min-h-full max-w-lg flex-col gap-5 overflow-y-auto p-4 sm:p-8">
        <ZReportView report={report} text={zReportText()} titleId={TITLE_ID} business={business} />
        <ReportActions report={report} text={zReportText()} business={business} />
        <button
          ref={doneRef}
          type="button"
          onClick={onDone}
          className="btn-primary min-h-14 text-base print:hidden"
        >
          {text.done}
        </button>
      </div>
    </CounterFullScreen>
  )
}
