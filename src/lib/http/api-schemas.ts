import * as z from 'zod/mini'

/*
 * Shared building blocks for response schemas. Gateways send numbers as numbers or numeric
 * strings and omit fields freely, so the schemas coerce what the screens read and keep the rest.
 * zod/mini throughout the app (docs/decisions/023): classic zod cannot be tree-shaken and
 * weighed ~28 KB gzip on every screen, the sign-in page included.
 */

/** Numeric strings become numbers; zod 4's number already refuses NaN and ±Infinity. */
const numericString = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)

export const money = z.pipe(z.transform(numericString), z.number())
export const optionalMoney = z.pipe(
  z.transform((v: unknown) =>
    v === null || v === undefined || v === '' ? undefined : numericString(v),
  ),
  z.optional(z.number()),
)
export const count = z.pipe(
  z.transform((v: unknown) => (v === null || v === undefined ? 0 : numericString(v))),
  z.number(),
)
export const optionalText = z.nullish(z.string())
/** Ids that some gateways send as numbers: shown and compared as text. */
export const idText = z.pipe(
  z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)),
  z.string(),
)

/** `{ success, data }`: returns data or throws with the server's message. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    meta: z.optional(z.unknown()),
  })
}

export const paginationSchema = z.looseObject({
  page: z.optional(count),
  limit: z.optional(count),
  totalCount: z.optional(count),
  total: z.optional(count),
  totalPages: z.optional(count),
})

const metaSchema = z.looseObject({ pagination: z.optional(paginationSchema) })

export type Pagination = { totalCount: number; totalPages: number }

/** product.md §3: totalCount or total; pages computed when the server leaves them out. */
export function readPagination(meta: unknown, limit: number, rows: number): Pagination {
  const parsed = metaSchema.safeParse(meta)
  const p = parsed.success ? parsed.data.pagination : undefined
  const totalCount = p?.totalCount ?? p?.total ?? rows
  const totalPages = p?.totalPages ?? Math.max(1, Math.ceil(totalCount / limit))
  return { totalCount, totalPages }
}
