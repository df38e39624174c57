import busboy from 'busboy'
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import {
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  receiveFile,
  removeReceived,
  UPLOAD_SIZE_MESSAGE,
  type ReceivedFile,
} from '../domain/uploads'
import { AppError } from '../errors'
import { fail } from './respond'

/** Text fields are short (references, PAN, GSTIN); longer ones are cut and refused with a 400. */
const FIELD_BYTES = 16 * 1024
const MAX_PARTS = 50

/**
 * The upload paths' body limit. A declared Content-Length over it is refused before reading (413,
 * Connection: close, as the unread rest would otherwise be parsed as the next request). A chunked
 * body is let through rather than given to hono's bodyLimit, which would buffer all of it in
 * memory first: the parser below counts it and refuses it past the same limit.
 */
export const uploadBodyLimit: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length')
  if (length !== undefined && !c.req.header('transfer-encoding')) {
    if (!/^\d+$/.test(length) || Number(length) > MAX_UPLOAD_BODY_BYTES) {
      c.header('Connection', 'close')
      return fail(c, 413, UPLOAD_SIZE_MESSAGE)
    }
  }
  await next()
}

export type MultipartOptions = {
  uploadsDir: string
  /** File parts beyond this many are not stored and set tooManyFiles. */
  maxFiles: number
  /** File fields the route stores; any other file part is read and thrown away, never written. */
  acceptFile(name: string): boolean
}

export type Multipart = {
  fields: Record<string, string>
  files: Record<string, ReceivedFile>
  tooManyFiles: boolean
}

/**
 * Streams a multipart/form-data body: text fields into memory (first value wins for repeated
 * names), each accepted file part straight to a temporary file under DATA_DIR/uploads, so a 10 MB
 * proof never sits in the heap. The whole body is read before this resolves, keeping the
 * connection reusable. Then `work` runs; whatever it throws (400, 409, 413, 415, 429…), every file
 * this request wrote is deleted, so a refused request leaves nothing behind.
 */
export async function withMultipart<T>(
  c: Context,
  options: MultipartOptions,
  work: (form: Multipart) => T | Promise<T>,
): Promise<T> {
  const written: ReceivedFile[] = []
  let result: T
  try {
    result = await work(await parse(c, options, written))
  } catch (err) {
    for (const file of written) removeReceived(file, true)
    throw err
  }
  for (const file of written) removeReceived(file, false)
  return result
}

function parse(c: Context, options: MultipartOptions, written: ReceivedFile[]): Promise<Multipart> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new AppError(415, 'Content-Type must be multipart/form-data')
  }
  const body = c.req.raw.body
  if (!body) throw new AppError(400, 'Invalid multipart body')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: {
        // busboy signals 'limit' on reaching the size, so one byte more lets exactly 10 MB pass.
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: options.maxFiles,
        parts: MAX_PARTS,
        fieldSize: FIELD_BYTES,
      },
    })
  } catch {
    throw new AppError(400, 'Invalid multipart body')
  }
  // The body as a Node stream: c.req.raw (not the socket) so the bodyLimit backstop still applies.
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  const form: Multipart = { fields: {}, files: {}, tooManyFiles: false }
  const writes: Promise<void>[] = []
  let problem: AppError | null = null
  let writeError: unknown = null
  const refuse = (err: AppError) => {
    problem ??= err
  }

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) refuse(new AppError(400, `${name.slice(0, 40)} is too long`))
    if (!(name in form.fields)) form.fields[name] = value
  })
  parser.on('file', (name, stream) => {
    if (name in form.files || !options.acceptFile(name)) {
      stream.resume()
      return
    }
    const { file, done } = receiveFile(options.uploadsDir, stream)
    form.files[name] = file
    written.push(file)
    writes.push(
      done.catch((err: unknown) => {
        writeError ??= err
      }),
    )
  })
  parser.on('filesLimit', () => {
    form.tooManyFiles = true
  })
  parser.on('partsLimit', () => refuse(new AppError(400, 'Too many form fields')))

  return new Promise<Multipart>((resolve, reject) => {
    // Temp files are removed by the caller only after their writes settled: a write stream still
    // opening would otherwise recreate a file just deleted.
    const settled = () => Promise.all(writes)
    let failed = false
    const stop = (err: unknown) => {
      if (failed) return
      failed = true
      source.unpipe(parser)
      source.destroy()
      parser.destroy()
      void settled().then(() => reject(asClientError(err)))
    }
    let received = 0
    source.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > MAX_UPLOAD_BODY_BYTES) stop(new AppError(413, UPLOAD_SIZE_MESSAGE))
    })
    source.once('error', stop)
    parser.once('error', stop)
    parser.once('close', () => {
      if (failed) return
      void settled().then(() => {
        // A part cut short is the client's fault; a failed disk write is ours (500).
        if (writeError && !isStreamEnd(writeError)) reject(writeError)
        else if (problem) reject(problem)
        else if (writeError) reject(new AppError(400, 'Invalid multipart body'))
        else resolve(form)
      })
    })
    source.pipe(parser)
  })
}

function asClientError(err: unknown): AppError {
  if (err instanceof AppError) return err
  // The bodyLimit backstop errors the body stream of a chunked request that runs past the limit.
  if (err instanceof HTTPException && err.status === 413) {
    return new AppError(413, UPLOAD_SIZE_MESSAGE)
  }
  return new AppError(400, 'Invalid multipart body')
}

function isStreamEnd(err: unknown): boolean {
  return (
    err instanceof Error &&
    /Unexpected end of (form|file)|premature close|aborted/i.test(err.message)
  )
}
