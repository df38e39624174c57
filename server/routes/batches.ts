import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { createBatch } from '../domain/batches/batch-checks'
import { MAX_BATCH_BYTES, BATCH_SIZE_MESSAGE, readBatchFile } from '../domain/batches/batch-file'
import {
  errorsFile,
  resultFile,
  templateFile,
  type FileFormat,
} from '../domain/batches/batch-files'
import type { BatchRow } from '../domain/batches/batch-row'
import {
  batchView,
  cancelBatch,
  findBatch,
  listBatchRows,
  listBatches,
  submitBatch,
} from '../domain/batches/batches'
import { istDate } from '../domain/core/time'
import { CSV_TYPE, XLSX_TYPE } from '../domain/core/xlsx-file'
import { toRupees } from '../domain/core/money'
import { AppError } from '../errors'
import { withActivity } from '../http/activity-origin'
import { approvalMaker, approvalViewer, recordApprovalRequested } from '../http/approval-origin'
import { authorize } from '../http/auth'
import { checkBatchFields } from '../http/batch-fields'
import { pagination } from '../http/list-params'
import { withMultipart } from '../http/multipart'
import { ok, okPage } from '../http/respond'
import { streamed } from '../http/streamed'
import { parseQuery } from '../http/validation'

/*
 * Payouts from a file (decision 077, docs/api-contract.md "Payout batches"): the template, the
 * upload (every row checked, nothing sent), submit (approval by the tier of the total), cancel,
 * the lists, and the errors and result files. The worker (server/workers.ts) sends the rows.
 */

const formatQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
})
const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'The page number must be a whole number from 1 up' })
    .int()
    .min(1)
    .default(1),
  limit: z.coerce
    .number({ error: 'The page size must be a whole number from 1 up' })
    .int()
    .min(1)
    .max(100)
    .default(20),
})
const ROW_FILTERS = ['invalid', 'waiting', 'queued', 'created', 'cancelled'] as const
const rowsQuery = pageQuery.extend({
  status: z
    .enum(ROW_FILTERS, { error: `status must be one of: ${ROW_FILTERS.join(', ')}` })
    .optional(),
})

function target(batch: BatchRow) {
  return { kind: 'batch', id: batch.batch_id, label: batch.file_name }
}

async function download(
  c: Context<AppEnv>,
  body: ReadableStream<Uint8Array>,
  name: string,
  format: FileFormat,
) {
  return new Response(await streamed(c, body), {
    status: 200,
    headers: {
      'Cache-Control': 'no-store',
      'Content-Type': format === 'csv' ? CSV_TYPE : XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${name}.${format}"`,
    },
  })
}

export function batchRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const read = authorize(deps, 'payouts.read')
  const create = authorize(deps, 'payouts.create')
  const batchOf = (c: Context<AppEnv>) =>
    findBatch(deps.db, c.get('merchantId'), c.req.param('batch_id') ?? '')

  app.get('/payout/batches/template', read, async (c) => {
    const { format } = parseQuery(c, formatQuery)
    return download(c, templateFile(format), 'payout-file-template', format)
  })

  app.post('/payout/batches', create, async (c) => {
    const merchantId = c.get('merchantId')
    const upload = {
      uploadsDir: deps.uploadsDir,
      space: deps.uploadSpace,
      maxFiles: 1,
      acceptFile: (name: string) => name === 'file',
    }
    const batch = await withMultipart(c, upload, async ({ files, fileNames }) => {
      const received = files.file
      if (!received) throw new AppError(400, 'Please choose a CSV or Excel file')
      if (received.tooLarge || received.size > MAX_BATCH_BYTES) {
        throw new AppError(400, BATCH_SIZE_MESSAGE)
      }
      const bytes = readFileSync(received.tempPath)
      const fileName = (fileNames.file ?? '').replace(/^.*[\\/]/, '') || 'payouts.csv'
      const rows = await readBatchFile(bytes, fileName)
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      return withActivity(
        deps,
        c,
        () =>
          createBatch(
            deps.db,
            merchantId,
            { fileName, sha256, rows, maker: approvalMaker(c) },
            checkBatchFields,
            Date.now(),
          ),
        (row) => ({
          action: 'batch.uploaded',
          target: target(row),
          after: {
            row_count: row.row_count,
            error_count: row.error_count,
            amount: toRupees(row.total_amount),
          },
        }),
      )
    })
    return ok(c, batchView(deps.db, batch, approvalViewer(c)), 201)
  })

  app.get('/payout/batches', read, (c) => {
    const q = parseQuery(c, pageQuery)
    const { rows, totalCount } = listBatches(deps.db, c.get('merchantId'), q.page, q.limit)
    const filters = { page: q.page, limit: q.limit }
    return okPage(
      c,
      rows.map((row) => batchView(deps.db, row, approvalViewer(c))),
      pagination(filters as Parameters<typeof pagination>[0], totalCount),
    )
  })

  app.get('/payout/batches/:batch_id', read, (c) =>
    ok(c, batchView(deps.db, batchOf(c), approvalViewer(c))),
  )

  app.get('/payout/batches/:batch_id/rows', read, (c) => {
    const q = parseQuery(c, rowsQuery)
    const status = q.status === 'waiting' ? 'valid' : q.status
    const { rows, totalCount } = listBatchRows(deps.db, batchOf(c), status, q.page, q.limit)
    const filters = { page: q.page, limit: q.limit }
    return okPage(c, rows, pagination(filters as Parameters<typeof pagination>[0], totalCount))
  })

  app.get('/payout/batches/:batch_id/errors', read, async (c) => {
    const { format } = parseQuery(c, formatQuery)
    const batch = batchOf(c)
    return download(c, errorsFile(deps.db, batch, format), `${batch.batch_id}-errors`, format)
  })

  app.get('/payout/batches/:batch_id/result', read, async (c) => {
    const { format } = parseQuery(c, formatQuery)
    const batch = batchOf(c)
    const name = `${batch.batch_id}-result-${istDate(Date.now())}`
    return download(c, resultFile(deps.db, batch, format), name, format)
  })

  app.post('/payout/batches/:batch_id/submit', create, (c) => {
    const batchId = c.req.param('batch_id')
    const batch = withActivity(
      deps,
      c,
      () => {
        const { batch, request } = submitBatch(
          deps.db,
          c.get('merchantId'),
          batchId,
          approvalMaker(c),
          Date.now(),
        )
        if (request) recordApprovalRequested(deps, c, request)
        return batch
      },
      (row) => ({
        action: 'batch.submitted',
        target: target(row),
        after: { status: row.status, amount: toRupees(row.total_amount), row_count: row.row_count },
      }),
    )
    deps.wake.batches()
    return ok(c, batchView(deps.db, batch, approvalViewer(c)))
  })

  app.post('/payout/batches/:batch_id/cancel', create, (c) => {
    const batchId = c.req.param('batch_id')
    const batch = withActivity(
      deps,
      c,
      () => cancelBatch(deps.db, c.get('merchantId'), batchId, Date.now()),
      (row) => ({ action: 'batch.cancelled', target: target(row), after: { status: row.status } }),
    )
    deps.wake.batches()
    return ok(c, batchView(deps.db, batch, approvalViewer(c)))
  })

  return app
}
