import type { SearchSchemaInput } from '@tanstack/react-router'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export type ListSearch = {
  page: number
  status?: string
  search?: string
  dateFrom?: string
  dateTo?: string
  /** One counter shift's payins (payments only): a Z-report's "payments in this shift". */
  shift?: string
  /** Payments only: 'counter', 'link' or 'qr' (PAYIN_CHANNELS); other lists never accept it. */
  channel?: string
  /** One outlet's rows (decision 080): its id, or 'none' for payments that name no outlet. */
  outlet?: string
  /** The id of the row whose details are open (a link from elsewhere, e.g. the webhook log). */
  view?: string
}
export type ListFilters = Omit<ListSearch, 'page' | 'view'>

/** The payments list's channel filter values, as GET /payin/list takes them. */
export const PAYIN_CHANNELS = ['counter', 'link', 'qr'] as const

function text(value: unknown, maxLength: number, pattern?: RegExp): string | undefined {
  if (typeof value !== 'string' || value.length > maxLength) return undefined
  return pattern && !pattern.test(value) ? undefined : value
}

/**
 * URL search params of a filtered, paginated list (payments, payouts): the routes' validateSearch.
 * Bad values in a shared or hand-edited URL fall back to defaults instead of breaking the screen.
 * A plain function rather than a zod schema: route files load with the sign-in page, whose
 * JavaScript budget has no room for zod (docs/decisions/023).
 */
export function parseListSearch(
  raw: { [K in keyof ListSearch]?: unknown },
  channels: readonly string[] = [],
  outlets = false,
): ListSearch {
  const page = Number(raw.page ?? 1)
  const channel = typeof raw.channel === 'string' ? raw.channel : undefined
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: text(typeof raw.status === 'string' ? raw.status.trim() : undefined, 32),
    search: text(raw.search, 200),
    dateFrom: text(raw.dateFrom, 10, isoDate),
    dateTo: text(raw.dateTo, 10, isoDate),
    shift: text(raw.shift, 40, /^SHF[A-Za-z0-9_-]+$/),
    channel: channel && channels.includes(channel) ? channel : undefined,
    // Only lists of what an outlet takes (payments, refunds) accept one.
    outlet: outlets ? text(raw.outlet, 40, /^(OUT[A-Za-z0-9_-]+|none)$/) : undefined,
    view: text(raw.view, 64),
  }
}

type RawSearch = { [K in keyof ListSearch]?: unknown } & SearchSchemaInput

/** The routes' validateSearch: SearchSchemaInput tells the router links may leave every param out. */
export const validateListSearch = (raw: RawSearch): ListSearch => parseListSearch(raw)

/** The payments route's: the list search plus its channel and outlet filters. */
export const validatePaymentsSearch = (raw: RawSearch): ListSearch =>
  parseListSearch(raw, PAYIN_CHANNELS, true)

/** The refunds route's: the list search plus its outlet filter. */
export const validateRefundsSearch = (raw: RawSearch): ListSearch => parseListSearch(raw, [], true)
