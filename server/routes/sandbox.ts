import { timingSafeEqual, createHash } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { getMerchant } from '../domain/merchants/merchants'
import { declinePayin, payPayin, refreshExpiry } from '../domain/refunds/payin-lifecycle'
import { findPayinAnyMerchant } from '../domain/payins/payins'
import type { PayinRow } from '../domain/core/payin-row'
import { payinView } from '../domain/payins/payin-wire'
import { autoRefunded } from '../domain/payins/payin-refund-state'
import { approvePayout, rejectPayout } from '../domain/payouts/payout-lifecycle'
import { failRefund, processRefund } from '../domain/refunds/refund-lifecycle'
import { refundView } from '../domain/refunds/refunds'
import { payoutView } from '../domain/payouts/payouts'
import { settleAll } from '../domain/settlements/settlement'
import { approveTopup, rejectTopup, topupView } from '../domain/wallet/topups'
import { AppError } from '../errors'
import { ok } from '../http/respond'
import { readJsonObject } from '../http/validation'
import { CHECKOUT_CSS, renderCheckout } from './checkout-page'
import { listMail } from '../domain/mail/outbox'
import { MAIL_CSS, renderMailPage } from './mail-page'
import { counterByStandingVpa } from '../domain/counters/counters'
import { receiveStandingQrPayment } from '../domain/standing-qr/receive-payment'
import { sandboxQrCredit } from '../http/qr-credit'
import {
  renderStandingAsk,
  renderStandingPaid,
  STANDING_NOT_FOUND,
  type StandingPayee,
} from './standing-pay-page'

const digest = (v: string) => createHash('sha256').update(v).digest()

/**
 * The admin token, as X-Admin-Token; the mail catcher, a page opened in a browser, takes it as
 * ?token= too (it shows every invitation and reset link, so it is the admin's, not public).
 */
function requireAdmin(deps: Deps, inQuery = false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-admin-token') ?? (inQuery ? c.req.query('token') : '') ?? ''
    if (!given || !timingSafeEqual(digest(given), digest(deps.adminToken))) {
      throw new AppError(401, 'Invalid or missing X-Admin-Token')
    }
    await next()
  }
}

