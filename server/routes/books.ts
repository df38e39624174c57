import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange, today } from '../domain/core/date-range'
import { invoicePdf } from '../domain/settlements/invoice-pdf'
import { journalCsv, journalTally, journalXlsx } from '../domain/reports/journal-files'
import {
  documentId,
  findTaxDocument,
  issueDueDocuments,
  listTaxDocuments,
  taxDocumentView,
} from '../domain/settlements/tax-documents'
import { periodOf } from '../domain/settlements/tax-periods'
import { DAY_MS } from '../domain/core/time'
import { CSV_TYPE, XLSX_TYPE } from '../domain/core/xlsx-file'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { parseQuery } from '../http/validation'

/*
 * The accountant's files (decisions 054 and 055): the monthly tax invoices and credit notes for
 * the gateway's fees (issued once a month is over), and the journal of the ledger for a date
 * range as CSV, xlsx or Tally XML.
 */

const MAX_JOURNAL_DAYS = 366
const journalQuery = z.object({
  from_date: z.string().optional(),
  to_date: z.string().optional(),
  format: z
    .enum(['csv', 'xlsx', 'tally'], { error: 'format must be csv, xlsx or tally' })
    .default('xlsx'),
})
const TYPES = { csv: CSV_TYPE, xlsx: XLSX_TYPE, tally: 'application/xml; charset=utf-8' }
const EXTENSIONS = { csv: 'csv', xlsx: 'xlsx', tally: 'xml' }

export function bookRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'books.read')

  app.get('/merchant/invoices', auth, (c) => {
    const merchantId = c.get('merchantId')
    issueDueDocuments(deps.db, merchantId, deps.gateway)
    return ok(c, {
      documents: listTaxDocuments(deps.db, merchantId).map(taxDocumentView),
      // This month's fees are invoiced once it is over.
      next_invoice_period: periodOf(Date.now()),
    })
  })

  app.get('/merchant/invoices/:id', auth, (c) =>
    ok(c, taxDocumentView(findTaxDocument(deps.db, c.get('merchantId'), c.req.param('id')))),
  )

  app.get('/merchant/invoices/:id/pdf', auth, async (c) => {
    const doc = findTaxDocument(deps.db, c.get('merchantId'), c.req.param('id'))
    const name = `${doc.kind === 'invoice' ? 'invoice' : 'credit-note'}-${documentId(doc.number)}.pdf`
    return new Response(new Uint8Array(await invoicePdf(doc)), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      },
    })
  })

  app.get('/merchant/books/journal', auth, (c) => {
    const q = parseQuery(c, journalQuery)
    const toDate = q.to_date || today()
    const fromDate = q.from_date || `${toDate.slice(0, 7)}-01`
    const range = dayRange(fromDate, toDate)
    const from = range.from ?? 0
    const to = range.to ?? 0
    if ((to - from) / DAY_MS > MAX_JOURNAL_DAYS) {
      throw new AppError(400, 'Maximum date range is 366 days')
    }
    const query = { merchantId: c.get('merchantId'), from, to }
    const body =
      q.format === 'csv'
        ? journalCsv(deps.db, query)
        : q.format === 'xlsx'
          ? journalXlsx(deps.db, query)
          : journalTally(deps.db, query)
    const suffix = q.format === 'tally' ? '-tally' : ''
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': TYPES[q.format],
        'Content-Disposition': `attachment; filename="journal-${fromDate}-to-${toDate}${suffix}.${EXTENSIONS[q.format]}"`,
        'Cache-Control': 'no-store',
      },
    })
  })

  return app
}
