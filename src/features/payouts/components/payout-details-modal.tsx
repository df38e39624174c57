import { ApprovalTrail } from '../../../components/approval-trail'
import { Modal } from '../../../components/modal'
import { DetailRow as Row } from '../../../components/detail-row'
import { approvalAwareStatus, approvalAwareTone } from '../../../components/approval-status'
import { StatusBadge } from '../../../components/status-badge'
import { feeTax } from '../../../lib/money/fee-tax'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { payoutTone } from '../../../lib/ui/status'
import type { Payout } from '../api'
import { beneficiaryDestination } from '../beneficiary'
import * as m from '../messages'

type Props = { payout: Payout | null; showRates: boolean; onClose: () => void }

/** product.md §2 'Payout Details'. */
export function PayoutDetailsModal({ payout, showRates, onClose }: Props) {
  const t = useT()
  const tax = payout ? feeTax(payout.fee, payout.fee_gst, payout.gst_kind) : null
  return (
    <Modal open={payout !== null} title={t(m.details)} onClose={onClose}>
      {payout && (
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label={t(m.payoutId)}>
            <span className="font-mono break-all">{payout.payout_id}</span>
          </Row>
          <Row label={t(m.amount)}>
            <span className="font-semibold tabular-nums">{formatINR(payout.amount)}</span>
          </Row>
          {showRates && (
            <>
              {/* Decision 052: the gateway's charge and its GST apart, when the gateway says. */}
              <Row label={t(m.fee)}>
                <span className="tabular-nums">{tax ? tax.charge : formatINR(payout.fee)}</span>
              </Row>
              {tax && (
                <Row label={tax.gstLabel}>
                  <span className="tabular-nums">{tax.gst}</span>
                </Row>
              )}
              <Row label={t(m.netAmount)}>
                <span className="tabular-nums">{formatINR(payout.net_amount)}</span>
              </Row>
            </>
          )}
          <Row label={t(m.status)}>
            <StatusBadge
              status={approvalAwareStatus(payout.status)}
              tone={approvalAwareTone(payout.status, payoutTone)}
            />
          </Row>
          {payout.failure_reason && (
            <Row label={t(m.failureReason)}>
              <span className="text-red-700">{gatewayText(payout.failure_reason)}</span>
            </Row>
          )}
          <Row label={t(m.mode)}>{payout.mode || 'UPI'}</Row>
          <Row label={t(m.beneficiaryName)}>{payout.beneficiary_name || '—'}</Row>
          <Row label={t(m.beneficiaryDestination)}>
            <span className="font-mono break-all">{beneficiaryDestination(payout) || '—'}</span>
          </Row>
          {payout.beneficiary_ifsc && (
            <Row label={t(m.ifscCode)}>
              <span className="font-mono">{payout.beneficiary_ifsc}</span>
            </Row>
          )}
          {payout.gateway_payout_id && (
            <Row label={t(m.gatewayPayoutId)}>
              <span className="font-mono break-all">{payout.gateway_payout_id}</span>
            </Row>
          )}
          {/* The references a merchant quotes to their bank, after the rows of product.md §2. */}
          <Row label={t(m.referenceId)}>
            <span className="font-mono break-all">{payout.reference_id || t(m.notAvailable)}</span>
          </Row>
          <Row label={t(m.utr)}>
            <span className="font-mono break-all">{payout.utr_number || t(m.notAvailable)}</span>
          </Row>
          <Row label={t(m.createdAt)}>{formatDateTime(payout.created_at)}</Row>
          <Row label={t(m.updatedAt)}>{formatDateTime(payout.updated_at)}</Row>
        </dl>
      )}
      {payout?.approval && <ApprovalTrail approval={payout.approval} onWithdrawn={onClose} />}
    </Modal>
  )
}
