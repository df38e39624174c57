import * as z from 'zod/mini'
import { ApiError, apiRequest, apiRequestStream } from '../../lib/http/api-client'
import {
  count,
  envelope,
  money,
  optionalText,
  readPagination,
  type Pagination,
} from '../../lib/http/api-schemas'
import { zReportSchema, type ZReport } from '../../lib/counter-support/z-report'

/**
 * The owner's management of counters, cashiers and Z-reports (docs/api-contract.md, "Owner
 * endpoints"). A gateway without them answers 404: the calls that fill a screen return null
 * then, and the screen leaves its section out (no error, no toast).
 */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405)

async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

const standingQrSchema = z.looseObject({ vpa: z.string(), intent: z.string() })
export type StandingQr = z.infer<typeof standingQrSchema>

export const DEVICE_MODES = ['till', 'speaker'] as const
export type DeviceMode = (typeof DEVICE_MODES)[number]

const deviceSchema = z.looseObject({
  device_id: z.string(),
  // A mode this portal does not know yet is shown as neither, not dropped.
  mode: z.catch(z.nullable(z.enum(DEVICE_MODES)), null),
  label: z.catch(optionalText, null),
  paired_at: z.catch(optionalText, null),
  last_seen_at: z.catch(optionalText, null),
  connected: z.catch(z.boolean(), false),
})
export type CounterDevice = z.infer<typeof deviceSchema>

const counterSchema = z.looseObject({
  counter_id: z.string(),
  name: z.string(),
  paired: z.catch(z.boolean(), false),
  last_seen_at: z.catch(optionalText, null),
  created_at: z.catch(optionalText, null),
  open_shift: z.catch(
    z.nullable(z.looseObject({ shift_id: z.string(), number: count, opened_at: z.string() })),
    null,
  ),
  is_owner_counter: z.catch(z.boolean(), false),
  // The till's limit and its PIN locks (decision 065); absent from an older gateway.
  max_sale: z.catch(z.nullable(money), null),
  locked_until: z.catch(optionalText, null),
  locked_cashiers: z.catch(
    z.array(z.looseObject({ staff_id: z.string(), name: z.string(), locked_until: optionalText })),
    [],
  ),
  // Decision 064, absent on older gateways: the device that takes payments now (pairing another
  // stops it), and the amount above which Charge asks once.
  device: z.catch(
    z.nullable(
      z.looseObject({
        label: z.catch(optionalText, null),
        paired_at: z.catch(optionalText, null),
        last_seen_at: z.catch(optionalText, null),
      }),
    ),
    null,
  ),
  confirm_above: z.catch(z.optional(money), undefined),
  // Decision 078, absent on older gateways (then the screen hides what needs them): the
  // counter's printed QR, and every device paired to it, the Till first.
  standing_qr: z.catch(z.optional(standingQrSchema), undefined),
  devices: z.catch(z.optional(z.array(deviceSchema)), undefined),
  // Decision 080, absent on older gateways: the outlet the counter belongs to.
  outlet_id: z.catch(optionalText, null),
  outlet_name: z.catch(optionalText, null),
})
export type Counter = z.infer<typeof counterSchema>

/** PUT /merchant/counters/{id}/confirm-above: Charge asks once above this many rupees. */
export async function saveConfirmAbove(input: {
  counterId: string
  amount: number
}): Promise<Counter> {
  const body = await apiRequest(
    `/merchant/counters/${encodeURIComponent(input.counterId)}/confirm-above`,
    { method: 'PUT', body: { confirm_above: input.amount } },
  )
  return envelope(counterSchema).parse(body).data
}

export function fetchCounters(): Promise<Counter[] | null> {
  return orNull(
    async () => envelope(z.array(counterSchema)).parse(await apiRequest('/merchant/counters')).data,
  )
}

/** `outletId`: the outlet it belongs to; left out, the business's first (decision 080). */
export async function addCounter(input: { name: string; outletId?: string }): Promise<Counter> {
  const body = await apiRequest('/merchant/counters', {
    method: 'POST',
    body: input.outletId ? { name: input.name, outlet_id: input.outletId } : { name: input.name },
  })
  return envelope(counterSchema).parse(body).data
}

/** Moves a counter to another outlet; its past payins and shifts keep theirs. */
export async function moveCounter(input: { counterId: string; outletId: string }) {
  const body = await apiRequest(`/merchant/counters/${encodeURIComponent(input.counterId)}`, {
    method: 'PUT',
    body: { outlet_id: input.outletId },
  })
  return envelope(counterSchema).parse(body).data
}

const pairingSchema = z.looseObject({
  code: z.string(),
  expires_at: z.string(),
  pair_url: z.string(),
  // Decision 078: the mode the code pairs a device in; absent on an older gateway (a Till).
  mode: z.catch(z.optional(z.enum(DEVICE_MODES)), undefined),
})
export type PairingCode = z.infer<typeof pairingSchema>

/** A one-time code pairing a device in `mode` (an older gateway ignores the mode: a Till). */
export async function createPairingCode(input: {
  counterId: string
  mode: DeviceMode
}): Promise<PairingCode> {
  const body = await apiRequest(
    `/merchant/counters/${encodeURIComponent(input.counterId)}/pairing-code`,
    { method: 'POST', body: { mode: input.mode } },
  )
  return envelope(pairingSchema).parse(body).data
}

/** Unpairs one device of a counter (its other devices stay). */
export async function revokeDevice(input: { counterId: string; deviceId: string }) {
  await apiRequest(
    `/merchant/counters/${encodeURIComponent(input.counterId)}/devices/${encodeURIComponent(input.deviceId)}/revoke`,
    { method: 'POST', body: {} },
  )
}

export type StandeeSize = 'a6' | 'a5'

