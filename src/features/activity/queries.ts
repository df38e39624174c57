import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import { t } from '../../lib/i18n/i18n'
import { saveBlob } from '../../lib/lists/download'
import { toast } from '../../lib/toast/toast'
import type { ActivityFilters, ActivitySearch } from './activity-filters'
import { downloadActivity, fetchActivity, fetchPeople } from './api'
import * as m from './messages'

export const activityKeys = {
  all: ['activity'] as const,
  page: (search: ActivitySearch) => [...activityKeys.all, 'page', search] as const,
  people: () => [...activityKeys.all, 'people'] as const,
}

export function activityQueryOptions(search: ActivitySearch) {
  return queryOptions({
    queryKey: activityKeys.page(search),
    queryFn: () => {
      const { cursor, ...filters } = search
      return fetchActivity(filters, cursor)
    },
    // Addresses and devices of the team are not kept in the offline cache.
    meta: { persist: false },
    placeholderData: keepPreviousData,
  })
}

export function peopleQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.people(),
    queryFn: fetchPeople,
    meta: { persist: false },
    staleTime: 60_000,
  })
}

export function useExportActivity() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: ActivityFilters; format: 'csv' | 'xlsx' }) =>
      downloadActivity(filters, format),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => toast.error(errorMessage(error, t(m.exportFailed))),
  })
}
