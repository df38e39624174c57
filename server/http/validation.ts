import type { Context } from 'hono'
import type * as z from 'zod'
import { AppError } from '../errors'

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads a JSON object body. An empty body counts as {} (e.g. regenerate with no payload); anything
 * unparsable is the client's mistake: 400 'Invalid JSON body', never a 500.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  // Bytes that are not UTF-8 are refused rather than read as U+FFFD, which would store a
  // different text than the client sent (decision 065).
  let text: string
  try {
    text = UTF8.decode(await c.req.arrayBuffer())
  } catch {
    throw new AppError(400, 'The request body is not valid UTF-8')
  }
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AppError(400, 'Invalid JSON body')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError(400, 'Request body must be a JSON object')
  }
  return value as Record<string, unknown>
}

/** Validates with zod and turns the first issue into a 400 with a readable message. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (!issue) throw new AppError(400, 'Invalid request')
  // Schemas carry user-facing messages; zod's own defaults ("Invalid input…") get the field name.
  const field = issue.path.join('.')
  const generic =
    /^(Invalid (input|option|string|number|format)|Too (big|small):|Unrecognized)/.test(
      issue.message,
    )
  throw new AppError(400, generic && field ? `${field}: ${issue.message}` : issue.message)
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.query())
}
