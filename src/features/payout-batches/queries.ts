import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import { withStepUp } from '../../lib/http/step-up'
import { t } from '../../lib/i18n/i18n'
import { saveBlob } from '../../lib/lists/download'
import { toast } from '../../lib/toast/toast'
import {
  approveRequest,
  batchFileName,
  cancelBatch,
  downloadBatchFile,
  fetchBatch,
  fetchBatches,
  fetchBatchRows,
  rejectRequest,
  submitBatch,
  uploadBatch,
  type Batch,
  type BatchFile,
  type FileFormat,
  type RowFilter,
} from './api'
import { isFinal } from './batch-status'
import * as m from './messages'

export const batchKeys = {
  all: ['payout-batches'] as const,
  list: (page: number) => [...batchKeys.all, 'list', page] as const,
  batch: (batchId: string) => [...batchKeys.all, 'batch', batchId] as const,
  rows: (batchId: string, status: RowFilter | undefined, page: number) =>
    [...batchKeys.all, 'rows', batchId, status ?? 'all', page] as const,
}

/** How often a batch that is still moving is asked again: its page stays ≤ 1 s behind. */
export const LIVE_MS = 1000

const liveWhileMoving = (batch: Batch | undefined) =>
  batch && isFinal(batch.status) ? false : LIVE_MS

export function batchesQueryOptions(page: number) {
  return queryOptions({
    queryKey: batchKeys.list(page),
    queryFn: () => fetchBatches(page),
    placeholderData: keepPreviousData,
  })
}

export function batchQueryOptions(batchId: string) {
  return queryOptions({
    queryKey: batchKeys.batch(batchId),
    queryFn: () => fetchBatch(batchId),
    refetchInterval: (query) => liveWhileMoving(query.state.data),
  })
}

/** The rows move with the batch: asked again at the same pace while it is not final. */
export function batchRowsQueryOptions(
  batchId: string,
  status: RowFilter | undefined,
  page: number,
  live: boolean,
) {
  return queryOptions({
    queryKey: batchKeys.rows(batchId, status, page),
    queryFn: () => fetchBatchRows(batchId, status, page),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_MS : false,
  })
}

function useBatchChangeHandlers(onDone: (batch: Batch) => void, failed: () => string) {
  const queryClient = useQueryClient()
  return {
    onSuccess: (batch: Batch) => {
      queryClient.setQueryData(batchKeys.batch(batch.batch_id), batch)
      onDone(batch)
      return queryClient.invalidateQueries({ queryKey: batchKeys.all })
    },
    onError: (error: unknown) => toast.error(errorMessage(error, failed())),
  }
}

/** The upload's refusals are shown on the page (a duplicate's link), not in a toast. */
export function useUploadBatch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadBatch(file),
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKeys.batch(batch.batch_id), batch)
      return queryClient.invalidateQueries({ queryKey: [...batchKeys.all, 'list'] })
    },
  })
}

export function useSubmitBatch(onDone: (batch: Batch) => void) {
  return useMutation({
    mutationFn: (batchId: string) => submitBatch(batchId),
    ...useBatchChangeHandlers(
      (batch) => {
        toast.success(t(m.submitted))
        onDone(batch)
      },
      () => t(m.submitFailed),
    ),
  })
}

export function useCancelBatch(onDone: (batch: Batch) => void) {
  return useMutation({
    mutationFn: (batchId: string) => cancelBatch(batchId),
    ...useBatchChangeHandlers(onDone, () => t(m.cancelFailed)),
  })
}

/** Approve asks for a fresh proof of who is deciding (step-up), as every money decision does. */
export function useDecideBatch() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: batchKeys.all })
  const approve = useMutation({
    mutationFn: (requestId: string) => withStepUp(() => approveRequest(requestId)),
    // A tier of two approvers: the first approval is recorded, the batch still waits.
    onSuccess: (approval) => {
      toast.success(t(approval.status === 'approved' ? m.approved : m.approvalRecorded))
      return refresh()
    },
    onError: (error) => toast.error(errorMessage(error, t(m.approveFailed))),
  })
  const reject = useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) =>
      rejectRequest(requestId, reason),
    onSuccess: () => {
      toast.success(t(m.rejected))
      return refresh()
    },
    onError: (error) => toast.error(errorMessage(error, t(m.rejectFailed))),
  })
  return { approve, reject }
}

export function useDownloadBatchFile() {
  return useMutation({
    mutationFn: async ({ file, format }: { file: BatchFile; format: FileFormat }) => {
      saveBlob(await downloadBatchFile(file, format), batchFileName(file, format))
    },
    onError: (error) => toast.error(errorMessage(error, t(m.downloadFailed))),
  })
}
