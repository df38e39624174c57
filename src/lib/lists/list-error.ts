import { ApiError, errorMessage } from '../http/api-client'

/**
 * What a list screen says when its load fails. A 400 is the gateway refusing the filters the
 * merchant chose (a From after To): its own plain words tell them what to change.
 * Anything else keeps the fixed text of product.md §8 ('Failed to load payments').
 */
export function listLoadError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'http' && error.status === 400
    ? errorMessage(error, fallback)
    : fallback
}
