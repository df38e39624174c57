import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { checkAccount } from '../domain/payouts/account-check'
import { accountChecksExhausted } from '../domain/payouts/account-check-meter'
import {
  beneficiaryView,
  listBeneficiaries,
  removeBeneficiary,
  recordAccountCheck,
  saveBeneficiary,
} from '../domain/payouts/beneficiaries'
import { IFSC_PATTERN, lookupIfsc } from '../domain/payouts/ifsc'
import { payoutQuote } from '../domain/payouts/payout-quote'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { ok } from '../http/respond'
import { amountField } from '../http/schemas'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'
import {
  accountNumberField,
  beneficiaryExtras,
  beneficiaryName,
  ifscField,
  INVALID_IFSC,
} from '../http/payout-fields'

/*
 * The checks before a payout (product.md §2.8 as built, docs/api-contract.md "Checks before a
 * payout"): the IFSC as typed, the sandbox's penny-drop name check, the fee quote, and saved
 * beneficiaries. Bearer or API key, like every payout call.
 */

const quoteQuery = z.object({
  amount: amountField({
    required: 'Please enter a valid amount',
    invalid: 'Please enter a valid amount',
  }),
})

const accountBody = z.object({
  account_number: accountNumberField,
  ifsc: ifscField,
  beneficiary_name: beneficiaryName.nullish(),
})

const beneficiaryBody = z.object({
  beneficiary_name: beneficiaryName,
  beneficiary_account: accountNumberField,
  beneficiary_ifsc: ifscField,
  beneficiary_phone: beneficiaryExtras.beneficiary_phone,
  beneficiary_email: beneficiaryExtras.beneficiary_email,
})

const TOO_MANY_CHECKS = 'Too many account checks. Please wait a minute and try again.'

export function payoutCheckRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'payouts.create')

  app.get('/payout/ifsc/:code', auth, (c) => {
    const code = c.req.param('code').trim().toUpperCase()
    if (!IFSC_PATTERN.test(code)) throw new AppError(400, INVALID_IFSC)
    return ok(c, lookupIfsc(code))
  })

  // Metered (decision 065): a paid bank call in production, and a name oracle unmetered. Counted
  // once the request is valid, before the check: per address (a burst), per merchant and per
  // API key per IST day. An API key hears whether the name it sent matches, never the name.
  app.post('/payout/validate-account', auth, async (c) => {
    const body = parseWith(accountBody, await readJsonObject(c))
    const bank = lookupIfsc(body.ifsc)
    const burst = deps.guesses.accountChecks.admit(clientAddress(c, deps.trustProxy))
    if (!burst.ok) {
      c.header('Retry-After', String(burst.retryAfterSeconds))
      throw new AppError(429, TOO_MANY_CHECKS)
    }
    // Every admitted check spends its attempt: there is no wrong answer to give back.
    burst.settle(false)
    const byKey = c.get('surface') === 'api_key'
    const metered = deps.accountChecks.admit(
      c.get('merchantId'),
      byKey ? (c.req.header('x-api-key') ?? '') : null,
    )
    if (!metered.ok) {
      c.header('Retry-After', String(metered.retryAfterSeconds))
      throw new AppError(429, accountChecksExhausted(metered.limit))
    }
    const { registered_name, ...check } = checkAccount(
      body.account_number,
      body.beneficiary_name ?? null,
    )
    recordAccountCheck(deps.db, c.get('merchantId'), {
      account_number: body.account_number,
      ifsc: body.ifsc,
      account_exists: check.account_exists,
      registered_name,
    })
    return ok(c, {
      account_number: body.account_number,
      ifsc: body.ifsc,
      bank_name: bank.bank_name,
      ...check,
      ...(byKey ? {} : { registered_name }),
    })
  })

  app.get('/payout/quote', auth, (c) => {
    const { amount } = parseQuery(c, quoteQuery)
    return ok(c, payoutQuote(deps.db, c.get('merchantId'), amount))
  })

  app.get('/payout/beneficiaries', authorize(deps, 'payouts.read'), (c) =>
    ok(c, listBeneficiaries(deps.db, c.get('merchantId')).map(beneficiaryView)),
  )

  app.post('/payout/beneficiaries', auth, async (c) => {
    const body = parseWith(beneficiaryBody, await readJsonObject(c))
    const row = saveBeneficiary(deps.db, c.get('merchantId'), {
      name: body.beneficiary_name,
      account_number: body.beneficiary_account,
      ifsc: body.beneficiary_ifsc,
      phone: body.beneficiary_phone ?? null,
      email: body.beneficiary_email ?? null,
    })
    return ok(c, beneficiaryView(row))
  })

  app.post('/payout/beneficiaries/:id/remove', auth, (c) => {
    removeBeneficiary(deps.db, c.get('merchantId'), c.req.param('id'))
    return ok(c, { beneficiary_id: c.req.param('id'), removed: true })
  })

  return app
}
