import * as z from 'zod/mini'

/**
 * The signed-in session: the bearer token and the merchant record, kept in localStorage under
 * the keys SPEC §9 names. A tiny external store so React (useSyncExternalStore), the router's
 * beforeLoad guards and the API client all read the same value.
 */
export const TOKEN_KEY = 'authToken'
export const MERCHANT_KEY = 'merchantData'

const storedMerchantSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  username: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  business_name: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  show_rates_to_merchant: z.optional(z.nullable(z.union([z.number(), z.boolean()]))),
})

export type StoredMerchant = z.infer<typeof storedMerchantSchema>
export type Session = { token: string; merchant: StoredMerchant }

let current: Session | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Restores the session only when both the token and a readable merchant record exist. */
export function restoreSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY)
  const raw = localStorage.getItem(MERCHANT_KEY)
  current = null
  if (token && raw) {
    try {
      const parsed = storedMerchantSchema.safeParse(JSON.parse(raw))
      if (parsed.success) current = { token, merchant: parsed.data }
    } catch {
      // Corrupt JSON: treat as signed out rather than crash the shell.
    }
  }
  if (!current) {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(MERCHANT_KEY)
  }
  emit()
  return current
}

export function getSession(): Session | null {
  return current
}

export function setSession(token: string, merchant: StoredMerchant): void {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(MERCHANT_KEY, JSON.stringify(merchant))
  current = { token, merchant }
  emit()
}

/** Keeps the token, replaces the stored merchant record (after a profile save). */
export function updateStoredMerchant(merchant: StoredMerchant): void {
  if (!current) return
  setSession(current.token, { ...current.merchant, ...merchant })
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(MERCHANT_KEY)
  current = null
  emit()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** SPEC §6: rates are shown unless the flag is exactly 0 or false. */
export function showsRates(merchant: StoredMerchant | null | undefined): boolean {
  const flag = merchant?.show_rates_to_merchant
  return !(flag === 0 || flag === false)
}

/** A stable id for per-merchant storage (the persisted cache key and buster). */
export function merchantStorageId(session: Session): string {
  const m = session.merchant
  return String(m.id ?? m.username ?? m.email ?? 'merchant')
}
