import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Download from 'lucide-react/icons/download'
import { ReportActions } from '../../../components/shift-report/report-actions'
import { ZReportView } from '../../../components/shift-report/z-report-view'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { useZReportText } from '../../../components/shift-report/z-report-text'
import * as m from '../messages'
import { useDownloadZReport, zReportQueryOptions } from '../queries'

/** One Z-report (or an open shift's live figures): share, print, download as CSV or Excel. */
export function ZReportPage({ shiftId }: { shiftId: string }) {
  const report = useQuery(zReportQueryOptions(shiftId))
  const download = useDownloadZReport()
  const text = useZReportText()
  const t = useT()

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link
        to="/z-reports"
        search={{ page: 1 }}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t(m.allZReports)}
      </Link>
      {report.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(report.error, t(m.zReportFailed))}
        </p>
      ) : (
        <section className="card space-y-5">
          <ZReportView report={report.data} text={text} titleId="z-report-title" />
          <div className="flex flex-wrap gap-2 print:hidden">
            {(['csv', 'xlsx'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="btn-secondary"
                disabled={download.isPending}
                onClick={() => download.mutate({ shiftId, format })}
              >
                <Download aria-hidden="true" className="size-4" />
                {format === 'csv' ? t(m.downloadCsv) : t(m.downloadExcel)}
              </button>
            ))}
            <Link to="/payments" search={{ page: 1, shift: shiftId }} className="btn-secondary">
              {t(m.shiftPayments)}
            </Link>
          </div>
          <ReportActions report={report.data} text={text} />
        </section>
      )}
    </div>
  )
}
