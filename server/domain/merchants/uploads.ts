import { randomBytes } from 'node:crypto'
import { createWriteStream, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '../../errors'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** A whole upload request: one proof of up to 10 MB plus a few fields and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024
export const UPLOAD_SIZE_MESSAGE = 'File size must be less than 10MB'
export const UPLOAD_TYPE_MESSAGE = 'Only JPG, PNG and PDF files are allowed'
/** The longest signature sniffType reads (PNG's 8 bytes). */
const SNIFF_BYTES = 8
const TEMP_PREFIX = '.incoming-'

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

/** A file part written to a temporary name while the request is still being read. */
export type ReceivedFile = {
  tempPath: string
  /** Where keep() moved it; deleted again if the request fails after that. */
  finalPath: string | null
  size: number
  head: Buffer
  /** The parser cut the file past MAX_UPLOAD_BYTES: what is on disk is only its beginning. */
  tooLarge: boolean
}

/**
 * Streams one file part to DATA_DIR/uploads under a dot-prefixed temporary name (mode 0600, never
 * the client's file name), counting bytes and keeping the first few for sniffType. The source is a
 * busboy file stream limited to MAX_UPLOAD_BYTES + 1: it emits 'limit' and ends early when cut.
 * `done` settles once the file is closed, so deleting it after that cannot race its creation.
 */
export function receiveFile(
  uploadsDir: string,
  source: Readable,
): { file: ReceivedFile; done: Promise<void> } {
  const file: ReceivedFile = {
    tempPath: join(uploadsDir, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`),
    finalPath: null,
    size: 0,
    head: Buffer.alloc(0),
    tooLarge: false,
  }
  source.once('limit', () => {
    file.tooLarge = true
  })
  const count = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      file.size += chunk.length
      if (file.head.length < SNIFF_BYTES) {
        file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES - file.head.length)])
      }
      yield chunk
    }
  }
  const out = createWriteStream(file.tempPath, { flags: 'wx', mode: 0o600 })
  // pipeline() settles at the first error without waiting for the file to be opened and closed:
  // a removal then could run before the open that creates the file. 'close' comes last, always.
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()))
  const done = pipeline(source, count, out).finally(() => closed)
  return { file, done }
}

export type AcceptedUpload = StoredUpload & {
  /** Moves the file to its final random name: call only once the request is accepted. */
  keep(): void
}

/** Size and type checks on a received file (413, 400 empty, 415); nothing is renamed yet. */
export function checkUpload(uploadsDir: string, received: ReceivedFile): AcceptedUpload {
  if (received.tooLarge || received.size > MAX_UPLOAD_BYTES) {
    throw new AppError(413, UPLOAD_SIZE_MESSAGE)
  }
  if (received.size === 0) throw new AppError(400, 'The uploaded file is empty')
  const mime = sniffType(received.head)
  if (!mime) throw new AppError(415, UPLOAD_TYPE_MESSAGE)
  const ext = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg'
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  return {
    file: name,
    mime,
    size: received.size,
    keep() {
      const finalPath = join(uploadsDir, name)
      renameSync(received.tempPath, finalPath)
      received.finalPath = finalPath
    },
  }
}

/** Deletes a received file's temporary copy and, when the request failed, its kept copy too. */
export function removeReceived(received: ReceivedFile, includingKept: boolean): void {
  rmSync(received.tempPath, { force: true })
  if (includingKept && received.finalPath) rmSync(received.finalPath, { force: true })
}

/** At start: temporary files a previous process left when it stopped mid-request. */
export function sweepIncoming(uploadsDir: string): void {
  for (const name of readdirSync(uploadsDir)) {
    if (name.startsWith(TEMP_PREFIX)) rmSync(join(uploadsDir, name), { force: true })
  }
}
