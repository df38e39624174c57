import * as z from 'zod/mini'
import { ApiError, apiRequest, apiRequestStream } from '../../lib/http/api-client'
import { envelope, idText, optionalText } from '../../lib/http/api-schemas'
import { activityQuery, type ActivityFilters } from './activity-filters'

/* Settings → Activity's calls (docs/api-contract.md "Activity log"). */

export const ACTIVITY_PAGE_SIZE = 50

const entrySchema = z.looseObject({
  id: idText,
  at: z.string(),
  actor: z.looseObject({
    kind: z.string(),
    id: z.nullish(idText),
    name: optionalText,
  }),
  action: z.string(),
  target: z.nullish(
    z.looseObject({ kind: z.string(), id: z.nullish(idText), label: optionalText }),
  ),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  address: optionalText,
  device: optionalText,
})
export type ActivityEntry = z.infer<typeof entrySchema>

const pageSchema = z.looseObject({
  entries: z.array(entrySchema),
  next_cursor: z.nullish(idText),
})
export type ActivityPage = z.infer<typeof pageSchema>

/** One page, newest first. A gateway without the log answers 404: null, not an error. */
export async function fetchActivity(
  filters: ActivityFilters,
  cursor: string | undefined,
): Promise<ActivityPage | null> {
  try {
    const body = await apiRequest('/merchant/activity', {
      query: {
        ...activityQuery(filters),
        ...(cursor ? { cursor } : {}),
        limit: ACTIVITY_PAGE_SIZE,
      },
    })
    return envelope(pageSchema).parse(body).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** The filtered log as a file, named as the gateway names it. */
export async function downloadActivity(
  filters: ActivityFilters,
  format: 'csv' | 'xlsx',
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequestStream('/merchant/activity/export', {
    query: { ...activityQuery(filters), format },
  })
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const blob = new Blob([await response.arrayBuffer()], { type: MIME[format] })
  return { blob, fileName: named ?? `activity.${format}` }
}

const peopleSchema = z.looseObject({
  people: z.array(z.looseObject({ id: idText, name: optionalText, email: optionalText })),
})
export type Person = { id: string; name: string }

/**
 * The people to filter by (GET /merchant/team). A person who may read the log but not the team
 * (Finance) gets a refusal: an empty list, and the filter offers the people on the page.
 */
export async function fetchPeople(): Promise<Person[]> {
  try {
    const body = await apiRequest('/merchant/team')
    return envelope(peopleSchema)
      .parse(body)
      .data.people.map((p) => ({ id: p.id, name: p.name || p.email || p.id }))
  } catch {
    return []
  }
}
