import * as z from 'zod/mini'
import { apiRequest, apiRequestStream } from '../../lib/http/api-client'
import { count, envelope, money, optionalText, readPagination } from '../../lib/http/api-schemas'

/*
 * Settlements (decision 053): GET /settlements, /settlements/{id}, /settlements/{id}/events and
 * /settlements/{id}/report. A gateway without them answers 404, and the screen says so.
 */

export const SETTLEMENTS_PAGE_SIZE = 20

export const settlementSchema = z.looseObject({
  settlement_id: z.string(),
  created_at: optionalText,
  payins: z.catch(count, 0),
  gross_amount: z.catch(money, 0),
  fees: z.catch(money, 0),
  gst: z.catch(money, 0),
  refunds_and_adjustments: z.catch(money, 0),
  net_amount: z.catch(money, 0),
})

export type Settlement = z.infer<typeof settlementSchema>

export const settlementEventSchema = z.looseObject({
  event: z.catch(z.string(), 'adjustment'),
  reference_id: optionalText,
  transaction_id: optionalText,
  order_id: optionalText,
  utr: optionalText,
  customer_name: optionalText,
  created_at: optionalText,
  gross_amount: z.catch(money, 0),
  fee: z.catch(money, 0),
  cgst: z.catch(money, 0),
  sgst: z.catch(money, 0),
  igst: z.catch(money, 0),
  // Decision 063: a gateway without it has none (its CGST took the odd paisa).
  gst_rounding: z.catch(money, 0),
  net_amount: z.catch(money, 0),
})

export type SettlementEvent = z.infer<typeof settlementEventSchema>

export type Page<Row> = { rows: Row[]; totalCount: number; totalPages: number }

export async function fetchSettlements(page: number): Promise<Page<Settlement>> {
  const body = await apiRequest('/settlements', {
    query: { page, limit: SETTLEMENTS_PAGE_SIZE },
  })
  const parsed = envelope(z.array(settlementSchema)).parse(body)
  return {
    rows: parsed.data,
    ...readPagination(parsed.meta, SETTLEMENTS_PAGE_SIZE, parsed.data.length),
  }
}

export async function fetchSettlement(id: string): Promise<Settlement> {
  const body = await apiRequest(`/settlements/${encodeURIComponent(id)}`)
  return envelope(settlementSchema).parse(body).data
}

export async function fetchSettlementEvents(
  id: string,
  page: number,
): Promise<Page<SettlementEvent>> {
  const body = await apiRequest(`/settlements/${encodeURIComponent(id)}/events`, {
    query: { page, limit: SETTLEMENTS_PAGE_SIZE },
  })
  const parsed = envelope(z.array(settlementEventSchema)).parse(body)
  return {
    rows: parsed.data,
    ...readPagination(parsed.meta, SETTLEMENTS_PAGE_SIZE, parsed.data.length),
  }
}

export type SettlementReportFormat = 'xlsx' | 'csv'

export async function downloadSettlementReport(
  id: string,
  format: SettlementReportFormat,
): Promise<Blob> {
  const response = await apiRequestStream(`/settlements/${encodeURIComponent(id)}/report`, {
    query: { format },
  })
  return new Blob([await response.arrayBuffer()], {
    type:
      format === 'csv'
        ? 'text/csv;charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}
