/**
 * Shared e2e helpers: money and dates as the portal shows them, and the merchant API called the
 * way a test checks the screen against it.
 *
 *   import { api, apiData, daysAgo, inr, localISODate } from './support/api'
 *
 * inr: Intl.NumberFormat for en-IN rupees with two decimals ('₹1,23,456.50').
 * localISODate(date = new Date()): 'YYYY-MM-DD' in this machine's time zone (what the date inputs
 *   hold). daysAgo(n): localISODate of midnight n days before today.
 * api<T>(target, path, init?): fetches `${target.url}/api/v1${path}` with `Authorization: Bearer
 *   ${target.token}` (and `Content-Type: application/json` when `init.body` is given; headers in
 *   `init.headers` win, e.g. another merchant's Authorization); returns the parsed JSON body and
 *   throws `${path}: HTTP <status> <body>` on a non-2xx answer.
 * apiData<T>(target, path, init?): the same, returning the body's `data`.
 * A suite from setupE2ESuite() (./suite) has both bound to its sandbox and token: suite.api(path).
 */

export const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

export function localISODate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function daysAgo(days: number): string {
  const now = new Date()
  return localISODate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days))
}

export type ApiTarget = { url: string; token: string }

export async function api<T>(target: ApiTarget, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers({ Authorization: `Bearer ${target.token}` })
  if (init.body !== undefined && init.body !== null) headers.set('Content-Type', 'application/json')
  new Headers(init.headers).forEach((value, name) => headers.set(name, value))
  const response = await fetch(`${target.url}/api/v1${path}`, { ...init, headers })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function apiData<T>(
  target: ApiTarget,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  return (await api<{ data: T }>(target, path, init)).data
}
