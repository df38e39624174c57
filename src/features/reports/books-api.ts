import * as z from 'zod/mini'
import { apiRequest, apiRequestStream } from '../../lib/http/api-client'
import { envelope, money, optionalText } from '../../lib/http/api-schemas'
import * as m from './messages'

/*
 * The accountant's files on Reports (decisions 054, 055): the monthly tax invoices and credit
 * notes (GET /merchant/invoices, …/{id}/pdf) and the journal (GET /merchant/books/journal).
 */

const partySchema = z.looseObject({
  legal_name: optionalText,
  gstin: optionalText,
  address: optionalText,
  state_code: optionalText,
  state: optionalText,
})

const lineSchema = z.looseObject({
  description: z.catch(z.string(), ''),
  sac: optionalText,
  count: z.catch(money, 0),
  taxable_value: z.catch(money, 0),
  cgst: z.catch(money, 0),
  sgst: z.catch(money, 0),
  igst: z.catch(money, 0),
  total: z.catch(money, 0),
})

export const taxDocumentSchema = z.looseObject({
  id: z.string(),
  kind: z.catch(z.string(), 'invoice'),
  number: z.string(),
  date: optionalText,
  period: optionalText,
  period_label: optionalText,
  supplier: z.catch(partySchema, {}),
  recipient: z.catch(partySchema, {}),
  place_of_supply: z.catch(partySchema, {}),
  lines: z.catch(z.array(lineSchema), []),
  taxable_value: z.catch(money, 0),
  cgst: z.catch(money, 0),
  sgst: z.catch(money, 0),
  igst: z.catch(money, 0),
  // Decision 063: GST collected beyond the heads; none from a gateway without it.
  rounding: z.catch(money, 0),
  total: z.catch(money, 0),
  issued_on: optionalText,
  amount_in_words: optionalText,
  original_invoices: z.catch(z.array(z.string()), []),
})

export type TaxDocument = z.infer<typeof taxDocumentSchema>

const invoicesSchema = z.looseObject({
  documents: z.array(taxDocumentSchema),
  next_invoice_period: optionalText,
})

export type Invoices = z.infer<typeof invoicesSchema>

export async function fetchInvoices(): Promise<Invoices> {
  return envelope(invoicesSchema).parse(await apiRequest('/merchant/invoices')).data
}

async function blobOf(path: string, query: Record<string, string> | undefined, type: string) {
  const response = await apiRequestStream(path, query ? { query } : {})
  return new Blob([await response.arrayBuffer()], { type })
}

export function downloadInvoicePdf(id: string): Promise<Blob> {
  return blobOf(`/merchant/invoices/${encodeURIComponent(id)}/pdf`, undefined, 'application/pdf')
}

/** The journal's formats; each label is a message, shown with t(). */
export const JOURNAL_FORMATS = [
  { value: 'xlsx', label: m.formatXlsx, extension: 'xlsx' },
  { value: 'csv', label: m.journalCsv, extension: 'csv' },
  { value: 'tally', label: m.journalTally, extension: 'xml' },
] as const

export type JournalFormat = (typeof JOURNAL_FORMATS)[number]['value']

export type JournalQuery = { from_date: string; to_date: string; format: JournalFormat }

const JOURNAL_TYPES: Record<JournalFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  tally: 'application/xml',
}

export function downloadJournal(query: JournalQuery): Promise<Blob> {
  return blobOf('/merchant/books/journal', query, JOURNAL_TYPES[query.format])
}

/** The same name the gateway gives the file. */
export function journalFileName(query: JournalQuery): string {
  const extension = JOURNAL_FORMATS.find((f) => f.value === query.format)?.extension ?? 'csv'
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, as the gateway writes it
  const suffix = query.format === 'tally' ? '-tally' : ''
  return `journal-${query.from_date}-to-${query.to_date}${suffix}.${extension}`
}

export function invoiceFileName(doc: Pick<TaxDocument, 'id' | 'kind'>): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, as the gateway writes it
  return `${doc.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${doc.id}.pdf`
}