/** The printable standee of a counter's standing QR, named as the gateway names it. */
export async function downloadStandee(input: {
  counterId: string
  size: StandeeSize
}): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequestStream(
    `/merchant/counters/${encodeURIComponent(input.counterId)}/standee.pdf`,
    { query: { size: input.size } },
  )
  const named = fileNameOf(response)
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' })
  return { blob, fileName: named ?? `standee-${input.size}.pdf` }
}

/** The file's name from Content-Disposition: its UTF-8 form first (a counter named in Hindi). */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // Not percent-encoding after all: the plain name below, if any.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1]
}

export async function revokeCounter(counterId: string): Promise<Counter> {
  const body = await apiRequest(`/merchant/counters/${encodeURIComponent(counterId)}/revoke`, {
    method: 'POST',
    body: {},
  })
  return envelope(counterSchema).parse(body).data
}

/** The owner's unlock of a device locked by wrong PINs (and of its cashiers there). */
export async function unlockCounter(counterId: string): Promise<Counter> {
  const body = await apiRequest(`/merchant/counters/${encodeURIComponent(counterId)}/unlock`, {
    method: 'POST',
    body: {},
  })
  return envelope(counterSchema).parse(body).data
}

/** The largest sale the counter's device may take, in rupees. */
export async function saveCounterLimit(input: { counterId: string; maxSale: number }) {
  const body = await apiRequest(`/merchant/counters/${encodeURIComponent(input.counterId)}/limit`, {
    method: 'PUT',
    body: { max_sale: input.maxSale },
  })
  return envelope(counterSchema).parse(body).data
}

export async function closeCounterShift(counterId: string): Promise<ZReport> {
  const body = await apiRequest(`/merchant/counters/${encodeURIComponent(counterId)}/shift/close`, {
    method: 'POST',
    body: {},
  })
  return envelope(zReportSchema).parse(body).data
}

const staffSchema = z.looseObject({
  staff_id: z.string(),
  name: z.string(),
  locked_until: z.catch(optionalText, null),
  created_at: z.catch(optionalText, null),
  // Decision 080: the outlet a cashier works at; null, any outlet.
  outlet_id: z.catch(optionalText, null),
  outlet_name: z.catch(optionalText, null),
})
export type Staff = z.infer<typeof staffSchema>

export function fetchStaff(): Promise<Staff[] | null> {
  return orNull(
    async () => envelope(z.array(staffSchema)).parse(await apiRequest('/merchant/staff')).data,
  )
}

export async function addStaff(input: {
  name: string
  pin: string
  outlet_id?: string
}): Promise<Staff> {
  const body = await apiRequest('/merchant/staff', { method: 'POST', body: input })
  return envelope(staffSchema).parse(body).data
}

/** The outlet a cashier works at, or null for any (decision 080). */
export async function setStaffOutlet(input: { staffId: string; outletId: string | null }) {
  const body = await apiRequest(`/merchant/staff/${encodeURIComponent(input.staffId)}`, {
    method: 'PUT',
    body: { outlet_id: input.outletId },
  })
  return envelope(staffSchema).parse(body).data
}

export async function resetStaffPin(input: { staffId: string; pin: string }): Promise<Staff> {
  const body = await apiRequest(`/merchant/staff/${encodeURIComponent(input.staffId)}/pin`, {
    method: 'POST',
    body: { pin: input.pin },
  })
  return envelope(staffSchema).parse(body).data
}

export async function removeStaff(staffId: string): Promise<void> {
  await apiRequest(`/merchant/staff/${encodeURIComponent(staffId)}/remove`, {
    method: 'POST',
    body: {},
  })
}

const settingsSchema = z.looseObject({ lock_after_minutes: count })
export type CounterSettings = z.infer<typeof settingsSchema>

export function fetchCounterSettings(): Promise<CounterSettings | null> {
  return orNull(
    async () => envelope(settingsSchema).parse(await apiRequest('/merchant/counter-settings')).data,
  )
}

export async function saveCounterSettings(settings: CounterSettings): Promise<CounterSettings> {
  const body = await apiRequest('/merchant/counter-settings', { method: 'PUT', body: settings })
  return envelope(settingsSchema).parse(body).data
}

export const Z_REPORTS_PAGE_SIZE = 20

export type ZReportPage = Pagination & { rows: ZReport[] }

/** Closed shifts, newest first, of every counter or one. */
export function fetchZReports(query: {
  counter?: string | undefined
  outlet?: string | undefined
  page: number
}): Promise<ZReportPage | null> {
  return orNull(async () => {
    const body = await apiRequest('/merchant/shifts', {
      query: {
        page: query.page,
        limit: Z_REPORTS_PAGE_SIZE,
        ...(query.counter ? { counter_id: query.counter } : {}),
        ...(query.outlet ? { outlet_id: query.outlet } : {}),
      },
    })
    const parsed = envelope(z.array(zReportSchema)).parse(body)
    return {
      rows: parsed.data,
      ...readPagination(parsed.meta, Z_REPORTS_PAGE_SIZE, parsed.data.length),
    }
  })
}

export async function fetchZReport(shiftId: string): Promise<ZReport> {
  const body = await apiRequest(`/merchant/shifts/${encodeURIComponent(shiftId)}`)
  return envelope(zReportSchema).parse(body).data
}

const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** The Z-report file (its figures and the shift's payins), named as the gateway names it. */
export async function downloadZReport(
  shiftId: string,
  format: 'csv' | 'xlsx',
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequestStream(
    `/merchant/shifts/${encodeURIComponent(shiftId)}/export`,
    { query: { format } },
  )
  const named = fileNameOf(response)
  const blob = new Blob([await response.arrayBuffer()], { type: MIME[format] })
  return { blob, fileName: named ?? `z-report-${shiftId}.${format}` }
}
