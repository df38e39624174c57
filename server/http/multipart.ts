import type { Context } from 'hono'
import { AppError } from '../errors'

export type Multipart = { fields: Record<string, string>; files: Record<string, File> }

/**
 * Parses a multipart/form-data body into text fields and files (first value wins for repeated
 * names). A non-multipart or unparsable body is a 400/415, not a 500.
 */
export async function readMultipart(c: Context): Promise<Multipart> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new AppError(415, 'Content-Type must be multipart/form-data')
  }
  let form: FormData
  try {
    form = await c.req.formData()
  } catch (err) {
    if (err instanceof Error && /too large|exceed/i.test(err.message)) {
      throw new AppError(413, 'File size must be less than 10MB')
    }
    throw new AppError(400, 'Invalid multipart body')
  }
  const fields: Record<string, string> = {}
  const files: Record<string, File> = {}
  let count = 0
  for (const [name, value] of form.entries()) {
    if (++count > 50) throw new AppError(400, 'Too many form fields')
    if (typeof value === 'string') {
      if (!(name in fields)) fields[name] = value
    } else if (!(name in files)) {
      files[name] = value
    }
  }
  return { fields, files }
}
