import type { MessageDescriptor } from '@lingui/core'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { t } from '../../lib/i18n/i18n'
import {
  addCounter,
  addStaff,
  closeCounterShift,
  createPairingCode,
  downloadStandee,
  downloadZReport,
  fetchCounterSettings,
  fetchCounters,
  fetchStaff,
  fetchZReport,
  fetchZReports,
  removeStaff,
  resetStaffPin,
  revokeCounter,
  revokeDevice,
  saveCounterLimit,
  saveCounterSettings,
  unlockCounter,
  moveCounter,
  setStaffOutlet,
  saveConfirmAbove,
} from './api'
import * as m from './messages'
import { COUNTERS_KEY } from '../../lib/query/shared-query-keys'

export const countersKeys = {
  all: COUNTERS_KEY,
  list: () => [...countersKeys.all, 'list'] as const,
  staff: () => [...countersKeys.all, 'staff'] as const,
  settings: () => [...countersKeys.all, 'settings'] as const,
  zReports: (counter: string | undefined, page: number, outlet?: string) =>
    [
      ...countersKeys.all,
      'z-reports',
      { counter: counter ?? null, outlet: outlet ?? null, page },
    ] as const,
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

export function zReportsQueryOptions(counter: string | undefined, page: number, outlet?: string) {
  return queryOptions({
    queryKey: countersKeys.zReports(counter, page, outlet),
    queryFn: () => fetchZReports({ counter, outlet, page }),
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
  success?: MessageDescriptor,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) toast.success(t(success))
      return queryClient.invalidateQueries({ queryKey: countersKeys.all })
    },
  })
}

export const useAddCounter = () => useInvalidating(addCounter, m.counterAdded)
export const useCreatePairingCode = () => useMutation({ mutationFn: createPairingCode })
export const useRevokeCounter = () => useInvalidating(revokeCounter, m.counterRevoked)
export const useRevokeDevice = () => useInvalidating(revokeDevice, m.deviceRemoved)
export const useCloseCounterShift = () => useInvalidating(closeCounterShift, m.shiftClosed)
export const useAddStaff = () => useInvalidating(addStaff, m.cashierAdded)
export const useResetStaffPin = () => useInvalidating(resetStaffPin, m.pinReset)
export const useRemoveStaff = () => useInvalidating(removeStaff, m.cashierRemoved)
export const useSaveCounterSettings = () => useInvalidating(saveCounterSettings, m.lockSaved)
export const useUnlockCounter = () => useInvalidating(unlockCounter, m.counterUnlocked)
export const useSaveCounterLimit = () => useInvalidating(saveCounterLimit, m.limitSaved)
export const useMoveCounter = () => useInvalidating(moveCounter, m.moved)
export const useSetStaffOutlet = () => useInvalidating(setStaffOutlet, m.cashierOutletSaved)
export const useSaveConfirmAbove = () => useInvalidating(saveConfirmAbove, m.confirmAboveSaved)

/** 'Download CSV' / 'Download Excel' of one Z-report. */
export function useDownloadZReport() {
  return useMutation({
    mutationFn: ({ shiftId, format }: { shiftId: string; format: 'csv' | 'xlsx' }) =>
      downloadZReport(shiftId, format),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => toast.error(errorMessage(error, t(m.downloadFailed))),
  })
}

/** 'Download A6 standee' / 'Download A5 standee': the PDF, with this session's credentials. */
export function useDownloadStandee() {
  return useMutation({
    mutationFn: downloadStandee,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => toast.error(errorMessage(error, t(m.standeeFailed))),
  })
}
