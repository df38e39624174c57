import { useEffect, useRef } from 'react'
import { ReportActions } from '../../../components/shift-report/report-actions'
import { ZReportView } from '../../../components/shift-report/z-report-view'
import type { ZReport } from '../../../lib/counter-support/z-report'
import { useZReportText } from '../../../components/shift-report/z-report-text'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../shift-messages'
import { CounterFullScreen } from './counter-full-screen'

type Props = {
  report: ZReport
  business?: string | null
  onDone: () => void
}

const TITLE_ID = 'z-report-title'

/** The Z-report of the shift just closed, full screen: share it, print it, then carry on. */
export function ZReportScreen({ report, business, onDone }: Props) {
  const t = useT()
  const text = useZReportText()
  const doneRef = useRef<HTMLButtonElement>(null)
  useEffect(() => doneRef.current?.focus(), [])
  return (
    <CounterFullScreen labelledBy={TITLE_ID}>
      <div className="mx-auto flex min-h-full max-w-lg flex-col gap-5 overflow-y-auto p-4 sm:p-8">
        <ZReportView report={report} text={text} titleId={TITLE_ID} business={business} />
        <ReportActions report={report} text={text} business={business} />
        <button
          ref={doneRef}
          type="button"
          onClick={onDone}
          className="btn-primary min-h-14 text-base print:hidden"
        >
          {t(m.done)}
        </button>
      </div>
    </CounterFullScreen>
  )
}