async function note(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | null> {
  const body = await readJsonObject(c)
  const reason = body.reason
  if (reason === undefined || reason === null) return null
  if (typeof reason !== 'string' || reason.length > 300) {
    throw new AppError(400, 'reason must be text of at most 300 characters')
  }
  return reason.trim() || null
}

export function sandboxRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const page = async (id: string) => {
    const found = findPayinAnyMerchant(deps.db, id)
    if (!found) return null
    const payin = refreshExpiry(deps.db, found)
    return renderCheckout(
      payin,
      getMerchant(deps.db, payin.merchant_id),
      deps.webhooks.policy.allowLoopback,
    )
  }

  app.get('/assets/checkout.css', (c) =>
    c.body(CHECKOUT_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )

  app.get('/assets/mail.css', (c) =>
    c.body(MAIL_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )
  // The sandbox's mail catcher (decision 075): newest first, ?to= one address.
  app.get('/mail', requireAdmin(deps, true), (c) => {
    const to = c.req.query('to')?.trim().slice(0, 254) || undefined
    const token = c.req.header('x-admin-token') ?? c.req.query('token') ?? ''
    const html = renderMailPage(listMail(deps.db, { to, limit: 100 }), to, token)
    return c.html(html, 200, { 'Cache-Control': 'no-store' })
  })

  // The customer's side: anyone holding the link may pay, as with a real UPI collect link.
  app.get('/pay/:id', async (c) => {
    const html = await page(c.req.param('id'))
    if (html === null)
      return c.html('<!doctype html><title>Not found</title><p>Payment link not found.</p>', 404)
    return c.html(html, 200, { 'Cache-Control': 'no-store' })
  })
  for (const action of ['pay', 'decline'] as const) {
    app.post(`/pay/:id/${action}`, (c) => {
      const id = c.req.param('id')
      if (!findPayinAnyMerchant(deps.db, id)) return c.text('Payment link not found', 404)
      if (action === 'pay') payPayin(deps.db, id)
      else declinePayin(deps.db, id)
      deps.wake.webhooks()
      // Back to the page (303: GET), which shows the result and links back to the merchant.
      return c.redirect(`/sandbox/pay/${encodeURIComponent(id)}`, 303)
    })
  }

  // A standing QR scanned in the sandbox's UPI app (decision 078): the payee, then the amount.
  const payeeOf = (vpa: string): StandingPayee | null => {
    const counter = counterByStandingVpa(deps.db, vpa.slice(0, 300))
    if (!counter) return null
    const merchant = getMerchant(deps.db, counter.merchant_id)
    return { business_name: merchant.business_name, vpa: counter.standing_vpa }
  }
  // The sandbox's camera: a scanned intent opens what a UPI app would, the standing QR's amount
  // form for a static intent (no `am`), a payin's page for one with its transaction (`tr`).
  app.get('/scan', (c) => {
    let intent: URL | null = null
    try {
      intent = new URL((c.req.query('intent') ?? '').slice(0, 2000))
    } catch {
      intent = null
    }
    const pa = intent?.protocol === 'upi:' ? intent.searchParams.get('pa') : null
    if (!intent || !pa) throw new AppError(400, 'intent must be a UPI intent (upi://pay?pa=…)')
    const tr = intent.searchParams.get('tr')
    if (tr && intent.searchParams.has('am'))
      return c.redirect(`/sandbox/pay/${encodeURIComponent(tr)}`, 303)
    return c.redirect(`/sandbox/standing/${encodeURIComponent(pa)}`, 303)
  })
  app.get('/standing/:vpa', (c) => {
    const payee = payeeOf(c.req.param('vpa'))
    if (!payee) return c.html(STANDING_NOT_FOUND, 404)
    return c.html(renderStandingAsk(payee), 200, { 'Cache-Control': 'no-store' })
  })
  app.post('/standing/:vpa/pay', async (c) => {
    const payee = payeeOf(c.req.param('vpa'))
    if (!payee) return c.html(STANDING_NOT_FOUND, 404)
    const form = await c.req.parseBody()
    const amount = typeof form.amount === 'string' ? form.amount.slice(0, 40) : ''
    try {
      const credit = sandboxQrCredit(deps.db, { vpa: payee.vpa, amount })
      const row = receiveStandingQrPayment(deps.db, credit)
      deps.wake.webhooks()
      return c.html(renderStandingPaid(payee, row), 200, { 'Cache-Control': 'no-store' })
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err
      return c.html(renderStandingAsk(payee, err.message, amount), 400)
    }
  })

  const admin = new Hono<AppEnv>()
  admin.use('*', requireAdmin(deps))
  const after = <T>(value: T): T => {
    deps.wake.webhooks()
    return value
  }
  const view = (row: PayinRow, url: string) =>
    payinView(row, deps.baseUrl(url), getMerchant(deps.db, row.merchant_id))
  // A payment recorded on a cancelled payin and refunded automatically (decision 050) was taken:
  // 200 with the payin (status cancelled, auto_refund true). Only a payin that refused it is 400.
  admin.post('/payins/:id/pay', (c) => {
    const row = after(payPayin(deps.db, c.req.param('id')))
    if (row.status !== 'success' && !autoRefunded(row)) {
      throw new AppError(400, `Payin is ${row.status}`)
    }
    return ok(c, view(row, c.req.url))
  })
  // The bank's credit to a counter's standing QR (decision 078): a paid payin of channel qr.
  admin.post('/qr-payments', async (c) => {
    const credit = sandboxQrCredit(deps.db, await readJsonObject(c))
    const row = after(receiveStandingQrPayment(deps.db, credit))
    return ok(c, view(row, c.req.url))
  })
  admin.post('/payins/:id/decline', (c) => {
    const row = after(declinePayin(deps.db, c.req.param('id')))
    if (row.status !== 'failed') throw new AppError(400, `Payin is ${row.status}`)
    return ok(c, view(row, c.req.url))
  })
  admin.post('/payouts/:id/approve', (c) =>
    ok(c, payoutView(after(approvePayout(deps.db, c.req.param('id'))))),
  )
  admin.post('/payouts/:id/reject', async (c) => {
    const reason = (await note(c)) ?? 'Rejected by admin'
    return ok(c, payoutView(after(rejectPayout(deps.db, c.req.param('id'), reason))))
  })
  admin.post('/topups/:id/approve', async (c) => {
    const row = approveTopup(deps.db, c.req.param('id'), await note(c))
    // A batch waiting for funds may go on now (decision 077).
    deps.wake.batches()
    return ok(c, topupView(row))
  })
  admin.post('/topups/:id/reject', async (c) =>
    ok(c, topupView(rejectTopup(deps.db, c.req.param('id'), await note(c)))),
  )
  // The sandbox bank's decision on one pending refund, now (decision 050).
  admin.post('/refunds/:id/process', (c) =>
    ok(c, refundView(after(processRefund(deps.db, c.req.param('id'))))),
  )
  admin.post('/refunds/:id/fail', async (c) => {
    const reason = await note(c)
    return ok(c, refundView(after(failRefund(deps.db, c.req.param('id'), reason))))
  })
  admin.post('/settle', (c) => {
    const result = settleAll(deps.db)
    deps.wake.batches()
    return ok(c, { merchants: result.merchants, amount: result.amount / 100 })
  })
  admin.all('*', (c) => c.json({ success: false, error: { message: 'Not found' } }, 404))

  app.route('/admin', admin)
  return app
}
