import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { AppError } from '../errors'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const UPLOAD_TYPE_MESSAGE = 'Only JPG, PNG and PDF files are allowed'

export type AllowedMime = 'image/jpeg' | 'image/png' | 'application/pdf'

/** The file type by its first bytes: names and declared types are the client's word, not proof. */
export function sniffType(bytes: Uint8Array): AllowedMime | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  return null
}

export type StoredUpload = { file: string; mime: AllowedMime; size: number }

/**
 * Checks size and type, then writes under DATA_DIR/uploads with a random name (never derived from
 * the client's file name). Nothing serves this directory back over HTTP.
 */
export async function storeUpload(uploadsDir: string, file: File): Promise<StoredUpload> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'File size must be less than 10MB')
  if (file.size === 0) throw new AppError(400, 'The uploaded file is empty')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const mime = sniffType(bytes)
  if (!mime) throw new AppError(415, UPLOAD_TYPE_MESSAGE)
  const ext = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg'
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  writeFileSync(join(uploadsDir, name), bytes, { mode: 0o600 })
  return { file: name, mime, size: bytes.length }
}
