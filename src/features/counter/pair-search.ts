import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * /counter/pair's search: the one-time pairing code when the device opened the owner's QR
 * (`?code=K7QD-4MZP`). Hand-checked, not zod: a route's validateSearch loads with the boot code
 * (decision 023). Anything that cannot be a code is dropped; the page then asks for it.
 */
export function validatePairSearch(search: { code?: unknown } & SearchSchemaInput): {
  code?: string
} {
  const { code } = search
  return typeof code === 'string' && /^[A-Za-z0-9 -]{4,16}$/.test(code) ? { code } : {}
}
