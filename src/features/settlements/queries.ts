import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { t } from '../../lib/i18n/i18n'
import {
  downloadSettlementReport,
  fetchSettlement,
  fetchSettlementEvents,
  fetchSettlements,
  type SettlementReportFormat,
} from './api'
import * as m from './messages'

export const settlementsKeys = {
  all: ['settlements'] as const,
  list: (page: number) => [...settlementsKeys.all, 'list', page] as const,
  one: (id: string) => [...settlementsKeys.all, 'one', id] as const,
  events: (id: string, page: number) => [...settlementsKeys.all, 'events', id, page] as const,
}

export function settlementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: settlementsKeys.list(page),
    queryFn: () => fetchSettlements(page),
    placeholderData: keepPreviousData,
  })
}

export function settlementQueryOptions(id: string) {
  return queryOptions({ queryKey: settlementsKeys.one(id), queryFn: () => fetchSettlement(id) })
}

export function settlementEventsQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: settlementsKeys.events(id, page),
    queryFn: () => fetchSettlementEvents(id, page),
    placeholderData: keepPreviousData,
  })
}

/** The settlement report: Excel for people, CSV for software (decision 053). */
export function useDownloadSettlementReport() {
  return useMutation({
    mutationFn: async ({ id, format }: { id: string; format: SettlementReportFormat }) => {
      saveBlob(await downloadSettlementReport(id, format), `settlement-${id}.${format}`)
    },
    onSuccess: () => toast.success(t(m.reportDownloaded)),
    onError: (error) => toast.error(errorMessage(error, t(m.reportFailed))),
  })
}
