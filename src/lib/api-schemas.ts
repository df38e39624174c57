import * as z from 'zod'

/**
 * Shared building blocks for response schemas. Gateways send numbers as numbers or numeric
 * strings and omit fields freely, so the schemas coerce what the screens read and keep the rest.
 */
export const money = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite(),
)
export const optionalMoney = z.preprocess(
  (v) =>
    v === null || v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v,
  z.number().finite().optional(),
)
export const count = z.preprocess(
  (v) => (v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number().finite(),
)
export const optionalText = z.string().nullish()

/** `{ success, data }`: returns data or throws with the server's message. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    meta: z.unknown().optional(),
  })
}

export const paginationSchema = z
  .object({
    page: count.optional(),
    limit: count.optional(),
    totalCount: count.optional(),
    total: count.optional(),
    totalPages: count.optional(),
  })
  .passthrough()

export type Pagination = { totalCount: number; totalPages: number }

/** SPEC §3: totalCount or total; pages computed when the server leaves them out. */
export function readPagination(meta: unknown, limit: number, rows: number): Pagination {
  const parsed = z.object({ pagination: paginationSchema.optional() }).passthrough().safeParse(meta)
  const p = parsed.success ? parsed.data.pagination : undefined
  const totalCount = p?.totalCount ?? p?.total ?? rows
  const totalPages = p?.totalPages ?? Math.max(1, Math.ceil(totalCount / limit))
  return { totalCount, totalPages }
}
