import { statfs } from 'node:fs/promises'
import { AppError } from '../../errors'

/*
 * The disk floor under uploads: before a request may write a file, the data directory's file
 * system must keep at least `minFreeBytes` free (UPLOAD_MIN_FREE_MB, default 512 MB). The floor
 * leaves room for the SQLite database and its WAL, which must never be the writes that fail, and
 * for the uploads already running (each at most 10 MB).
 */

export const DEFAULT_UPLOAD_MIN_FREE_MB = 512
export const STORAGE_SHORT_MESSAGE =
  'The gateway is short of storage space. Please try again later.'

export type UploadSpace = {
  minFreeBytes: number
  /** Bytes an unprivileged writer may still use on dir's file system; tests inject their own. */
  freeBytes(dir: string): number | Promise<number>
}

export async function statfsFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir)
  return stats.bavail * stats.bsize
}

/** 507 when the floor is reached. A reading that fails lets the upload through (and is logged). */
export async function ensureUploadSpace(space: UploadSpace, dir: string): Promise<void> {
  if (space.minFreeBytes <= 0) return
  let free: number
  try {
    free = await space.freeBytes(dir)
  } catch (err) {
    console.error('[sandbox] could not read the free space of the uploads directory:', err)
    return
  }
  if (free < space.minFreeBytes) throw new AppError(507, STORAGE_SHORT_MESSAGE)
}

/** A write that failed because the disk (or the user's quota) is full. */
export function isNoSpace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT'
}
