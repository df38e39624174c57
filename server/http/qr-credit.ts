import * as z from 'zod'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { COUNTER_NOT_FOUND } from '../domain/counters/counters'
import { utr as madeUpUtr } from '../domain/core/ids'
import { sandboxPayer } from '../domain/payouts/sandbox-names'
import type { StandingQrCredit } from '../domain/standing-qr/receive-payment'
import { AppError } from '../errors'
import { amountField, optionalPattern, optionalText, VPA_PATTERN } from './schemas'
import { parseWith } from './validation'

/*
 * A sandbox bank credit to a standing QR (docs/api-contract.md, sandbox): the admin API, the
 * sandbox's UPI app page and the CLI all read it here, so the three refuse the same things. A
 * UPI payment is at most ₹1,00,000 (NPCI's per-payment limit for a merchant payment).
 */

export const MAX_QR_PAYMENT_PAISE = 1_00_000_00

const AMOUNT_RULES = {
  required: 'Enter the amount',
  invalid: 'Enter the amount in rupees, e.g. 50 or 49.50',
  decimals: 'The amount can have at most 2 decimals',
  positive: 'The amount must be more than zero',
  max: [MAX_QR_PAYMENT_PAISE, 'A UPI payment is at most ₹1,00,000'] as [number, string],
}

export const qrAmount = amountField(AMOUNT_RULES)

const creditSchema = z.object({
  vpa: optionalText('vpa', 300),
  counter_id: optionalText('counter_id', 40),
  amount: qrAmount,
  payer_name: optionalText('payer_name', 100),
  payer_vpa: optionalPattern('payer_vpa', 300, VPA_PATTERN, 'payer_vpa is not a UPI address'),
  utr: optionalPattern('utr', 12, /^\d{12}$/, 'utr must be 12 digits'),
})

/** The credit a body asks for, with the sandbox's made-up payer and UTR where it gives none. */
export function sandboxQrCredit(db: Db, body: unknown): StandingQrCredit {
  const input = parseWith(creditSchema, body)
  let vpa = input.vpa ?? null
  if (input.counter_id) {
    const counter = stmt(db, 'SELECT standing_vpa FROM counters WHERE counter_id = ?').get(
      input.counter_id,
    ) as { standing_vpa: string } | undefined
    if (!counter) throw new AppError(404, COUNTER_NOT_FOUND)
    vpa = counter.standing_vpa
  }
  if (!vpa) throw new AppError(400, 'Give the standing QR’s vpa or a counter_id')
  const payer = sandboxPayer()
  return {
    vpa,
    amount: input.amount,
    payerName: input.payer_name ?? payer.name,
    payerVpa: input.payer_vpa ?? payer.vpa,
    utr: input.utr ?? madeUpUtr(),
  }
}
