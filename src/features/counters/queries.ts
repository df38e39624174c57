import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/api-client'
import { saveBlob } from '../../lib/download'
import {
  addCounter,
  addStaff,
  closeCounterShift,
  createPairingCode,
  downloadZReport,
  fetchCounterSettings,
  fetchCounters,
  fetchStaff,
  fetchZReport,
  fetchZReports,
  removeStaff,
  resetStaffPin,
  revokeCounter,
  saveCounterSettings,
} from './api'

export const countersKeys = {
  all: ['counters'] as const,
  list: () => [...countersKeys.all, 'list'] as const,
  staff: () => [...countersKeys.all, 'staff'] as const,
  settings: () => [...countersKeys.all, 'settings'] as const,
  zReports: (counter: string | undefined, page: number) =>
    [...countersKeys.all, 'z-reports', { counter: counter ?? null, page }] as const,
  zReport: (shiftId: string) => [...countersKeys.all, 'z-report', shiftId] as const,
}

/**
 * Counters with their pairing, last seen and open shift: always read afresh when a screen opens
 * (a copy restored from the offline cache would say 'Not paired' for a device just set up), and
 * refreshed while it stays open, every `everyMs` (the pairing dialog watches more closely).
 */
export function countersQueryOptions(everyMs = 30_000) {
  return queryOptions({
    queryKey: countersKeys.list(),
    queryFn: fetchCounters,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === null ? false : everyMs),
  })
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: countersKeys.staff(), queryFn: fetchStaff })
}

export function counterSettingsQueryOptions() {
  return queryOptions({ queryKey: countersKeys.settings(), queryFn: fetchCounterSettings })
}

export function zReportsQueryOptions(counter: string | undefined, page: number) {
  return queryOptions({
    queryKey: countersKeys.zReports(counter, page),
    queryFn: () => fetchZReports({ counter, page }),
  })
}

/** A closed Z-report never changes; an open shift's figures do (staleTime 0 keeps them fresh). */
export function zReportQueryOptions(shiftId: string) {
  return queryOptions({
    queryKey: countersKeys.zReport(shiftId),
    queryFn: () => fetchZReport(shiftId),
    staleTime: (query) => (query.state.data?.closed_at ? Infinity : 0),
  })
}

function useInvalidating<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  success?: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) toast.success(success)
      return queryClient.invalidateQueries({ queryKey: countersKeys.all })
    },
  })
}

export const useAddCounter = () => useInvalidating(addCounter, 'Counter added')
export const useCreatePairingCode = () => useMutation({ mutationFn: createPairingCode })
export const useRevokeCounter = () => useInvalidating(revokeCounter, 'Counter revoked')
export const useCloseCounterShift = () => useInvalidating(closeCounterShift, 'Shift closed')
export const useAddStaff = () => useInvalidating(addStaff, 'Cashier added')
export const useResetStaffPin = () => useInvalidating(resetStaffPin, 'PIN reset')
export const useRemoveStaff = () => useInvalidating(removeStaff, 'Cashier removed')
export const useSaveCounterSettings = () => useInvalidating(saveCounterSettings, 'Lock time saved')

/** 'Download CSV' / 'Download Excel' of one Z-report. */
export function useDownloadZReport() {
  return useMutation({
    mutationFn: ({ shiftId, format }: { shiftId: string; format: 'csv' | 'xlsx' }) =>
      downloadZReport(shiftId, format),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download the Z-report')),
  })
}
