import * as z from 'zod/mini'
import { ApiError, apiRequest, apiRequestStream } from '../../lib/http/api-client'
import {
  count,
  envelope,
  idText,
  money,
  optionalMoney,
  optionalText,
  readPagination,
} from '../../lib/http/api-schemas'

/*
 * Bulk payouts from a file (docs/api-contract.md "Payout batches"): the upload, the check's
 * result, the batch's progress and rows, the files. A batch's approval is decided here too, with
 * the approvals API's two calls (approve, reject): features never import each other.
 */

export const BATCH_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'processing',
  'completed',
  'rejected',
  'expired',
  'cancelled',
] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]

/** The rows' statuses a table filters by (GET …/rows?status=). */
export const ROW_FILTERS = ['invalid', 'waiting', 'queued', 'created', 'cancelled'] as const
export type RowFilter = (typeof ROW_FILTERS)[number]

export const FILE_FORMATS = ['xlsx', 'csv'] as const
export type FileFormat = (typeof FILE_FORMATS)[number]

/** The page size of the rows tables and of the recent batches. */
export const ROWS_PAGE_SIZE = 20
export const BATCHES_PAGE_SIZE = 10

const approvalPersonSchema = z.looseObject({
  user_id: z.catch(z.nullish(idText), null),
  name: z.catch(z.string(), ''),
  role: z.catch(optionalText, null),
  at: z.catch(optionalText, null),
})

/** The Approval object of a batch (only what the batch page shows). */
export const approvalSchema = z.looseObject({
  request_id: idText,
  status: z.catch(z.string(), 'pending'),
  tier: z.catch(
    z.nullish(
      z.looseObject({
        approvers: z.catch(count, 1),
        senior: z.catch(z.boolean(), false),
        label: z.catch(optionalText, null),
      }),
    ),
    null,
  ),
  approvals: z.catch(z.array(approvalPersonSchema), []),
  rejection: z.catch(
    z.nullish(
      z.looseObject({
        name: z.catch(z.string(), ''),
        reason: z.catch(optionalText, null),
        at: z.catch(optionalText, null),
      }),
    ),
    null,
  ),
  expires_at: z.catch(optionalText, null),
  can_decide: z.catch(z.boolean(), false),
  waiting_for: z.catch(optionalText, null),
})
export type Approval = z.infer<typeof approvalSchema>

const modeTotalSchema = z.looseObject({
  mode: z.catch(z.string(), ''),
  count: z.catch(count, 0),
  amount: z.catch(money, 0),
  fee: z.catch(money, 0),
  gst: z.catch(money, 0),
})
export type ModeTotal = z.infer<typeof modeTotalSchema>

const EMPTY_TOTALS = { by_mode: [], amount: 0, fee: 0, gst: 0, total: 0 }
const EMPTY_PROGRESS = {
  waiting: 0,
  queued: 0,
  created: 0,
  processing: 0,
  success: 0,
  failed: 0,
  cancelled: 0,
}

export const batchSchema = z.looseObject({
  batch_id: idText,
  file_name: z.catch(z.string(), ''),
  status: z.catch(z.enum(BATCH_STATUSES), 'draft'),
  row_count: z.catch(count, 0),
  valid_count: z.catch(count, 0),
  error_count: z.catch(count, 0),
  totals: z.catch(
    z.looseObject({
      by_mode: z.catch(z.array(modeTotalSchema), []),
      amount: z.catch(money, 0),
      fee: z.catch(money, 0),
      gst: z.catch(money, 0),
      total: z.catch(money, 0),
    }),
    EMPTY_TOTALS,
  ),
  progress: z.catch(
    z.looseObject({
      waiting: z.catch(count, 0),
      queued: z.catch(count, 0),
      created: z.catch(count, 0),
      processing: z.catch(count, 0),
      success: z.catch(count, 0),
      failed: z.catch(count, 0),
      cancelled: z.catch(count, 0),
    }),
    EMPTY_PROGRESS,
  ),
  maker: z.catch(
    z.nullish(z.looseObject({ kind: z.catch(z.string(), 'user'), name: z.catch(z.string(), '') })),
    null,
  ),
  approval: z.catch(z.nullish(approvalSchema), null),
  created_at: z.catch(optionalText, null),
  submitted_at: z.catch(optionalText, null),
  updated_at: z.catch(optionalText, null),
})
export type Batch = z.infer<typeof batchSchema>
export type BatchProgress = Batch['progress']

export const batchRowSchema = z.looseObject({
  line: z.catch(count, 0),
  reference_id: z.catch(optionalText, null),
  amount: z.catch(optionalMoney, undefined),
  mode: z.catch(optionalText, null),
  beneficiary_name: z.catch(optionalText, null),
  beneficiary_account: z.catch(optionalText, null),
  beneficiary_ifsc: z.catch(optionalText, null),
  beneficiary_vpa: z.catch(optionalText, null),
  status: z.catch(z.string(), ''),
  errors: z.catch(z.array(z.string()), []),
  payout: z.catch(
    z.nullish(
      z.looseObject({
        payout_id: idText,
        status: z.catch(optionalText, null),
        utr: z.catch(optionalText, null),
        failure_reason: z.catch(optionalText, null),
      }),
    ),
    null,
  ),
})
export type BatchRow = z.infer<typeof batchRowSchema>

