/**
 * The signed-in session: the bearer token and the merchant record, kept in localStorage under
 * the keys product.md §9 names. A tiny external store so React (useSyncExternalStore), the router's
 * beforeLoad guards and the API client all read the same value.
 */
export const TOKEN_KEY = 'authToken'
export const MERCHANT_KEY = 'merchantData'
/** The signed-in person (docs/api-contract.md "People and roles"), beside the merchant record. */
export const USER_KEY = 'sessionUser'

/** The merchant fields the portal reads (product.md §3); the gateway's other fields are kept as sent. */
export type StoredMerchant = {
  id?: string | number
  username?: string | null
  name?: string | null
  business_name?: string | null
  email?: string | null
  show_rates_to_merchant?: number | boolean | null
  [field: string]: unknown
}
/**
 * The signed-in person and the actions they may use (the portal hides by these, never by role
 * names). Null when the gateway sends none: that gateway knows only the owner, who may do
 * everything.
 */
export type SessionUser = {
  id: string
  name: string
  email: string
  role: string
  two_step: boolean
  actions: readonly string[]
  /**
   * The outlets this person is limited to (decision 080), as the gateway sent them: read through
   * lib/outlets' limitedOutlets, not here, which a cold counter downloads. Empty or absent: every
   * outlet.
   */
  outlets?: unknown
}
export type OutletRef = { outlet_id: string; name: string }
export type Session = { token: string; merchant: StoredMerchant; user: SessionUser | null }

const TEXT_FIELDS = ['username', 'name', 'business_name', 'email'] as const

/**
 * Checks a merchant record from the gateway or from localStorage (both outside our control).
 * Hand-written rather than zod: it runs at boot and on the sign-in page, whose JavaScript budget
 * has no room for zod (docs/decisions/023).
 */
export function parseMerchant(value: unknown): StoredMerchant | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const merchant = value as Record<string, unknown>
  const id = merchant.id
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') return null
  for (const field of TEXT_FIELDS) {
    const text = merchant[field]
    if (text !== undefined && text !== null && typeof text !== 'string') return null
  }
  const rates = merchant.show_rates_to_merchant
  if (
    rates !== undefined &&
    rates !== null &&
    typeof rates !== 'number' &&
    typeof rates !== 'boolean'
  )
    return null
  return merchant as StoredMerchant
}

/**
 * Checks the person from the login answer or localStorage by hand, for the same reason as
 * parseMerchant (decision 023). Anything unreadable counts as no person (the owner's view); the
 * gateway still refuses what the person may not do.
 */
export function parseUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, email, role, two_step, actions, outlets } = value as Record<string, unknown>
  if (typeof role !== 'string' || !Array.isArray(actions)) return null
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  return {
    id: text(id),
    name: text(name),
    email: text(email),
    role,
    two_step: two_step === true,
    actions: actions.filter((action): action is string => typeof action === 'string'),
    outlets,
  }
}

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
      const merchant = parseMerchant(JSON.parse(raw))
      const user = localStorage.getItem(USER_KEY)
      if (merchant) current = { token, merchant, user: user ? parseUser(JSON.parse(user)) : null }
    } catch {
      // Corrupt JSON: treat as signed out rather than crash the shell.
    }
  }
  if (!current) removeStored()
  emit()
  return current
}

export function getSession(): Session | null {
  return current
}

function removeStored() {
  for (const key of [TOKEN_KEY, MERCHANT_KEY, USER_KEY]) localStorage.removeItem(key)
}

export function setSession(
  token: string,
  merchant: StoredMerchant,
  user: SessionUser | null = null,
): void {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(MERCHANT_KEY, JSON.stringify(merchant))
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user))
  else localStorage.removeItem(USER_KEY)
  current = { token, merchant, user }
  emit()
}

/** Keeps the token, replaces the stored merchant record (after a profile save). */
export function updateStoredMerchant(merchant: StoredMerchant): void {
  if (!current) return
  setSession(current.token, { ...current.merchant, ...merchant }, current.user)
}

export function clearSession(): void {
  removeStored()
  current = null
  emit()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** product.md §6: rates are shown unless the flag is exactly 0 or false. */
export function showsRates(merchant: StoredMerchant | null | undefined): boolean {
  const flag = merchant?.show_rates_to_merchant
  return !(flag === 0 || flag === false)
}

/** A stable id for per-merchant storage (the persisted cache key and buster). */
export function merchantStorageId(session: Session): string {
  const m = session.merchant
  return String(m.id ?? m.username ?? m.email ?? 'merchant')
}
