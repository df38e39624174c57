import { useState, type FormEvent } from 'react'
import BookOpen from 'lucide-react/icons/book-open'
import Download from 'lucide-react/icons/download'
import { FormField } from '../../../components/form-field'
import { localISODate } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { JOURNAL_FORMATS, type JournalFormat } from '../books-api'
import { useDownloadJournal } from '../books-queries'
import * as m from '../messages'

const TALLY_STEPS = [
  m.tallyStepCompany,
  m.tallyStepDownload,
  m.tallyStepImport,
  m.tallyStepGroups,
  m.tallyStepOnce,
]

/** product.md §12: the journal of the wallet's ledger for the books, or Tally, and how to import it. */
export function JournalPanel() {
  const t = useT()
  const today = localISODate()
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`)
  const [to, setTo] = useState(today)
  const [format, setFormat] = useState<JournalFormat>('xlsx')
  const download = useDownloadJournal()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (download.isPending || !from || !to) return
    download.mutate({ from_date: from, to_date: to, format })
  }

  return (
    <section aria-labelledby="journal-title" className="card">
      <h3
        id="journal-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.booksExport)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(m.booksIntro)}</p>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-3">
        <FormField id="journal-from" label={t(m.journalFrom)} required>
          <input
            id="journal-from"
            type="date"
            required
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            className="input"
          />
        </FormField>
        <FormField id="journal-to" label={t(m.journalTo)} required>
          <input
            id="journal-to"
            type="date"
            required
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className="input"
          />
        </FormField>
        <FormField id="journal-format" label={t(m.journalFormat)}>
          <select
            id="journal-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as JournalFormat)}
            className="input"
          >
            {JOURNAL_FORMATS.map((f) => (
              <option key={f.value} value={f.value}>
                {t(f.label)}
              </option>
            ))}
          </select>
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary" disabled={download.isPending}>
            <Download aria-hidden="true" className="size-4" />
            {download.isPending ? t(m.generating) : t(m.downloadJournal)}
          </button>
        </div>
      </form>
      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900">{t(m.tallyImport)}</summary>
        <ol className="mt-2 list-disc space-y-1 pl-5">
          {TALLY_STEPS.map((step) => (
            <li key={step.id}>{t(step)}</li>
          ))}
        </ol>
      </details>
    </section>
  )
}
