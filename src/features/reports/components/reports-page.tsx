import { useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import Calendar from 'lucide-react/icons/calendar'
import CalendarDays from 'lucide-react/icons/calendar-days'
import CalendarRange from 'lucide-react/icons/calendar-range'
import Clock from 'lucide-react/icons/clock'
import Download from 'lucide-react/icons/download'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { statusLabel } from '../../../components/status-label'
import { useT } from '../../../lib/i18n/i18n'
import { refundsSupportedQueryOptions } from '../../../lib/http/refunds-support'
import { useCan } from '../../../lib/session/use-can'
import {
  DEFAULT_REPORT_FORMAT,
  DEFAULT_RANGE_DAYS,
  lastDays,
  QUICK_RANGES,
  rangeEndingToday,
  REPORT_FORMATS,
  REPORT_STATUSES,
  REPORT_TYPES,
} from '../api'
import * as m from '../messages'
import { useDownloadReport } from '../queries'
import { validateReportForm, type ReportFormField, type ReportFormValues } from '../report-schema'
import { DownloadProgressBar } from './download-progress'
import { InvoicesPanel } from './invoices-panel'
import { JournalPanel } from './journal-panel'
import { QuickCard, ReportSidebar } from './report-panels'
import { useOutlets } from '../../../lib/outlets/use-outlets'

const QUICK_ICONS = { today: Clock, '7d': Calendar, '30d': CalendarDays } as const

const fieldId = (field: ReportFormField) => `report-${field}`

function initialValues(): ReportFormValues {
  return {
    type: 'both',
    ...rangeEndingToday(DEFAULT_RANGE_DAYS),
    status: '',
    format: DEFAULT_REPORT_FORMAT,
  }
}

export function ReportsPage() {
  const t = useT()
  // Invoices and the books export are the accountant's (books.read).
  const canReadBooks = useCan('books.read')
  const [values, setValues] = useState<ReportFormValues>(initialValues)
  const [errors, setErrors] = useState<Partial<Record<ReportFormField, string>>>({})
  const download = useDownloadReport()
  const refunds = useQuery(refundsSupportedQueryOptions())
  const types = REPORT_TYPES.filter((type) => type.value !== 'refund' || refunds.data === true)
  const formRef = useRef<HTMLElement>(null)
  // 'Custom Range' chosen: it alone shows as selected, even while the dates match a quick range.
  const [custom, setCustom] = useState(false)
  // Outlets (decision 080): one outlet's rows, or a workbook split by outlet.
  const outlets = useOutlets()
  const [outlet, setOutlet] = useState('')
  const [split, setSplit] = useState(false)
  const splittable = values.format === 'xlsx' && !outlet

  function set(field: ReportFormField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }) as ReportFormValues)
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (download.isPending) return
    const result = validateReportForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = (['fromDate', 'toDate'] as const).find((f) => result.errors[f])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setErrors({})
    download.mutate({
      ...result.query,
      ...(outlet ? { outlet_id: outlet } : {}),
      ...(split && splittable ? { split: 'outlet' as const } : {}),
    })
  }

  const busy = download.isPending
  const activeQuick = custom
    ? undefined
    : QUICK_RANGES.find((q) => {
        const range = lastDays(q.days)
        return range.fromDate === values.fromDate && range.toDate === values.toDate
      })?.id

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_RANGES.map((quick) => {
          const Icon = QUICK_ICONS[quick.id]
          return (
            <li key={quick.id}>
              <QuickCard
                title={t(quick.title)}
                pressed={activeQuick === quick.id}
                icon={<Icon aria-hidden="true" className="size-5" />}
                onClick={() => {
                  setValues((prev) => ({ ...prev, ...lastDays(quick.days) }))
                  setCustom(false)
                  setErrors({})
                }}
              />
            </li>
          )
        })}
        <li>
          <QuickCard
            title={t(m.customRange)}
            pressed={custom}
            icon={<CalendarRange aria-hidden="true" className="size-5" />}
            onClick={() => {
              setCustom(true)
              formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              document.getElementById(fieldId('fromDate'))?.focus({ preventScroll: true })
            }}
          />
        </li>
      </ul>

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          ref={formRef}
          aria-labelledby="custom-report-title"
          className="card scroll-mt-20 lg:col-span-2"
        >
          <h3 id="custom-report-title" className="text-lg font-semibold text-slate-900">
            {t(m.customReport)}
          </h3>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={fieldId('type')} label={t(m.reportType)}>
                <select
                  id={fieldId('type')}
                  value={values.type}
                  onChange={(e) => set('type', e.target.value)}
                  className="input"
                >
                  {types.map((type) => (
                    <option key={type.value} value={type.value}>
                      {t(type.label)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id={fieldId('status')} label={t(m.status)}>
                <select
                  id={fieldId('status')}
                  value={values.status}
                  onChange={(e) => set('status', e.target.value)}
                  className="input"
                >
                  <option value="">{t(m.allStatuses)}</option>
                  {REPORT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {statusLabel(status)}
                    </option>
                  ))}
                </select>
              </FormField>
              {(['fromDate', 'toDate'] as const).map((field) => (
                <FormField
                  key={field}
                  id={fieldId(field)}
                  label={field === 'fromDate' ? t(m.fromDate) : t(m.toDate)}
                  error={errors[field]}
                  required
                >
                  <input
                    id={fieldId(field)}
                    type="date"
                    value={values[field]}
                    max={field === 'fromDate' ? values.toDate : undefined}
                    min={field === 'toDate' ? values.fromDate : undefined}
                    onChange={(e) => set(field, e.target.value)}
                    className="input"
                    {...fieldErrorProps(fieldId(field), errors[field])}
                  />
                </FormField>
              ))}
            </div>
            {outlets.many && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id="report-outlet" label={t(m.outlet)}>
                  <select
                    id="report-outlet"
                    value={outlet}
                    onChange={(e) => setOutlet(e.target.value)}
                    className="input"
                  >
                    <option value="">{t(m.allOutlets)}</option>
                    {outlets.all.map((o) => (
                      <option key={o.outlet_id} value={o.outlet_id}>
                        {o.archived_at ? t(m.archivedOutlet, { name: o.name }) : o.name}
                      </option>
                    ))}
                    {outlets.limitedTo.length === 0 && (
                      <option value="none">{t(m.noOutlet)}</option>
                    )}
                  </select>
                </FormField>
                <div className="space-y-1 sm:pt-7">
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      checked={split && splittable}
                      disabled={!splittable}
                      onChange={(e) => setSplit(e.target.checked)}
                      aria-describedby="report-split-hint"
                      className="size-4 accent-brand-600"
                    />
                    {t(m.splitByOutlet)}
                  </label>
                  <p id="report-split-hint" className="text-xs text-slate-600">
                    {t(m.splitByOutletHint)}
                  </p>
                </div>
              </div>
            )}
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700">
                {t(m.exportFormat)}
              </legend>
              <div className="flex flex-wrap gap-3">
                {REPORT_FORMATS.map((f) => (
                  <div key={f.value} className="space-y-1">
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input
                        type="radio"
                        name="format"
                        value={f.value}
                        checked={values.format === f.value}
                        onChange={() => set('format', f.value)}
                        aria-describedby={`report-format-${f.value}-hint`}
                        className="accent-brand-600"
                      />
                      {t(f.label)}
                    </label>
                    <p
                      id={`report-format-${f.value}-hint`}
                      className="max-w-44 text-xs text-slate-600"
                    >
                      {t(f.hint)}
                    </p>
                  </div>
                ))}
              </div>
            </fieldset>
            <div className="space-y-3 border-t border-slate-200 pt-4">
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
                <Download aria-hidden="true" className="size-4" />
                {busy ? t(m.generating) : t(m.downloadReport)}
              </button>
              {busy && <DownloadProgressBar progress={download.progress} />}
            </div>
          </form>
        </section>

        <ReportSidebar />
      </div>

      {/* The accountant's month (decisions 054, 055): invoices and the books export. */}
      {canReadBooks && (
        <div className="grid gap-6 lg:grid-cols-2">
          <InvoicesPanel />
          <JournalPanel />
        </div>
      )}
    </div>
  )
}
