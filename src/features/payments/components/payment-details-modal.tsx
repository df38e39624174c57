import * as z from 'zod/mini'
import { Modal } from '../../../components/modal'
import { DetailRow as Row } from '../../../components/detail-row'
import { PayinTags } from '../../../components/payin-tags'
import { StatusBadge } from '../../../components/status-badge'
import { Link } from '@tanstack/react-router'
import { feeTax } from '../../../lib/money/fee-tax'
import { formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Payin } from '../../../lib/lists/payin-list'
import { payinMoney } from '../payin-money'
import { payinTone } from '../../../lib/ui/status'
import * as m from '../messages'
import { payinOutletName } from '../payin-outlet'
import { PaymentRefunds } from './payment-refunds'

type Props = {
  payin: Payin | null
  showRates: boolean
  /** The payment's outlet, with a second open outlet (decision 080). */
  showOutlet?: boolean
  onClose: () => void
}

/**
 * A standing-QR payment's own fields (decision 078; absent on older gateways and other payins):
 * who paid, as the bank reports it, and the till's sale it was counted for, if it was.
 */
const qrFieldsSchema = z.looseObject({
  payer_vpa: z.catch(z.nullish(z.string()), null),
  sale_transaction_id: z.catch(z.nullish(z.string()), null),
})

/** product.md §2 'Payment Details'. */
export function PaymentDetailsModal({ payin, showRates, showOutlet = false, onClose }: Props) {
  const t = useT()
  const money = payin ? payinMoney(payin) : null
  const tax = payin ? feeTax(payin.fee, payin.fee_gst, payin.gst_kind) : null
  const qr = payin?.channel === 'qr' ? qrFieldsSchema.parse(payin) : null
  return (
    <Modal open={payin !== null} title={t(m.details)} onClose={onClose}>
      {payin && (
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label={t(m.transactionId)}>
            <span className="font-mono break-all">{payin.transaction_id}</span>
          </Row>
          <Row label={t(m.amount)}>
            <span className="font-semibold tabular-nums">{money?.amount}</span>
            {money?.inr && <span className="block text-xs text-slate-600">{money.inr}</span>}
          </Row>
          {showRates && (
            <>
              {/* Decision 052: the gateway's charge and its GST apart, when the gateway says. */}
              <Row label={t(m.fee)}>
                <span className="tabular-nums">{tax ? tax.charge : money?.fee}</span>
              </Row>
              {tax && (
                <Row label={tax.gstLabel}>
                  <span className="tabular-nums">{tax.gst}</span>
                </Row>
              )}
              <Row label={t(m.netAmount)}>
                <span className="tabular-nums">{money?.net}</span>
              </Row>
            </>
          )}
          <Row label={t(m.status)}>
            <span className="inline-flex flex-wrap justify-end gap-1.5">
              <StatusBadge status={payin.status} tone={payinTone(payin.status)} />
              <PayinTags paidLate={payin.paid_late} status={payin.status} refunds={payin} />
            </span>
          </Row>
          {qr && <Row label={t(m.channel)}>{t(m.channelQr)}</Row>}
          <Row label={t(m.gateway)}>{payin.gateway || t(m.notAvailable)}</Row>
          <Row label={t(m.customerName)}>{payin.customer_name || '—'}</Row>
          <Row label={t(m.customerEmail)}>
            <span className="break-all">{payin.customer_email || '—'}</span>
          </Row>
          {/* These follow the rows of product.md §2.5, which keep their order. */}
          <Row label={t(m.customerPhone)}>{payin.customer_phone || '—'}</Row>
          <Row label={t(m.orderId)}>
            <span className="font-mono break-all">{payin.order_id || t(m.notAvailable)}</span>
          </Row>
          <Row label={t(m.utr)}>
            <span className="font-mono break-all">{payin.utr || t(m.notAvailable)}</span>
          </Row>
          {qr && (
            <Row label={t(m.payerVpa)}>
              <span className="font-mono break-all">{qr.payer_vpa || t(m.notAvailable)}</span>
            </Row>
          )}
          {qr?.sale_transaction_id && (
            <Row label={t(m.countedForSale)}>
              <span className="font-mono break-all" data-testid="counted-for-sale">
                {qr.sale_transaction_id}
              </span>
            </Row>
          )}
          {showOutlet && <Row label={t(m.outlet)}>{payinOutletName(payin) ?? t(m.noOutlet)}</Row>}
          {/* Decision 049: who took a counter sale, where the gateway records it. */}
          {payin.counter_name && <Row label={t(m.counter)}>{payin.counter_name}</Row>}
          {payin.counter_name && <Row label={t(m.cashier)}>{payin.cashier_name || '—'}</Row>}
          {/* Decision 064: a counter sale's note, as the cashier typed it. */}
          {payin.counter_name && payin.description && (
            <Row label={t(m.note)}>
              <span className="break-words">{payin.description}</span>
            </Row>
          )}
          <Row label={t(m.createdAt)}>{formatDateTime(payin.created_at)}</Row>
          <Row label={t(m.updatedAt)}>{formatDateTime(payin.updated_at)}</Row>
          {/* Decision 053: the settlement that moved it to the available balance. */}
          {payin.status === 'success' && payin.settlement_id !== undefined && (
            <Row label={t(m.settlement)}>
              {payin.settlement_id ? (
                <Link
                  to="/wallet/settlements/$settlementId"
                  params={{ settlementId: payin.settlement_id }}
                  className="font-mono break-all text-brand-700 underline"
                >
                  {payin.settlement_id}
                </Link>
              ) : (
                t(m.notSettled)
              )}
            </Row>
          )}
        </dl>
      )}
      {/* Refunds (product.md §11): only a gateway with refunds sends refund_status. */}
      {payin && payin.refund_status != null && (
        <PaymentRefunds key={payin.transaction_id} payin={payin} showRates={showRates} />
      )}
    </Modal>
  )
}
