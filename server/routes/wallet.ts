import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  createTopup,
  ensureTopupRoom,
  findTopup,
  listTopups,
  TRANSFER_TYPES,
  topupView,
} from '../domain/wallet/topups'
import { awaitingApproval } from '../domain/approvals/awaiting-approval'
import { toRupees } from '../domain/core/money'
import { checkUpload } from '../domain/merchants/uploads'
import { istDate } from '../domain/core/time'
import {
  BUCKETS,
  listWalletTransactions,
  walletTransactionView,
  walletView,
} from '../domain/wallet/wallet'
import { statementStream } from '../domain/wallet/wallet-statement'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import { amountField, requiredText } from '../http/schemas'
import { parseQuery, parseWith } from '../http/validation'
import { withMultipart } from '../http/multipart'
import { streamed } from '../http/streamed'
import { listDates } from './surface-adapter'

const REQUIRED = 'Please fill all required fields'
/** status on wallet/transactions: a direction or a reference type. */
const WALLET_TX_FILTERS = [
  'credit',
  'debit',
  'payin',
  'payout',
  'refund',
  'refund_reversal',
  'settlement_credit',
  'settlement_debit',
  'manual_topup',
] as const

const topupSchema = z.object({
  amount: amountField({
    required: REQUIRED,
    invalid: 'Please enter a valid amount',
    min: [100, 'Minimum amount is ₹1'],
  }),
  transfer_type: z.enum(TRANSFER_TYPES, { error: 'Transfer type must be NEFT, RTGS, IMPS or UPI' }),
  reference_number: requiredText(REQUIRED, 'Reference number', 64),
})

const isProof = (name: string) => name === 'payment_proof'

const bucketField = z.enum(BUCKETS, {
  error: `bucket must be one of: ${BUCKETS.join(', ')}`,
})
const transactionsQuery = z.looseObject({ bucket: bucketField.optional() })
const statementQuery = z.looseObject({
  bucket: bucketField.default('available'),
  format: z.enum(['csv'], { error: 'format must be csv' }).default('csv'),
})

export function walletRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'payouts.read')

  app.get('/wallet/balance', auth, (c) => {
    const merchantId = c.get('merchantId')
    return ok(c, {
      ...walletView(deps.db, merchantId, deps.nextSettlementAt()),
      // What approving everything that waits would take (decision 076); not a ledger bucket.
      awaiting_approval: toRupees(awaitingApproval(deps.db, merchantId)),
    })
  })

  app.get('/wallet/transactions', auth, (c) => {
    const filters = listFilters(c, WALLET_TX_FILTERS, listDates(c))
    const { bucket } = parseQuery(c, transactionsQuery)
    const merchantId = c.get('merchantId')
    const { rows, totalCount } = listWalletTransactions(deps.db, merchantId, filters, bucket)
    return okPage(c, rows.map(walletTransactionView), pagination(filters, totalCount))
  })

  // The whole statement of one balance, oldest first, streamed (docs/decisions/031).
  app.get('/wallet/statement', auth, async (c) => {
    const q = parseQuery(c, statementQuery)
    const body = statementStream(deps.db, c.get('merchantId'), q.bucket)
    const name = `wallet-statement-${q.bucket}-${istDate(Date.now())}.csv`
    return new Response(await streamed(c, body), {
      status: 200,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    })
  })

  app.post('/wallet/topup/request', authorize(deps, 'wallet.topup'), async (c) => {
    const merchantId = c.get('merchantId')
    const upload = {
      uploadsDir: deps.uploadsDir,
      space: deps.uploadSpace,
      maxFiles: 1,
      acceptFile: isProof,
      precheck: () => ensureTopupRoom(deps.db, merchantId),
    }
    const row = await withMultipart(c, upload, ({ fields, files }) => {
      const input = parseWith(topupSchema, fields)
      const proof = files.payment_proof
      if (!proof) throw new AppError(400, REQUIRED)
      const accepted = checkUpload(deps.uploadsDir, proof)
      return createTopup(deps.db, merchantId, input, accepted)
    })
    return ok(c, topupView(row))
  })

  app.get('/wallet/topup/list', auth, (c) => {
    const filters = listFilters(c, ['pending', 'approved', 'rejected'], listDates(c))
    const { rows, totalCount } = listTopups(deps.db, c.get('merchantId'), filters)
    return okPage(c, rows.map(topupView), pagination(filters, totalCount))
  })

  app.get('/wallet/topup/:id', auth, (c) =>
    ok(c, topupView(findTopup(deps.db, c.get('merchantId'), c.req.param('id')))),
  )

  return app
}
