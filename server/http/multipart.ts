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
} from '../domain/merchants/uploads'
import {
  ensureUploadSpace,
  isNoSpace,
  STORAGE_SHORT_MESSAGE,
  type UploadSpace,
} from '../domain/merchants/upload-space'
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
  /** The free-space floor checked before anything is read or written (507 below it). */
  space: UploadSpace
  /** The route's own refusals that need no body (a cap already reached): run before reading. */
  precheck?(): void
  /** File parts beyond this many are not stored and set tooManyFiles. */
  maxFiles: number
  /** File fields the route stores; any other file part is read and thrown away, never written. */
  acceptFile(name: string): boolean
}

export type Multipart = {
  fields: Record<string, string>
  files: Record<string, ReceivedFile>
  /** Each stored file's name as the client gave it (shown back, never used as a path). */
  fileNames: Record<string, string>
  tooManyFiles: boolean
}

/**
 * Streams a multipart/form-data body: text fields into memory (first value wins for repeated
 * names), each accepted file part straight to a temporary file under DATA_DIR/uploads, so a 10 MB
 * proof never sits in the heap. The whole body is read before this resolves, keeping the
 * connection reusable. Then `work` runs; whatever it throws (400, 409, 413, 415, 429…), every file
 * this request wrote is deleted, so a refused request leaves nothing behind. Before any of that,
 * a disk short of space (507) or a route's precheck (a cap already reached) refuses the request
 * without writing a byte.
 */
export async function withMultipart<T>(
  c: Context,
  options: MultipartOptions,
  work: (form: Multipart) => T | Promise<T>,
): Promise<T> {
  await ensureUploadSpace(options.space, options.uploadsDir)
  options.precheck?.()
  const written: ReceivedFile[] = []
  let result: T
  try {
    result = await work(await parse(c, options, written))
  } catch (err) {
    removeAll(written, true)
    throw err
  }
  removeAll(written, false)
  return result
}

/** A removal that fails is logged: it must not replace the request's own answer or error. */
function removeAll(files: ReceivedFile[], includingKept: boolean): void {
  for (const file of files) {
    try {
      removeReceived(file, includingKept)
    } catch (err) {
      console.error('[sandbox] could not remove an upload:', err)
    }
  }
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
  // Null-prototype maps: a part named __proto__ or constructor is just a name.
  const form: Multipart = {
    fields: Object.create(null) as Multipart['fields'],
    files: Object.create(null) as Multipart['files'],
    fileNames: Object.create(null) as Multipart['fileNames'],
    tooManyFiles: false,
  }
  const writes: Promise<void>[] = []
  let problem: AppError | null = null
  let writeError: unknown = null
  const refuse = (err: AppError) => {
    problem ??= err
  }

  return new Promise<Multipart>((resolve, reject) => {
    // Temp files are removed by the caller only after their writes settled: a write stream still
    // opening would otherwise recreate a file just deleted.
    const settled = () => Promise.all(writes)
    let failed = false
    /**
     * Ends reading at the first error; `ours` marks a fault on this side (a bug, a failed disk
     * write): a 500, logged, or the 507 of a full disk.
     */
    const stop = (err: unknown, ours = false) => {
      if (failed) return
      failed = true
      source.unpipe(parser)
      source.destroy()
      parser.destroy()
      void settled().then(() => reject(ours ? serverError(err) : asClientError(err)))
    }
    /*
     * Every listener below stays for the life of the parser, the body and each part's stream, and
     * none may throw into busboy: an 'error' nobody hears, or an exception out of a listener, ends
     * the whole process. busboy emits 'error' itself for each malformed part header and keeps
     * parsing, emits another ('Unexpected end of form') when stop() destroys it, and destroys the
     * open part's stream with an error of its own. Only the first error decides the answer.
     */
    const guard =
      <A extends unknown[]>(listener: (...args: A) => void) =>
      (...args: A) => {
        try {
          listener(...args)
        } catch (err) {
          stop(err, true)
        }
      }
    const ignore = () => undefined

    parser.on(
      'field',
      guard((name: string | undefined, value: string, info: busboy.FieldInfo) => {
        if (failed) return
        // RFC 7578: every part is named. A nameless one cannot be a field the route reads.
        if (!name) return refuse(new AppError(400, 'Invalid multipart body'))
        if (info.valueTruncated) refuse(new AppError(400, `${printableName(name)} is too long`))
        if (!Object.hasOwn(form.fields, name)) form.fields[name] = value
      }),
    )
    parser.on(
      'file',
      guard((name: string | undefined, stream: Readable, info?: busboy.FileInfo) => {
        stream.on('error', ignore)
        // busboy finishes the chunk it is parsing after stop() destroyed it, and may still
        // announce parts: none of them is written, as its removal could come before its creation.
        if (failed || !name || Object.hasOwn(form.files, name) || !options.acceptFile(name)) {
          if (!name && !failed) refuse(new AppError(400, 'Invalid multipart body'))
          stream.resume()
          return
        }
        const { file, done } = receiveFile(options.uploadsDir, stream)
        form.files[name] = file
        form.fileNames[name] = info?.filename ?? ''
        written.push(file)
        writes.push(
          done.catch((err: unknown) => {
            writeError ??= err
            // A write that failed (not a part cut short) stops the parse: busboy would otherwise
            // wait for ever for the destroyed part to be read, and the request would hang.
            if (!isStreamEnd(err)) stop(err, true)
          }),
        )
      }),
    )
    parser.on(
      'filesLimit',
      guard(() => {
        form.tooManyFiles = true
      }),
    )
    parser.on(
      'partsLimit',
      guard(() => refuse(new AppError(400, 'Too many form fields'))),
    )
    let received = 0
    source.on(
      'data',
      guard((chunk: Buffer) => {
        received += chunk.length
        if (received > MAX_UPLOAD_BODY_BYTES) stop(new AppError(413, UPLOAD_SIZE_MESSAGE))
      }),
    )
    source.on('error', (err) => stop(err))
    parser.on('error', (err) => stop(err))
    parser.on('close', () => {
      if (failed) return
      void settled().then(() => {
        // A part cut short is the client's fault; a failed disk write is ours (500, or 507).
        if (writeError && !isStreamEnd(writeError)) reject(serverError(writeError))
        else if (problem) reject(problem)
        else if (writeError) reject(new AppError(400, 'Invalid multipart body'))
        else resolve(form)
      })
    })
    source.pipe(parser)
  })
}

/** A client's part name as it may appear in a message: no control or direction characters. */
export function printableName(name: string): string {
  return name.slice(0, 40).replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '?')
}

/** A fault on this side as the error to answer: a full disk is 507, anything else a 500. */
function serverError(err: unknown): unknown {
  return isNoSpace(err) ? new AppError(507, STORAGE_SHORT_MESSAGE) : err
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
