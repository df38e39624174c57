import type { Context } from 'hono'
import type * as z from 'zod'
import { AppError } from '../errors'

/**
 * Reads a JSON object body. An empty body counts as {} (e.g. regenerate with no payload); anything
 * unparsable is the client's mistake: 400 'Invalid JSON body', never a 500.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
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
