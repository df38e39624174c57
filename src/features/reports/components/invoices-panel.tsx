import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import FileText from 'lucide-react/icons/file-text'
import { Modal } from '../../../components/modal'
import { ApiError } from '../../../lib/http/api-client'
import { formatINR } from '../../../lib/i18n/format'
import { t as translate, useT } from '../../../lib/i18n/i18n'
import type { TaxDocument } from '../books-api'
import { invoicesQueryOptions, useDownloadInvoice } from '../books-queries'
import * as m from '../messages'

/** 'Tax invoice {number}' or 'Credit note {number}'. */
const kindMessage = (kind: string) => (kind === 'credit_note' ? m.creditNote : m.taxInvoice)
const documentTitle = (doc: Pick<TaxDocument, 'kind' | 'number'>) =>
  translate(kindMessage(doc.kind), { number: doc.number })

// Stands for the number while the sentence is translated, so the number can be drawn in mono
// wherever the language puts it.
const SLOT = '\u0001'

/** The row's title: the translated words with the number in mono, in the language's order. */
function DocumentName({ doc }: { doc: Pick<TaxDocument, 'kind' | 'number'> }) {
  const [before = '', after = ''] = translate(kindMessage(doc.kind), { number: SLOT }).split(SLOT)
  return (
    <>
      {before}
      <span className="font-mono">{doc.number}</span>
      {after}
    </>
  )
}

/** product.md §12: the monthly tax invoices for the gateway's fees, and credit notes. */
export function InvoicesPanel() {
  const t = useT()
  const invoices = useQuery(invoicesQueryOptions())
  const download = useDownloadInvoice()
  const [viewing, setViewing] = useState<TaxDocument | null>(null)
  // A gateway without invoices answers 404: the section is left out.
  if (invoices.error instanceof ApiError && invoices.error.status === 404) return null
  const docs = invoices.data?.documents ?? []
  const next = invoices.data?.next_invoice_period
  return (
    <section aria-labelledby="invoices-title" className="card">
      <h3
        id="invoices-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <FileText aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.invoicesTitle)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t(m.invoicesIntro)}
        {next && <> {t(m.invoicesNext, { month: monthName(next) })}</>}
      </p>
      {invoices.isPending ? (
        <p className="mt-3 text-sm text-slate-600">{t(m.loading)}</p>
      ) : invoices.isError ? (
        <p className="mt-3 text-sm text-slate-700">{t(m.invoicesFailed)}</p>
      ) : docs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t(m.noInvoices)}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {docs.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <DocumentName doc={doc} />
                </p>
                <p className="text-sm text-slate-600">
                  {t(m.periodTotal, { period: periodName(doc), total: formatINR(doc.total) })}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t(m.viewDocument, { number: doc.number })}
                  onClick={() => setViewing(doc)}
                >
                  {t(m.view)}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t(m.pdfOf, { number: doc.number })}
                  disabled={download.isPending}
                  onClick={() => download.mutate(doc)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t(m.pdf)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={viewing !== null}
        title={viewing ? documentTitle(viewing) : ''}
        onClose={() => setViewing(null)}
        size="max-w-2xl"
      >
        {viewing && <InvoiceView doc={viewing} onDownload={() => download.mutate(viewing)} />}
      </Modal>
    </section>
  )
}

/** 'November 2026' from '2026-11', with the month's full name in the current language. */
function monthName(period: string): string {
  const [year, month] = period.split('-').map(Number)
  const name = translate(m.months).split(' ')[(month ?? 1) - 1] ?? ''
  return translate(m.monthYear, { month: name, year: year ?? '' })
}

/**
 * An invoice's month in the current language, from its period ('2026-11'); the gateway's own
 * label ('November 2026', the same in English) when it sends no period.
 */
function periodName(doc: Pick<TaxDocument, 'period' | 'period_label'>): string {
  if (doc.period && /^\d{4}-\d{2}$/.test(doc.period)) return monthName(doc.period)
  return doc.period_label ?? ''
}

function InvoiceView({ doc, onDownload }: { doc: TaxDocument; onDownload: () => void }) {
  const t = useT()
  const state = (p: { state?: string | null; state_code?: string | null }) =>
    p.state ? t(m.stateWithCode, { state: p.state, code: p.state_code ?? '' }) : t(m.notGiven)
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact label={t(m.number)}>
          <span className="font-mono">{doc.number}</span>
        </Fact>
        <Fact label={t(m.date)}>{doc.date}</Fact>
        {doc.issued_on && doc.issued_on !== doc.date && (
          <Fact label={t(m.issuedOn)}>{doc.issued_on}</Fact>
        )}
        <Fact label={t(m.period)}>{periodName(doc)}</Fact>
        <Fact label={t(m.placeOfSupply)}>{state(doc.place_of_supply)}</Fact>
        {doc.original_invoices.length > 0 && (
          <Fact label={t(m.againstInvoice)}>{doc.original_invoices.join(', ')}</Fact>
        )}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party title={t(m.from)} party={doc.supplier} state={state(doc.supplier)} />
        <Party title={t(m.billedTo)} party={doc.recipient} state={state(doc.recipient)} />
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t(m.charges)}>
        <table className="w-full text-left">
          <caption className="sr-only">{t(m.charges)}</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {t(m.description)}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t(m.sac)}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t(m.taxableValue)}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t(m.gst)}
              </th>
              <th scope="col" className="py-1 text-right">
                {t(m.total)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {doc.lines.map((line, i) => (
              <tr key={i}>
                <td className="py-1 pr-2">
                  {line.description} ({line.count})
                </td>
                <td className="py-1 pr-2 font-mono">{line.sac}</td>
                <td className="py-1 pr-2 text-right tabular-nums">
                  {formatINR(line.taxable_value)}
                </td>
                <td className="py-1 pr-2 text-right tabular-nums">
                  {formatINR(line.cgst + line.sgst + line.igst)}
                </td>
                <td className="py-1 text-right tabular-nums">{formatINR(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="space-y-1">
        <Fact label={t(m.taxableValue)}>{formatINR(doc.taxable_value)}</Fact>
        {(doc.cgst > 0 || doc.sgst > 0) && (
          <>
            <Fact label={t(m.cgst)}>{formatINR(doc.cgst)}</Fact>
            <Fact label={t(m.sgst)}>{formatINR(doc.sgst)}</Fact>
          </>
        )}
        {doc.igst > 0 && <Fact label={t(m.igst)}>{formatINR(doc.igst)}</Fact>}
        {doc.rounding !== 0 && <Fact label={t(m.gstRounding)}>{formatINR(doc.rounding)}</Fact>}
        <Fact label={t(m.total)}>
          <strong>{formatINR(doc.total)}</strong>
        </Fact>
        <Fact label={t(m.amountInWords)}>{doc.amount_in_words}</Fact>
      </dl>
      <button type="button" className="btn-primary" onClick={onDownload}>
        <Download aria-hidden="true" className="size-4" />
        {t(m.downloadPdf)}
      </button>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  )
}

function Party({
  title,
  party,
  state,
}: {
  title: string
  party: TaxDocument['supplier']
  state: string
}) {
  const t = useT()
  return (
    <div>
      <h4 className="text-xs font-semibold text-slate-600 uppercase">{title}</h4>
      <p className="font-medium text-slate-900">{party.legal_name}</p>
      {party.address && <p className="text-slate-700">{party.address}</p>}
      <p className="text-slate-700">{t(m.gstin, { gstin: party.gstin ?? t(m.notRegistered) })}</p>
      <p className="text-slate-700">{t(m.state, { state })}</p>
    </div>
  )
}
