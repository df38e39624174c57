/**
 * A client-facing failure: the HTTP status and the message the portal shows. Domain code throws it
 * for rule violations (insufficient balance, duplicate reference…), so routes need no mapping table.
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 507
  /** Extra members of the error object, e.g. the existing payout of a duplicate reference. */
  readonly details: Record<string, string | number> | undefined

  constructor(
    status: AppError['status'],
    message: string,
    details?: Record<string, string | number>,
  ) {
    super(message)
    this.name = 'AppError'
    this.status = status
    this.details = details
  }
}

export const badRequest = (message: string): AppError => new AppError(400, message)
export const notFound = (message = 'Not found'): AppError => new AppError(404, message)
