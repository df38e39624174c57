import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Download, FileText } from 'lucide-react'
import { Modal } from '../../../components/modal'
import { ApiError } from '../../../lib/api-client'
import { formatINR } from '../../../lib/format'
import type { TaxDocument } from '../books-api'
import { invoicesQueryOptions, useDownloadInvoice } from '../books-queries'

const KIND = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const
const kindLabel = (kind: string) => (kind === 'credit_note' ? KIND.credit_note : KIND.invoice)

/** product.md §12: the monthly tax invoices for the gateway's fees, and credit notes. */
export function InvoicesPanel() {
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
        Tax Invoices
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        The gateway's fees with GST, one invoice a month, for your input tax credit.
        {next ? ` The invoice for ${monthName(next)} is issued when the month ends.` : ''}
      </p>
      {invoices.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : invoices.isError ? (
        <p className="mt-3 text-sm text-slate-700">Failed to load invoices</p>
      ) : docs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No invoices yet</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {docs.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {kindLabel(doc.kind)} <span className="font-mono">{doc.number}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {doc.period_label} · Total {formatINR(doc.total)}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn-secondary" onClick={() => setViewing(doc)}>
                  View <span className="sr-only">{doc.number}</span>
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={download.isPending}
                  onClick={() => download.mutate(doc)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  PDF <span className="sr-only">of {doc.number}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={viewing !== null}
        title={viewing ? `${kindLabel(viewing.kind)} ${viewing.number}` : ''}
        onClose={() => setViewing(null)}
        size="max-w-2xl"
      >
        {viewing && <InvoiceView doc={viewing} onDownload={() => download.mutate(viewing)} />}
      </Modal>
    </section>
  )
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function monthName(period: string): string {
  const [y, m] = period.split('-').map(Number)
  return `${MONTHS[(m ?? 1) - 1] ?? ''} ${y ?? ''}`
}

function InvoiceView({ doc, onDownload }: { doc: TaxDocument; onDownload: () => void }) {
  const state = (p: { state?: string | null; state_code?: string | null }) =>
    p.state ? `${p.state} (${p.state_code ?? ''})` : 'Not given'
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact label="Number">
          <span className="font-mono">{doc.number}</span>
        </Fact>
        <Fact label="Date">{doc.date}</Fact>
        <Fact label="Period">{doc.period_label}</Fact>
        <Fact label="Place of supply">{state(doc.place_of_supply)}</Fact>
        {doc.original_invoices.length > 0 && (
          <Fact label="Against invoice">{doc.original_invoices.join(', ')}</Fact>
        )}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party title="From" party={doc.supplier} state={state(doc.supplier)} />
        <Party title="Billed to" party={doc.recipient} state={state(doc.recipient)} />
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Charges">
        <table className="w-full text-left">
          <caption className="sr-only">Charges</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-2">
                Description
              </th>
              <th scope="col" className="py-1 pr-2">
                SAC
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Taxable value
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                GST
              </th>
              <th scope="col" className="py-1 text-right">
                Total
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
        <Fact label="Taxable value">{formatINR(doc.taxable_value)}</Fact>
        {(doc.cgst > 0 || doc.sgst > 0) && (
          <>
            <Fact label="CGST 9%">{formatINR(doc.cgst)}</Fact>
            <Fact label="SGST 9%">{formatINR(doc.sgst)}</Fact>
          </>
        )}
        {doc.igst > 0 && <Fact label="IGST 18%">{formatINR(doc.igst)}</Fact>}
        <Fact label="Total">
          <strong>{formatINR(doc.total)}</strong>
        </Fact>
        <Fact label="Amount in words">{doc.amount_in_words}</Fact>
      </dl>
      <button type="button" className="btn-primary" onClick={onDownload}>
        <Download aria-hidden="true" className="size-4" />
        Download PDF
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
  return (
    <div>
      <h4 className="text-xs font-semibold text-slate-600 uppercase">{title}</h4>
      <p className="font-medium text-slate-900">{party.legal_name}</p>
      {party.address && <p className="text-slate-700">{party.address}</p>}
      <p className="text-slate-700">GSTIN: {party.gstin ?? 'Not registered'}</p>
      <p className="text-slate-700">State: {state}</p>
    </div>
  )
}