export type Page<T> = { rows: T[]; totalCount: number; totalPages: number }

const batchAnswer = envelope(batchSchema)
const approvalAnswer = envelope(approvalSchema)

const batchPath = (batchId: string) => `/payout/batches/${encodeURIComponent(batchId)}`

/** GET /payout/batches: the latest batches first. */
export async function fetchBatches(page: number): Promise<Page<Batch>> {
  const body = await apiRequest('/payout/batches', { query: { page, limit: BATCHES_PAGE_SIZE } })
  const parsed = envelope(z.array(batchSchema)).parse(body)
  return {
    rows: parsed.data,
    ...readPagination(parsed.meta, BATCHES_PAGE_SIZE, parsed.data.length),
  }
}

export async function fetchBatch(batchId: string): Promise<Batch> {
  return batchAnswer.parse(await apiRequest(batchPath(batchId))).data
}

export async function fetchBatchRows(
  batchId: string,
  status: RowFilter | undefined,
  page: number,
): Promise<Page<BatchRow>> {
  const body = await apiRequest(`${batchPath(batchId)}/rows`, {
    query: { status, page, limit: ROWS_PAGE_SIZE },
  })
  const parsed = envelope(z.array(batchRowSchema)).parse(body)
  return { rows: parsed.data, ...readPagination(parsed.meta, ROWS_PAGE_SIZE, parsed.data.length) }
}

/** The gateway's refusal of a file it already has: which batch it is (409 `{ batch_id }`). */
export class DuplicateFileError extends Error {
  readonly batchId: string
  constructor(message: string, batchId: string) {
    super(message)
    this.name = 'DuplicateFileError'
    this.batchId = batchId
  }
}

const duplicateSchema = z.looseObject({
  batch_id: z.optional(idText),
  error: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
})

/** Where a 409 names the earlier batch: beside the message, in the error or in data. */
function duplicateOf(error: ApiError): string | undefined {
  const body = duplicateSchema.safeParse(error.data)
  if (!body.success) return undefined
  const nested = [body.data, body.data.error, body.data.data]
    .map((value) => duplicateSchema.safeParse(value))
    .find((value) => value.success && value.data.batch_id)
  return nested?.data?.batch_id ?? /\b(\S+)$/.exec(error.message)?.[1]
}

/** POST /payout/batches, multipart `file`: 201 with the batch in draft, every row checked. */
export async function uploadBatch(file: File): Promise<Batch> {
  const form = new FormData()
  form.append('file', file, file.name)
  try {
    return batchAnswer.parse(await apiRequest('/payout/batches', { method: 'POST', body: form }))
      .data
  } catch (error) {
    const earlier = error instanceof ApiError && error.status === 409 ? duplicateOf(error) : null
    if (earlier) throw new DuplicateFileError(error instanceof Error ? error.message : '', earlier)
    throw error
  }
}

export async function submitBatch(batchId: string): Promise<Batch> {
  const body = await apiRequest(`${batchPath(batchId)}/submit`, { method: 'POST' })
  return batchAnswer.parse(body).data
}

/** Draft or waiting: the whole batch; approved or running: the rows not yet sent. */
export async function cancelBatch(batchId: string): Promise<Batch> {
  const body = await apiRequest(`${batchPath(batchId)}/cancel`, { method: 'POST' })
  return batchAnswer.parse(body).data
}

/** The files: the template, the rows in error, the result. */
export type BatchFile =
  { kind: 'template' } | { kind: 'errors'; batchId: string } | { kind: 'result'; batchId: string }

const filePath = (file: BatchFile) =>
  file.kind === 'template' ? '/payout/batches/template' : `${batchPath(file.batchId)}/${file.kind}`

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const FILE_TYPES: Record<FileFormat, string> = { csv: 'text/csv;charset=utf-8', xlsx: XLSX_TYPE }

export async function downloadBatchFile(file: BatchFile, format: FileFormat): Promise<Blob> {
  const response = await apiRequestStream(filePath(file), { query: { format } })
  return new Blob([await response.arrayBuffer()], { type: FILE_TYPES[format] })
}

/** The name the saved file gets, as the gateway names it: payout-file-template.xlsx, <id>-errors.csv… */
export function batchFileName(file: BatchFile, format: FileFormat): string {
  const stem = file.kind === 'template' ? 'payout-file-template' : `${file.batchId}-${file.kind}`
  return `${stem}.${format}`
}

const requestPath = (requestId: string) => `/merchant/approvals/${encodeURIComponent(requestId)}`

/** POST /merchant/approvals/:id/approve: a guarded call (step-up), the caller wraps it. */
export async function approveRequest(requestId: string): Promise<Approval> {
  const body = await apiRequest(`${requestPath(requestId)}/approve`, { method: 'POST' })
  return approvalAnswer.parse(body).data
}

export async function rejectRequest(requestId: string, reason: string): Promise<Approval> {
  const body = await apiRequest(`${requestPath(requestId)}/reject`, {
    method: 'POST',
    body: { reason },
  })
  return approvalAnswer.parse(body).data
}
