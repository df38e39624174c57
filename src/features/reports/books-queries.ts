import { queryOptions, useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/api-client'
import { saveBlob } from '../../lib/download'
import {
  downloadInvoicePdf,
  downloadJournal,
  fetchInvoices,
  invoiceFileName,
  journalFileName,
  type JournalQuery,
  type TaxDocument,
} from './books-api'

export const booksKeys = { invoices: ['reports', 'invoices'] as const }

export function invoicesQueryOptions() {
  return queryOptions({ queryKey: booksKeys.invoices, queryFn: fetchInvoices })
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (doc: Pick<TaxDocument, 'id' | 'kind'>) =>
      saveBlob(await downloadInvoicePdf(doc.id), invoiceFileName(doc)),
    onSuccess: () => toast.success('Invoice downloaded'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download invoice')),
  })
}

export function useDownloadJournal() {
  return useMutation({
    mutationFn: async (query: JournalQuery) =>
      saveBlob(await downloadJournal(query), journalFileName(query)),
    onSuccess: () => toast.success('Journal downloaded'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download journal')),
  })
}
