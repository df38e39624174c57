import ipaddr from 'ipaddr.js'
import { fixedWindows, secondsLeft } from '../domain/core/fixed-windows'

/**
 * Sign-in throttling (docs/decisions/027 and 044). Every counter is taken *before* the
 * password check, so a burst of concurrent guesses cannot all slip past a check that only counts
 * finished failures.
 *
 * - (account, address): strict, `pairLimit` attempts per window, then 429. A success clears it.
 * - account, all addresses: never locks (a stranger must not be able to lock a merchant out);
 *   past `slowAfter` failures each attempt waits longer, right password included, and at most
 *   `inFlight` password checks run per account at once.
 * - address, all accounts: `addressLimit` attempts per window against spraying. A success gives
 *   back only its own attempt, so one valid account cannot launder a spray.
 * - a known device (a valid device proof for the account, decision 044): counted on its own,
 *   `deviceLimit` attempts since its last success, without the strangers' counters; past that it
 *   is an unknown device again until the window ends.
 * - account, all addresses, per day: past `dailyCap` failures the account is under attack
 *   (decision 073). An unknown device is then neither slowed down nor refused for it: its
 *   attempt is admitted with `secondStep`, and even the right password only opens a second step
 *   (the person's authenticator, or a code mailed to them), whose answer looks the same for a
 *   wrong password. A guess is worth nothing then, so slowing guesses down (which held every
 *   check slot, so the owner's right password was refused too) has no purpose left.
 *
 * Every attempt costs O(1): each table is an LRU whose entries expire with the window and which
 * holds at most `maxEntries` (fixed-windows.ts). A refused attempt records nothing, so an address
 * over its limit adds no pair or account entries however many identifiers it tries (decision 044).
 *
 * In memory on purpose: the sandbox is one process, and a restart clearing the counters is fine.
 */
export type LoginThrottleOptions = {
  windowMs: number
  pairLimit: number
  addressLimit: number
  slowAfter: number
  baseDelayMs: number
  maxDelayMs: number
  inFlight: number
  /** Attempts a known device gets since its last success, per window (decision 044). */
  deviceLimit: number
  /** Failures per account per day past which an unknown device's sign-in takes a second step. */
  dailyCap: number
  /** Most entries each table (pairs, addresses, accounts, devices) holds; the least recent go. */
  maxEntries: number
}

const DAY_MS = 24 * 60 * 60 * 1000

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  pairLimit: 10,
  addressLimit: 100,
  slowAfter: 20,
  baseDelayMs: 250,
  maxDelayMs: 5000,
  inFlight: 10,
  deviceLimit: 10,
  dailyCap: 50,
  maxEntries: 50_000,
}

/**
 * Either a refusal (429 with Retry-After seconds) or a reservation to settle after the check.
 * `secondStep`: the account is under attack and the device unknown, so a right password must not
 * open a session by itself (decision 073).
 */
export type Admission =
  | { ok: false; retryAfterSeconds: number }
  | {
      ok: true
      delayMs: number
      knownDevice: boolean
      secondStep: boolean
      settle(success: boolean): void
    }

export type LoginThrottle = {
  /**
   * `device` is the id of a device proof already verified for this account (decision 044), or
   * null for an unknown device.
   */
  admit(account: string, address: string, device?: string | null): Admission
  /** Entries held per table (diagnostics: the tests check they stay bounded). */
  size(): { pairs: number; addresses: number; accounts: number; devices: number; daily: number }
}

/**
 * The key an address is counted under: an IPv4-mapped IPv6 address as its IPv4, any other IPv6
 * address as its /64, which one subscriber holds whole. Otherwise one host with a /64 has 2^64
 * "addresses" and every per-address budget (and the table's bound) means nothing.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

export function createLoginThrottle(
  options: LoginThrottleOptions,
  now: () => number = Date.now,
): LoginThrottle {
  const windows = () => fixedWindows(options.windowMs, options.maxEntries, now)
  const pairs = windows()
  const addresses = windows()
  const accountFailures = windows()
  const devices = windows()
  const dailyFailures = fixedWindows(DAY_MS, options.maxEntries, now)
  const checking = new Map<string, number>()

  const knownDevice = (device: string): Admission | null => {
    const own = devices.take(device)
    if (own.count >= options.deviceLimit) return null
    own.count++
    let settled = false
    return {
      ok: true,
      delayMs: 0,
      knownDevice: true,
      secondStep: false,
      settle(success) {
        if (settled) return
        settled = true
        if (success) devices.delete(device)
      },
    }
  }

  return {
    admit(account, rawAddress, device) {
      if (device) {
        const admitted = knownDevice(device)
        if (admitted) return admitted
        // Past its own budget the device is a stranger again, until its window ends.
      }
      const at = now()
      const address = addressKey(rawAddress)
      const pairKey = `${account}\n${address}`
      // Looked up, not created: a refused attempt must leave nothing behind (decision 044).
      const pair = pairs.find(pairKey)
      const byAddress = addresses.find(address)
      const waits: number[] = []
      if (pair && pair.count >= options.pairLimit) waits.push(secondsLeft(pair, at))
      if (byAddress && byAddress.count >= options.addressLimit)
        waits.push(secondsLeft(byAddress, at))
      if (waits.length > 0) return { ok: false, retryAfterSeconds: Math.max(...waits) }
      const running = checking.get(account) ?? 0
      if (running >= options.inFlight) return { ok: false, retryAfterSeconds: 1 }

      pairs.take(pairKey).count++
      addresses.take(address).count++
      checking.set(account, running + 1)
      const failures = accountFailures.find(account)?.count ?? 0
      const secondStep = (dailyFailures.find(account)?.count ?? 0) >= options.dailyCap
      const over = failures - options.slowAfter
      const delayMs =
        secondStep || over < 0 ? 0 : Math.min(options.baseDelayMs * 2 ** over, options.maxDelayMs)
      let settled = false
      return {
        ok: true,
        delayMs,
        knownDevice: false,
        secondStep,
        settle(success) {
          if (settled) return
          settled = true
          const left = (checking.get(account) ?? 1) - 1
          if (left > 0) checking.set(account, left)
          else checking.delete(account)
          if (success) {
            pairs.delete(pairKey)
            const stillThere = addresses.find(address)
            if (stillThere) stillThere.count = Math.max(0, stillThere.count - 1)
          } else {
            accountFailures.take(account).count++
            dailyFailures.take(account).count++
          }
        },
      }
    },
    size: () => ({
      pairs: pairs.size(),
      addresses: addresses.size(),
      accounts: accountFailures.size(),
      devices: devices.size(),
      daily: dailyFailures.size(),
    }),
  }
}
