import { expect } from 'vitest'
import type { Harness } from './helpers'

/* Counters, pairing and cashiers over HTTP, as the portal's owner and a paired device do. */

export type Paired = { counterId: string; name: string; device: string }

export async function addCounter(h: Harness, owner: string, name: string): Promise<string> {
  const res = await h.api('/api/v1/merchant/counters', { token: owner, json: { name } })
  expect(res.status, res.text).toBe(201)
  return res.body.data.counter_id as string
}

export async function pairingCode(
  h: Harness,
  owner: string,
  counterId: string,
  mode?: 'till' | 'speaker',
): Promise<string> {
  const res = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
    token: owner,
    method: 'POST',
    ...(mode ? { json: { mode } } : {}),
  })
  expect(res.status, res.text).toBe(201)
  return res.body.data.code as string
}

export async function pair(h: Harness, code: string): Promise<string> {
  const res = await h.api('/api/v1/counter/pair', { json: { code } })
  expect(res.status, res.text).toBe(201)
  return res.body.data.device_token as string
}

/** A new counter of the owner's merchant with a paired device. */
export async function pairedCounter(h: Harness, owner: string, name: string): Promise<Paired> {
  const counterId = await addCounter(h, owner, name)
  const device = await pair(h, await pairingCode(h, owner, counterId))
  return { counterId, name, device }
}

export async function addCashier(
  h: Harness,
  owner: string,
  name: string,
  pin: string,
): Promise<string> {
  const res = await h.api('/api/v1/merchant/staff', { token: owner, json: { name, pin } })
  expect(res.status, res.text).toBe(201)
  return res.body.data.staff_id as string
}

/** The seeded cashiers of demo (server/seed/seed.ts): name → staff_id. */
export async function staffIds(h: Harness, owner: string): Promise<Record<string, string>> {
  const res = await h.api('/api/v1/merchant/staff', { token: owner })
  expect(res.status).toBe(200)
  return Object.fromEntries(
    (res.body.data as { name: string; staff_id: string }[]).map((s) => [s.name, s.staff_id]),
  )
}

export async function chooseCashier(h: Harness, device: string, staffId: string, pin: string) {
  const res = await h.api('/api/v1/counter/cashier', {
    token: device,
    json: { staff_id: staffId, pin },
  })
  expect(res.status, res.text).toBe(200)
  return res.body.data as {
    cashier: { staff_id: string; name: string }
    shift: { shift_id: string }
  }
}

export async function sell(h: Harness, token: string, amount: number, json: object = {}) {
  const res = await h.api('/api/v1/payin/create', {
    token,
    json: { amount, channel: 'counter', ...json },
  })
  expect(res.status, res.text).toBe(200)
  return res.body.data as { transaction_id: string; shift_id: string | null }
}

/** A paired counter of demo with the seeded cashier Asha (PIN 4826) chosen: ready to sell. */
export async function sellingCounter(h: Harness, owner: string, name: string): Promise<Paired> {
  const paired = await pairedCounter(h, owner, name)
  const ids = await staffIds(h, owner)
  await chooseCashier(h, paired.device, ids.Asha ?? '', '4826')
  return paired
}
