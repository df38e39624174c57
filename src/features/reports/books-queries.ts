import { queryOptions, useMutation } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { t } from '../../lib/i18n/i18n'
import {
  downloadInvoicePdf,
  downloadJournal,
  fetchInvoices,
  invoiceFileName,
  journalFileName,
  type JournalQuery,
  type TaxDocument,
} from './books-api'
import * as m from './messages'

export const booksKeys = { invoices: ['reports', 'invoices'] as const }

export function invoicesQueryOptions() {
  return queryOptions({ queryKey: booksKeys.invoices, queryFn: fetchInvoices })
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (doc: Pick<TaxDocument, 'id' | 'kind'>) =>
      saveBlob(await downloadInvoicePdf(doc.id), invoiceFileName(doc)),
    onSuccess: () => toast.success(t(m.invoiceDownloaded)),
    onError: (error) => toast.error(errorMessage(error, t(m.invoiceFailed))),
  })
}

export function useDownloadJournal() {
  return useMutation({
    mutationFn: async (query: JournalQuery) =>
      saveBlob(await downloadJournal(query), journalFileName(query)),
    onSuccess: () => toast.success(t(m.journalDownloaded)),
    onError: (error) => toast.error(errorMessage(error, t(m.journalFailed))),
  })
}
